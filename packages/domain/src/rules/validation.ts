import { EMAIL_MESSAGE, isValidEmail } from "./email.ts";
import {
  FIELD_LABELS,
  type FieldLabel,
  type FieldLabelId,
  labelId,
  type FieldRule,
  issue,
  textOf,
  type ValidationIssue,
} from "./message.ts";

/** SPEC §5: the generic message when a required input has neither a custom message nor a label. */
export const REQUIRED_MESSAGE = "Required Field";

const blank = (value: unknown) =>
  (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value)).trim() === "";

/** SPEC §5's sentence for an empty required input: 'Please enter your {label lowercased}', else 'Required Field'. */
const requiredText = (label?: string) => (label ? `Please enter your ${label.toLowerCase()}` : REQUIRED_MESSAGE);

/** SPEC §5: empty after trim → 'Please enter your {label lowercased}' naming the field, else 'Required Field'. */
export function requiredIssue(value: unknown, field?: FieldLabelId): ValidationIssue | null {
  if (!blank(value)) return null;
  return issue("required", requiredText(field && FIELD_LABELS[field]), field);
}

/** SPEC §5 in English only: empty after trim → the custom message, else the label's sentence, else 'Required Field'. */
export function requiredMessage(value: unknown, options: { label?: string; message?: string } = {}): string | null {
  if (!blank(value)) return null;
  return options.message ?? requiredText(options.label);
}

/** SPEC §5 email: required first (its own message), then the address rule. */
export function emailIssue(value: unknown, field: FieldLabelId = "email"): ValidationIssue | null {
  return requiredIssue(value, field) ?? (isValidEmail(value) ? null : issue("email", EMAIL_MESSAGE));
}

export const emailMessage = (value: unknown): string | null => textOf(emailIssue(value));

/**
 * Account limits. The spec names none; these are ours (ADR 0011): a name fits a shipping label,
 * a password is long enough to resist guessing and short enough that hashing it costs what it should.
 */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** At most `max` characters after trim: '{Label} must be at most {max} characters.' */
export function tooLongIssue(value: unknown, field: FieldLabelId, max: number): ValidationIssue | null {
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  return text.trim().length > max
    ? issue("tooLong", `${FIELD_LABELS[field]} must be at most ${max} characters.`, field, { max })
    : null;
}

export function nameIssue(value: unknown, field: FieldLabelId): ValidationIssue | null {
  return requiredIssue(value, field) ?? tooLongIssue(value, field, NAME_MAX_LENGTH);
}

/** English only (the card form): a name by its English label, 'Name on Card'. */
export const nameMessage = (value: unknown, label: FieldLabel): string | null =>
  textOf(nameIssue(value, labelId(label)));

/** A new password: required, then 8…128 characters. Sign-in only checks presence (old passwords stay valid). */
export function newPasswordIssue(value: unknown, field: FieldLabelId = "password"): ValidationIssue | null {
  const required = requiredIssue(value, field);
  if (required) return required;
  const length = String(value).length;
  const label = FIELD_LABELS[field];
  if (length < PASSWORD_MIN_LENGTH)
    return issue("tooShort", `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`, field, {
      min: PASSWORD_MIN_LENGTH,
    });
  if (length > PASSWORD_MAX_LENGTH)
    return issue("tooLong", `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`, field, {
      max: PASSWORD_MAX_LENGTH,
    });
  return null;
}

export const newPasswordMessage = (value: unknown, label: FieldLabel = "Password"): string | null =>
  textOf(newPasswordIssue(value, labelId(label)));

/** One field's first issue (SPEC §5: only the first error). */
export function firstIssue(value: unknown, rules: readonly FieldRule[]): ValidationIssue | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found) return found;
  }
  return null;
}

/** One field's first error, as the spec's English sentence. */
export const firstError = (value: unknown, rules: readonly FieldRule[]): string | null =>
  textOf(firstIssue(value, rules));

/**
 * SPEC §5: errors show only after the field was touched (or a submit was tried), one per field.
 * Returns the issue to display for each field of a form.
 */
export function visibleIssues<F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
  touched: Partial<Record<F, boolean>>,
): Partial<Record<F, ValidationIssue>> {
  const shown: Partial<Record<F, ValidationIssue>> = {};
  for (const field of Object.keys(rules) as F[]) {
    if (!touched[field]) continue;
    const found = firstIssue(values[field], rules[field]);
    if (found) shown[field] = found;
  }
  return shown;
}

/** Every field's first issue regardless of touch (a submit), in the form's field order. */
export function formIssues<F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
): Partial<Record<F, ValidationIssue>> {
  const all = Object.fromEntries(Object.keys(rules).map((f) => [f, true])) as Partial<Record<F, boolean>>;
  return visibleIssues(values, rules, all);
}

const texts = <F extends string>(issues: Partial<Record<F, ValidationIssue>>): Partial<Record<F, string>> =>
  Object.fromEntries(Object.entries<ValidationIssue | undefined>(issues).map(([f, i]) => [f, i?.text])) as Partial<
    Record<F, string>
  >;

/** `visibleIssues` as the spec's English sentences. */
export const visibleErrors = <F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
  touched: Partial<Record<F, boolean>>,
): Partial<Record<F, string>> => texts(visibleIssues(values, rules, touched));

/** `formIssues` as the spec's English sentences (what the API answers). */
export const formErrors = <F extends string>(
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly FieldRule[]>,
): Partial<Record<F, string>> => texts(formIssues(values, rules));

/** The account forms' rules, shared by the browser (as the shopper types) and the server (the final word). */
export const SIGN_IN_RULES = {
  email: [(v: unknown) => emailIssue(v)],
  password: [(v: unknown) => requiredIssue(v, "password")],
} satisfies Record<string, readonly FieldRule[]>;

export const REGISTER_RULES = {
  firstname: [(v: unknown) => nameIssue(v, "firstname")],
  lastname: [(v: unknown) => nameIssue(v, "lastname")],
  email: [(v: unknown) => emailIssue(v)],
  password: [(v: unknown) => newPasswordIssue(v)],
} satisfies Record<string, readonly FieldRule[]>;

export const PROFILE_RULES = {
  firstname: REGISTER_RULES.firstname,
  lastname: REGISTER_RULES.lastname,
} satisfies Record<string, readonly FieldRule[]>;

export const EMAIL_CHANGE_RULES = {
  email: [(v: unknown) => emailIssue(v, "newEmail")],
  currentPassword: [(v: unknown) => requiredIssue(v, "currentPassword")],
} satisfies Record<string, readonly FieldRule[]>;

export const PASSWORD_CHANGE_RULES = {
  password: [(v: unknown) => newPasswordIssue(v, "newPassword")],
  currentPassword: [(v: unknown) => requiredIssue(v, "currentPassword")],
} satisfies Record<string, readonly FieldRule[]>;
