import type { RegisterResponse } from "@ironworks/contracts";
import { CAPTCHA_HEADER, type CaptchaAction } from "@ironworks/domain";
import { type ApiError, type ApiResult, api, UNREADABLE_ERROR } from "../../lib/api.ts";
import { takeCaptcha } from "./captcha.ts";
import type { CustomerSummary } from "./session-client.ts";

export type AccountFailure = Pick<ApiError, "code" | "message" | "fields">;

/**
 * Sign-in answers the customer; registration answers only `{success, message}`, the same for a
 * new and a taken email and signing nobody in (ADR 0011 addendum), so `customer` is absent there.
 */
export type AccountAnswer =
  | { ok: true; customer?: CustomerSummary; message?: string }
  | { ok: false; error: AccountFailure };

/** The failure of an account call: its error (with the field errors), offline, or unknown_error. */
export const accountFailure = (answer: ApiResult<unknown>): AccountFailure =>
  answer.ok ? UNREADABLE_ERROR : answer.error;

/**
 * Sign-in and registration from a hydrated page: JSON to the API with the solved captcha in its
 * header (empty when none could be had). The answer sets the rotated session cookie.
 */
export async function sendWithCaptcha(
  path: "/svc_session/session/login" | "/svc_customer/customer",
  action: CaptchaAction,
  body: Record<string, string>,
): Promise<AccountAnswer> {
  const token = await takeCaptcha(action);
  const answer = await api.post<Partial<RegisterResponse> & { customer?: CustomerSummary }>(path, {
    headers: { [CAPTCHA_HEADER]: token },
    body,
  });
  if (answer.ok && answer.data.customer) return { ok: true, customer: answer.data.customer };
  if (answer.ok && answer.data.success === true) return { ok: true, message: answer.data.message };
  return { ok: false, error: accountFailure(answer) };
}
