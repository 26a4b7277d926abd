import type { GiftcardBalanceRequest, GiftcardBalanceResponse } from "@ironworks/contracts";
import { CAPTCHA_HEADER, type SiteCode } from "@ironworks/domain";
import { api, UNREADABLE_ERROR } from "../../lib/api.ts";
import { takeCaptcha } from "../account/captcha.ts";
import type { GiftcardKey } from "./messages.ts";

/** The contract's answer; `code` is masked except the last 4 characters. */
export type GiftcardBalanceView = GiftcardBalanceResponse;

export type BalanceAnswer = { ok: true; card: GiftcardBalanceView } | { ok: false; code: string; message: string };

/** The code as the shopper typed it, checked the way the server does (letters, digits, dashes; 4–32). */
export function giftcardCodeError(raw: string): GiftcardKey | undefined {
  const code = raw.trim();
  if (!code) return "giftcard.error.required";
  if (code.length < 4 || code.length > 32 || !/^[A-Za-z0-9-]+$/.test(code.replace(/ /g, "")))
    return "giftcard.error.format";
  return undefined;
}

/** What the shopper reads for an API error `code` (the server's English message is not shown). */
const ERROR_KEYS: Record<string, GiftcardKey> = {
  validation_error: "giftcard.error.format",
  giftcard_not_exist: "giftcard.error.notFound",
  giftcard_balance_error: "giftcard.error.currency",
  too_many_attempts: "giftcard.error.tooMany",
  captcha_failed: "giftcard.error.captcha",
  no_response: "giftcard.error.offline",
};

export const giftcardErrorKey = (code: string): GiftcardKey => ERROR_KEYS[code] ?? "giftcard.error.unknown";

/** POST /svc_checkout[/site/{code}]/giftcard/balance with a solved captcha (action giftcard). */
export async function checkGiftcardBalance(site: SiteCode, rawCode: string): Promise<BalanceAnswer> {
  const token = await takeCaptcha("giftcard");
  const answer = await api.post<GiftcardBalanceResponse, GiftcardBalanceRequest>("/svc_checkout/giftcard/balance", {
    site,
    headers: { [CAPTCHA_HEADER]: token },
    body: { code: rawCode.replace(/ /g, "").trim() },
  });
  if (answer.ok && typeof answer.data === "object" && "balance" in answer.data) return { ok: true, card: answer.data };
  // An answer without a balance, or unreadable: unknown_error (giftcard.error.unknown).
  const error = answer.ok ? UNREADABLE_ERROR : answer.error;
  return { ok: false, code: error.code, message: error.message };
}
