import { emailIssue, type FieldRule, newPasswordIssue, requiredIssue } from "@ironworks/domain";
import { said } from "../form-message.ts";

/** The forgot-password form: the SPEC §5 email rule. */
export const FORGOT_PASSWORD_RULES = {
  email: [(v: unknown) => emailIssue(v)],
} satisfies Record<string, readonly FieldRule[]>;

/** The reset form: a new password (8…128) and its confirmation. */
export const RESET_PASSWORD_RULES = {
  password: [(v: unknown) => newPasswordIssue(v, "newPassword")],
  passwordConfirmation: [(v: unknown) => requiredIssue(v, "confirmNewPassword")],
} satisfies Record<string, readonly FieldRule[]>;

export const PASSWORD_MISMATCH = said("password_mismatch", "The passwords do not match.");

/** The answer a forgot-password request gets, whether or not the address has an account. */
export const RESET_MAIL_SENT = said(
  "reset_mail_sent",
  "If an account exists for this email, we have sent a link to reset your password. It works for one hour.",
);
export const PASSWORD_CHANGED = said(
  "password_changed",
  "Your password has been changed and you have been signed out everywhere. Please sign in with your new password.",
);
