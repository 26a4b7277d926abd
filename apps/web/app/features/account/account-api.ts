import { CAPTCHA_HEADER, type CaptchaAction } from "@ironworks/domain";
import { takeCaptcha } from "./captcha.ts";
import type { CustomerSummary } from "./session-client.ts";

export interface AccountFailure {
  code: string;
  message: string;
  fields: { field: string; message: string }[];
}

/**
 * Sign-in answers the customer; registration answers only `{success, message}`, the same for a
 * new and a taken email and signing nobody in (ADR 0011 addendum), so `customer` is absent there.
 */
export type AccountAnswer =
  | { ok: true; customer?: CustomerSummary; message?: string }
  | { ok: false; error: AccountFailure };

const OFFLINE: AccountFailure = {
  code: "no_response",
  message: "We couldn't reach the store. Please check your connection and try again.",
  fields: [],
};

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
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", [CAPTCHA_HEADER]: token },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: OFFLINE };
  }
  const answer = (await res.json().catch(() => null)) as {
    customer?: CustomerSummary;
    success?: boolean;
    message?: string;
    error?: { code: string; message: string; details?: { fields?: AccountFailure["fields"] } };
  } | null;
  if (res.ok && answer?.customer) return { ok: true, customer: answer.customer };
  if (res.ok && answer?.success === true) return { ok: true, message: answer.message };
  const error = answer?.error;
  return {
    ok: false,
    error: error
      ? { code: error.code, message: error.message, fields: error.details?.fields ?? [] }
      : { ...OFFLINE, code: "unknown_error", message: "Something went wrong. Please try again." },
  };
}
