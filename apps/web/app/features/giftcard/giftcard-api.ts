import type { GiftcardBalanceRequest, GiftcardBalanceResponse } from "@ironworks/contracts";
import { CAPTCHA_HEADER, type SiteCode } from "@ironworks/domain";
import { api, OFFLINE_MESSAGE, UNKNOWN_MESSAGE, UNREADABLE_ERROR } from "../../lib/api.ts";
import { takeCaptcha } from "../account/captcha.ts";

/** The contract's answer; `code` is masked except the last 4 characters. */
export type GiftcardBalanceView = GiftcardBalanceResponse;

export type BalanceAnswer = { ok: true; card: GiftcardBalanceView } | { ok: false; code: string; message: string };

export const GIFTCARD_MESSAGES = {
  required: "Please enter your gift card code.",
  format: "Please enter the code as printed on your card (letters, digits and dashes).",
  offline: OFFLINE_MESSAGE,
  unknown: UNKNOWN_MESSAGE,
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
  const answer = await api.post<GiftcardBalanceResponse, GiftcardBalanceRequest>("/svc_checkout/giftcard/balance", {
    site,
    headers: { [CAPTCHA_HEADER]: token },
    body: { code: rawCode.replace(/ /g, "").trim() },
  });
  if (answer.ok && typeof answer.data === "object" && "balance" in answer.data) return { ok: true, card: answer.data };
  // An answer without a balance, or unreadable: unknown_error and GIFTCARD_MESSAGES.unknown.
  const error = answer.ok ? UNREADABLE_ERROR : answer.error;
  return { ok: false, code: error.code, message: error.message };
}
