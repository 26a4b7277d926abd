import { emailMessage, type FieldRule, newPasswordMessage, requiredMessage } from "@ironworks/domain";

/** The forgot-password form: the SPEC §5 email rule. */
export const FORGOT_PASSWORD_RULES = {
  email: [(v: unknown) => emailMessage(v)],
} satisfies Record<string, readonly FieldRule[]>;

/** The reset form: a new password (8…128) and its confirmation. */
export const RESET_PASSWORD_RULES = {
  password: [(v: unknown) => newPasswordMessage(v, "New Password")],
  passwordConfirmation: [(v: unknown) => requiredMessage(v, { label: "Confirm New Password" })],
} satisfies Record<string, readonly FieldRule[]>;

export const PASSWORD_MISMATCH = "The passwords do not match.";

/** The answer a forgot-password request gets, whether or not the address has an account. */
export const RESET_MAIL_SENT =
  "If an account exists for this email, we have sent a link to reset your password. It works for one hour.";
export const PASSWORD_CHANGED =
  "Your password has been changed and you have been signed out everywhere. Please sign in with your new password.";
