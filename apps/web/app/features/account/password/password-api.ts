import type { ForgotPasswordResponse, ResetPasswordRequest } from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { api } from "../../../lib/api.ts";
import { type AccountFailure, accountFailure } from "../account-api.ts";
import { takeCaptcha } from "../captcha.ts";

export type PasswordAnswer = { ok: true } | { ok: false; error: AccountFailure };

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<PasswordAnswer> {
  const answer = await api.post<Partial<ForgotPasswordResponse>>(path, { headers, body });
  if (answer.ok && answer.data.success) return { ok: true };
  return { ok: false, error: accountFailure(answer) };
}

/** Asks for a reset mail (captcha action forgotpassword); `locale` is the page's prefix, for the link. */
export async function requestPasswordReset(email: string, locale: string): Promise<PasswordAnswer> {
  const token = await takeCaptcha("forgotpassword");
  return post("/svc_customer/customer/forgot-password", { email, locale }, { [CAPTCHA_HEADER]: token });
}

export function resetPassword(body: ResetPasswordRequest) {
  return post("/svc_customer/customer/forgot-password/reset", body);
}
