import { EMAIL_MESSAGE, isValidEmail } from "./email.ts";

/** SPEC §5: the generic message when a required input has neither a custom message nor a label. */
export const REQUIRED_MESSAGE = "Required Field";

/** SPEC §5: empty after trim → the custom message, else 'Please enter your {label lowercased}', else 'Required Field'. */
export function requiredMessage(value: unknown, options: { label?: string; message?: string } = {}): string | null {
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  if (text.trim() !== "") return null;
  if (options.message) return options.message;
  if (options.label) return `Please enter your ${options.label.toLowerCase()}`;
  return REQUIRED_MESSAGE;
}

/** SPEC §5 email: required first (its own message), then the address rule. */
export function emailMessage(value: unknown, label = "Email"): string | null {
  return requiredMessage(value, { label }) ?? (isValidEmail(value) ? null : EMAIL_MESSAGE);
}

/**
 * Account limits. The spec names none; these are ours (ADR 0011): a name fits a shipping label,
 * a password is long enough to resist guessing and short enough that hashing it costs what it should.
 */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function nameMessage(value: unknown, label: string): string | null {
  const required = requiredMessage(value, { label });
  if (required) return required;
  return String(value).trim().length > NAME_MAX_LENGTH
    ? `${label} must be at most ${NAME_MAX_LENGTH} characters.`
    : null;
}

/** A new password: required, then 8…128 characters. Sign-in only checks presence (old passwords stay valid). */
export function newPasswordMessage(value: unknown, label = "Password"): string | null {
  const required = requiredMessage(value, { label });
  if (required) return required;
  const length = String(value).length;
  if (length < PASSWORD_MIN_LENGTH) return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/** One field's rules in order; the first failing one is the field's message (SPEC §5: only the first error). */
export type FieldRule = (value: unknown) => string | null;

export function firstError(value: unknown, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/**
 * SPEC §5: errors show only after the field was touched (or a submit was tried), one per field.
 * Returns the message to display for each field of a form.
 */
export function visibleErrors<F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
  touched: Partial<Record<F, boolean>>,
): Partial<Record<F, string>> {
  const shown: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    if (!touched[field]) continue;
    const message = firstError(values[field], rules[field]);
    if (message) shown[field] = message;
  }
  return shown;
}

/** Every field's first error regardless of touch (a submit), in the form's field order. */
export function formErrors<F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
): Partial<Record<F, string>> {
  const all = Object.fromEntries(Object.keys(rules).map((f) => [f, true])) as Partial<Record<F, boolean>>;
  return visibleErrors(values, rules, all);
}

/** The account forms' rules, shared by the browser (as the shopper types) and the server (the final word). */
export const SIGN_IN_RULES = {
  email: [(v: unknown) => emailMessage(v)],
  password: [(v: unknown) => requiredMessage(v, { label: "Password" })],
} satisfies Record<string, readonly FieldRule[]>;

export const REGISTER_RULES = {
  firstname: [(v: unknown) => nameMessage(v, "First Name")],
  lastname: [(v: unknown) => nameMessage(v, "Last Name")],
  email: [(v: unknown) => emailMessage(v)],
  password: [(v: unknown) => newPasswordMessage(v)],
} satisfies Record<string, readonly FieldRule[]>;

export const PROFILE_RULES = {
  firstname: REGISTER_RULES.firstname,
  lastname: REGISTER_RULES.lastname,
} satisfies Record<string, readonly FieldRule[]>;

export const EMAIL_CHANGE_RULES = {
  email: [(v: unknown) => emailMessage(v, "New Email")],
  currentPassword: [(v: unknown) => requiredMessage(v, { label: "Current Password" })],
} satisfies Record<string, readonly FieldRule[]>;

export const PASSWORD_CHANGE_RULES = {
  password: [(v: unknown) => newPasswordMessage(v, "New Password")],
  currentPassword: [(v: unknown) => requiredMessage(v, { label: "Current Password" })],
} satisfies Record<string, readonly FieldRule[]>;
