import { ConfirmRegistrationRequest, CustomerPatch, LoginRequest, RegisterRequest } from "@ironworks/contracts";
import {
  EMAIL_CHANGE_RULES,
  EMAIL_MESSAGE,
  emailIssue,
  type FieldLabelId,
  type FieldRule,
  formIssues,
  PASSWORD_CHANGE_RULES,
  PROFILE_RULES,
  REGISTER_RULES,
  requiredIssue,
  SIGN_IN_RULES,
} from "@ironworks/domain";
import type { AppLoadContext } from "react-router";
import { type FormMessage, said } from "./form-message.ts";

/**
 * The account forms' server side for requests without JavaScript (route actions): validate with
 * the shared rules, call the services in-process, and set the session cookie through
 * context.session. The same services answer the API the hydrated forms call.
 */

export type FormResult<F extends string = string> = {
  form: string;
  values: Partial<Record<F, string>>;
  errors: Partial<Record<F, FormMessage>>;
  message?: FormMessage;
  ok?: boolean;
};

interface ServiceError {
  status: number;
  code: string;
  message: string;
  details?: { fields?: { field: string; message: string }[] };
}
const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" && e !== null && typeof (e as ServiceError).status === "number" && "code" in e;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

function read<F extends string>(form: FormData, fields: readonly F[]) {
  return Object.fromEntries(fields.map((f) => [f, text(form, f)])) as Record<F, string>;
}

/** Field messages for a refused service call; anything unexpected is rethrown (a 500 page). */
function failure<F extends string>(formName: string, values: Partial<Record<F, string>>, err: unknown): FormResult<F> {
  if (!isServiceError(err) || err.status >= 500) throw err;
  const errors: Partial<Record<F, FormMessage>> = {};
  if (err.code === "email_taken") (errors as Record<string, FormMessage>).email = said(err.code, err.message); // email change only
  if (err.code === "current_password_invalid")
    (errors as Record<string, FormMessage>).currentPassword = said(err.code, "Your current password is incorrect.");
  const { password: _p, currentPassword: _c, ...kept } = values as Record<string, string>;
  return {
    form: formName,
    values: kept as Partial<Record<F, string>>,
    errors,
    message: Object.keys(errors).length ? undefined : said(err.code, err.message),
  };
}

function invalid<F extends string>(
  formName: string,
  values: Record<F, string>,
  rules: Record<F, readonly FieldRule[]>,
) {
  const errors = formIssues(values, rules);
  if (Object.keys(errors).length === 0) return null;
  const { password: _p, currentPassword: _c, ...kept } = values as Record<string, string>;
  return { form: formName, values: kept, errors } as FormResult<F>;
}

const access = (context: AppLoadContext) => ({
  token: context.session.token,
  captchaToken: null, // no JavaScript, no proof of work: the strict throttle decides (ADR 0011)
  ip: context.clientAddress,
});

export async function signInAction(form: FormData, context: AppLoadContext): Promise<FormResult | null> {
  const values = read(form, ["email", "password"] as const);
  const bad = invalid("login", values, SIGN_IN_RULES);
  if (bad) return bad;
  const parsed = LoginRequest.safeParse(values);
  if (!parsed.success) return { form: "login", values: { email: values.email }, errors: {}, message: CHECK_ENTRIES };
  try {
    const result = await context.services.customer.login(parsed.data, access(context));
    context.session.replace(result.token, result.session);
    return null;
  } catch (err) {
    return failure("login", values, err);
  }
}

export async function registerAction(form: FormData, context: AppLoadContext): Promise<FormResult | null> {
  const values = read(form, ["firstname", "lastname", "email", "password"] as const);
  const bad = invalid("register", values, REGISTER_RULES);
  if (bad) return bad;
  const locale = text(form, "locale");
  const parsed = RegisterRequest.safeParse({ ...values, locale: locale || undefined });
  if (!parsed.success) return { form: "register", values, errors: {}, message: CHECK_ENTRIES };
  try {
    // A new and a taken email end the same way, the session untouched (ADR 0011 addendum): the
    // caller shows /login?registered=1 ("check your inbox").
    await context.services.customer.register(parsed.data, access(context));
    return null;
  } catch (err) {
    return failure("register", values, err);
  }
}

/**
 * /account/confirm/{token}: the mailed link, confirmed with the password chosen at registration.
 * Success creates the account and signs in (the session cookie rotated, guest lists merged): null,
 * the caller redirects to /account. `code` registration_link_invalid means the link is spent.
 */
export async function confirmRegistrationAction(
  form: FormData,
  context: AppLoadContext,
  token: string,
): Promise<(FormResult<"password"> & { code?: string }) | null> {
  const values = read(form, ["password"] as const);
  const bad = invalid("confirm", values, CONFIRM_RULES);
  if (bad) return bad;
  const parsed = ConfirmRegistrationRequest.safeParse({ token, password: values.password });
  if (!parsed.success)
    return {
      form: "confirm",
      values: {},
      errors: {},
      message: said("registration_link_invalid", LINK_INVALID),
      code: "registration_link_invalid",
    };
  try {
    const result = await context.services.customer.confirmRegistration(parsed.data, {
      token: context.session.token,
      ip: context.clientAddress,
    });
    context.session.replace(result.token, result.session);
    return null;
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    if (err.code === "current_password_invalid")
      return { form: "confirm", values: {}, errors: { password: said("confirm_password_invalid", err.message) } };
    return { form: "confirm", values: {}, errors: {}, message: said(err.code, err.message), code: err.code };
  }
}

/** The confirm page's one field: the password chosen when registering. */
const CONFIRM_RULES = { password: SIGN_IN_RULES.password };
const CHECK_ENTRIES = said("check_entries", "Please check your entries.");
/** The same words as the service's registration_link_invalid. */
const LINK_INVALID = "This link is no longer valid. Please create your account again.";

export async function signOutAction(context: AppLoadContext): Promise<void> {
  await context.services.session.signOut(context.session.token);
  if (context.session.token) context.session.clear();
}

/** The profile and settings forms (signed-in only; the account layout guards the pages). */
export async function updateCustomerAction(
  formName: "about-me" | "email" | "password",
  form: FormData,
  context: AppLoadContext,
): Promise<FormResult> {
  const info = await context.session.find();
  if (!info?.customerId)
    return { form: formName, values: {}, errors: {}, message: said("sign_in_again", "Please sign in again.") };
  const rules: Record<string, readonly FieldRule[]> =
    formName === "about-me" ? PROFILE_RULES : formName === "email" ? EMAIL_CHANGE_RULES : PASSWORD_CHANGE_RULES;
  const values = read(form, Object.keys(rules));
  const bad = invalid(formName, values, rules);
  if (bad) return bad;
  const parsed = CustomerPatch.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, FormMessage> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= messageFor(field, issue.message);
    }
    const { password: _p, currentPassword: _c, ...kept } = values;
    return { form: formName, values: kept, errors };
  }
  try {
    await context.services.customer.update(info.customerId, parsed.data, { token: context.session.token });
    return { form: formName, values: {}, errors: {}, ok: true, message: said("saved", "Saved.") };
  } catch (err) {
    return failure(formName, values, err);
  }
}

const FIELDS: Record<string, FieldLabelId> = {
  firstname: "firstname",
  lastname: "lastname",
  email: "email",
  password: "newPassword",
  currentPassword: "currentPassword",
};

/**
 * A zod message on a named field (after the domain's rules passed: a NUL character and the like),
 * as the shopper reads it: the field's required or email message, else "Please check your entries."
 */
function messageFor(field: string, message: string): FormMessage {
  const id = FIELDS[field];
  if (id && message.startsWith("is required")) return requiredIssue("", id) ?? CHECK_ENTRIES;
  if (message === EMAIL_MESSAGE) return emailIssue("@") ?? CHECK_ENTRIES;
  return CHECK_ENTRIES;
}
