import { CAPTCHA_HEADER, type SiteCode } from "@ironworks/domain";
import { takeCaptcha } from "../account/captcha.ts";

export interface GiftcardBalanceView {
  /** Masked except the last 4 characters. */
  code: string;
  balance: number;
  currency: string;
}

export type BalanceAnswer = { ok: true; card: GiftcardBalanceView } | { ok: false; code: string; message: string };

export const GIFTCARD_MESSAGES = {
  required: "Please enter your gift card code.",
  format: "Please enter the code as printed on your card (letters, digits and dashes).",
  offline: "We couldn't reach the store. Please check your connection and try again.",
  unknown: "Something went wrong. Please try again.",
} as const;

/** The code as the shopper typed it, checked the way the server does (letters, digits, dashes; 4–32). */
export function giftcardCodeError(raw: string): string | undefined {
  const code = raw.trim();
  if (!code) return GIFTCARD_MESSAGES.required;
  if (code.length < 4 || code.length > 32 || !/^[A-Za-z0-9-]+$/.test(code.replace(/ /g, "")))
    return GIFTCARD_MESSAGES.format;
  return undefined;
}

/** POST /svc_checkout[/site/{code}]/giftcard/balance with a solved captcha (action giftcard). */
export async function checkGiftcardBalance(site: SiteCode, rawCode: string): Promise<BalanceAnswer> {
  const token = await takeCaptcha("giftcard");
  const base = site === "USA" ? "/svc_checkout" : `/svc_checkout/site/${site}`;
  let res: Response;
  try {
    res = await fetch(`${base}/giftcard/balance`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", [CAPTCHA_HEADER]: token },
      body: JSON.stringify({ code: rawCode.replace(/ /g, "").trim() }),
    });
  } catch {
    return { ok: false, code: "no_response", message: GIFTCARD_MESSAGES.offline };
  }
  const body = (await res.json().catch(() => null)) as
    | (GiftcardBalanceView & { error?: undefined })
    | { error?: { code: string; message: string } }
    | null;
  if (res.ok && body && "balance" in body) return { ok: true, card: body };
  const error = body?.error;
  return error
    ? { ok: false, code: error.code, message: error.message }
    : { ok: false, code: "unknown_error", message: GIFTCARD_MESSAGES.unknown };
}
