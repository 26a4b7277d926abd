import type { AppLoadContext } from "react-router";
import type { LocaleContext } from "../../lib/locale.ts";
import { type BalanceAnswer, giftcardCodeError } from "./giftcard-api.ts";
import type { GiftcardKey } from "./messages.ts";

export type BalanceActionResult = BalanceAnswer & { value: string; fieldError?: GiftcardKey };

interface ServiceError {
  status: number;
  code: string;
  message: string;
}
const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" && e !== null && typeof (e as ServiceError).status === "number" && "code" in e;

/**
 * The balance check without JavaScript (the route's action): the same service in-process, with no
 * captcha token, so the strict captcha-less throttle decides (ADR 0011, ADR 0017).
 */
export async function giftcardBalanceAction(
  form: FormData,
  context: AppLoadContext,
  where: LocaleContext,
): Promise<BalanceActionResult> {
  const raw = form.get("code");
  const value = typeof raw === "string" ? raw.slice(0, 64) : "";
  const fieldError = giftcardCodeError(value);
  if (fieldError) return { ok: false, code: "validation_error", message: fieldError, value, fieldError };
  try {
    const card = await context.services.giftcards.checkBalance(
      { code: value.replace(/ /g, "").trim(), currency: where.site.currency },
      { captchaToken: null, ip: context.clientAddress },
    );
    return { ok: true, card, value: "" };
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    return { ok: false, code: err.code, message: err.message, value };
  }
}
