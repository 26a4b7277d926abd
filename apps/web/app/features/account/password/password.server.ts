import { ForgotPasswordRequest, ResetPasswordRequest } from "@ironworks/contracts";
import { emailIssue, formIssues } from "@ironworks/domain";
import type { AppLoadContext } from "react-router";
import type { FormResult } from "../account.server.ts";
import { type FormMessage, said } from "../form-message.ts";
import {
  FORGOT_PASSWORD_RULES,
  PASSWORD_CHANGED,
  PASSWORD_MISMATCH,
  RESET_MAIL_SENT,
  RESET_PASSWORD_RULES,
} from "./password-rules.ts";

/**
 * The password forms without JavaScript (route actions): the same rules and services the API
 * uses, in-process. The captcha token is empty, so the strict throttle decides (ADR 0011).
 */

interface ServiceError {
  status: number;
  code: string;
  message: string;
}
const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" && e !== null && typeof (e as ServiceError).status === "number" && "code" in e;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

export async function forgotPasswordAction(
  form: FormData,
  context: AppLoadContext,
  localePrefix: string,
): Promise<FormResult<"email">> {
  const values = { email: text(form, "email") };
  const errors = formIssues(values, FORGOT_PASSWORD_RULES);
  if (Object.keys(errors).length) return { form: "forgot", values, errors };
  const parsed = ForgotPasswordRequest.safeParse({ email: values.email, locale: localePrefix });
  if (!parsed.success) return { form: "forgot", values, errors: { email: emailIssue("@") ?? undefined } };
  try {
    await context.services.passwordReset.requestReset(parsed.data, {
      token: context.session.token,
      captchaToken: null,
      ip: context.clientAddress,
    });
    return { form: "forgot", values: {}, errors: {}, ok: true, message: RESET_MAIL_SENT };
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    return { form: "forgot", values, errors: {}, message: said(err.code, err.message) };
  }
}

export async function resetPasswordAction(
  form: FormData,
  context: AppLoadContext,
  token: string,
): Promise<FormResult<"password" | "passwordConfirmation"> & { code?: string }> {
  const values = { password: text(form, "password"), passwordConfirmation: text(form, "passwordConfirmation") };
  const errors: Partial<Record<keyof typeof values, FormMessage>> = formIssues(values, RESET_PASSWORD_RULES);
  if (!errors.passwordConfirmation && !errors.password && values.password !== values.passwordConfirmation)
    errors.passwordConfirmation = PASSWORD_MISMATCH;
  if (Object.keys(errors).length) return { form: "reset", values: {}, errors };
  const parsed = ResetPasswordRequest.safeParse({ token, ...values });
  if (!parsed.success)
    return { form: "reset", values: {}, errors: {}, message: said("check_entries", "Please check your entries.") };
  try {
    await context.services.passwordReset.reset(parsed.data, { ip: context.clientAddress });
    // The browser's own session may have been one of those just ended.
    if (context.session.token && !(await context.services.session.resolve(context.session.token)))
      context.session.clear();
    return { form: "reset", values: {}, errors: {}, ok: true, message: PASSWORD_CHANGED };
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    return { form: "reset", values: {}, errors: {}, message: said(err.code, err.message), code: err.code };
  }
}
