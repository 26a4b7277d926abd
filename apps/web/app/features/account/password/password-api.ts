import { CAPTCHA_HEADER } from "@ironworks/domain";
import type { AccountFailure } from "../account-api.ts";
import { takeCaptcha } from "../captcha.ts";

export type PasswordAnswer = { ok: true } | { ok: false; error: AccountFailure };

const OFFLINE: AccountFailure = {
  code: "no_response",
  message: "We couldn't reach the store. Please check your connection and try again.",
  fields: [],
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<PasswordAnswer> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: OFFLINE };
  }
  const answer = (await res.json().catch(() => null)) as {
    success?: boolean;
    error?: { code: string; message: string; details?: { fields?: AccountFailure["fields"] } };
  } | null;
  if (res.ok && answer?.success) return { ok: true };
  const error = answer?.error;
  return {
    ok: false,
    error: error
      ? { code: error.code, message: error.message, fields: error.details?.fields ?? [] }
      : { ...OFFLINE, code: "unknown_error", message: "Something went wrong. Please try again." },
  };
}

/** Asks for a reset mail (captcha action forgotpassword); `locale` is the page's prefix, for the link. */
export async function requestPasswordReset(email: string, locale: string): Promise<PasswordAnswer> {
  const token = await takeCaptcha("forgotpassword");
  return post("/svc_customer/customer/forgot-password", { email, locale }, { [CAPTCHA_HEADER]: token });
}

export function resetPassword(body: { token: string; password: string; passwordConfirmation: string }) {
  return post("/svc_customer/customer/forgot-password/reset", body);
}
