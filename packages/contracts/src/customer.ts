import {
  EMAIL_MESSAGE,
  isValidEmail,
  LOCALES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@ironworks/domain";
import { z } from "zod";

/**
 * /svc_session and /svc_customer (SPEC §7, §3 customer). Bodies are JSON; unknown fields are
 * dropped. Limits follow SPEC §5 and ADR 0011.
 */

export const CUSTOMER_ERROR_CODES = {
  /** A customer-only call by a guest (401, message 'Missing customer data'). */
  unauthorized: "unauthorized",
  /** Wrong email or password: one answer for both (no account enumeration). */
  invalidCredentials: "invalid_credentials",
  /** The current password given for an email or password change is wrong. */
  currentPasswordInvalid: "current_password_invalid",
  emailTaken: "email_taken",
  captchaFailed: "captcha_failed",
  tooManyAttempts: "too_many_attempts",
  /** A password reset link that is unknown, already used or replaced by a newer one (ADR 0013). */
  resetTokenInvalid: "reset_token_invalid",
  /** A password reset link past its hour. */
  resetTokenExpired: "reset_token_expired",
  /** A registration confirmation link that is unknown, used, replaced, expired or for a taken email: one answer. */
  registrationLinkInvalid: "registration_link_invalid",
} as const;

const noNul = (s: string) => !s.includes("\u0000");

export const EmailField = z
  .string({ error: "must be a string" })
  .max(320, EMAIL_MESSAGE)
  .refine(isValidEmail, EMAIL_MESSAGE);

export const NameField = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "is required")
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine(noNul, "must not contain NUL characters");

export const NewPasswordField = z
  .string({ error: "must be a string" })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked: any stored one is at most 128 characters, so longer is bad input. */
export const PasswordField = z
  .string({ error: "must be a string" })
  .min(1, "is required")
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const LoginRequest = z.object({ email: EmailField, password: PasswordField });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** A locale prefix ("" for the USA, "/gb", "/de/en"…): where links in the account's mail lead (ADR 0013). */
export const LocalePrefix = z.enum(
  LOCALES.map((l) => l.prefix),
  { error: "must be a locale prefix of the store" },
);

export const RegisterRequest = z.object({
  email: EmailField,
  password: NewPasswordField,
  firstname: NameField,
  lastname: NameField,
  /** The page's locale prefix: the welcome (or "already registered") mail links there (ADR 0011 addendum). */
  locale: LocalePrefix.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/**
 * POST /svc_customer/customer answers 202 with this body whether the email is new (a pending
 * registration is stored and a confirmation link mailed) or already has an account (the owner is
 * mailed). Neither signs in or changes the session: the answer tells nothing (ADR 0011 addendum).
 */
export const REGISTRATION_RECEIVED_MESSAGE =
  "Check your inbox to finish creating your account. If this address already has an account, the mail tells you how to sign in.";
export const RegisterResponse = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** PATCH /svc_customer/customer: names freely; email or password only with the current password. */
export const CustomerPatch = z
  .object({
    firstname: NameField.optional(),
    lastname: NameField.optional(),
    email: EmailField.optional(),
    password: NewPasswordField.optional(),
    currentPassword: PasswordField.optional(),
  })
  .superRefine((patch, ctx) => {
    if ((patch.email !== undefined || patch.password !== undefined) && patch.currentPassword === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: "is required to change the email or password",
      });
    if (Object.values(patch).every((v) => v === undefined))
      ctx.addIssue({ code: "custom", path: [], message: "nothing to change" });
  });
export type CustomerPatch = z.infer<typeof CustomerPatch>;

/** SPEC §3 customer, the part this issue serves (addresses, cards, orders… come with their services). */
export const Customer = z.object({
  _id: z.string(),
  customerId: z.number().int(),
  email: z.string(),
  groupId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  segments: z.array(z.string()),
  primarySegment: z.string(),
});
export type Customer = z.infer<typeof Customer>;

/** The browser's view of its session (SPEC §4): lifetime in seconds, refreshed 45 s before `expiresAt`. */
export const SessionState = z.object({
  groupId: z.number().int(),
  lifetime: z.number().int(),
  expiresAt: z.string(),
});
export type SessionState = z.infer<typeof SessionState>;

/** GET /svc_session/session, and the answer of login and register. */
export const SessionResponse = z.object({ session: SessionState, customer: Customer.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * GET /svc_session/session/header?site= (ADR 0061): the personal island of a page shared by
 * sessions — who is signed in (null for a guest) and the cart count on that site. Never cached.
 */
export const SessionHeaderResponse = z.object({
  customer: z
    .object({ firstname: z.string(), lastname: z.string(), email: z.string(), groupId: z.number().int() })
    .nullable(),
  cartQty: z.number().int().nonnegative(),
});
export type SessionHeaderResponse = z.infer<typeof SessionHeaderResponse>;

/** GET /svc_session/captcha/challenge?action=: an ALTCHA v1 challenge (SHA-256, HMAC-signed). */
export const CaptchaChallenge = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** POST /svc_customer/customer/forgot-password (captcha action forgotpassword). */
export const ForgotPasswordRequest = z.object({ email: EmailField, locale: LocalePrefix.optional() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** POST /svc_customer/customer/forgot-password/reset: the token from the mailed link and the new password. */
export const ResetPasswordRequest = z
  .object({
    token: z.string({ error: "must be a string" }).min(1, "is required").max(200, "is not a reset token"),
    password: NewPasswordField,
    /** The form's confirm field, checked here too when sent. */
    passwordConfirmation: z.string({ error: "must be a string" }).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.passwordConfirmation !== undefined && body.passwordConfirmation !== body.password)
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: "does not match the password" });
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * POST /svc_customer/customer/confirm: the mailed link's token and the password chosen when
 * registering (so a link from someone else's registration of this address cannot create an account
 * whose password they know). Answers 200 like sign-in (the customer, a rotated cookie).
 */
export const ConfirmRegistrationRequest = z.object({
  token: z.string({ error: "must be a string" }).min(1, "is required").max(200, "is not a confirmation token"),
  password: PasswordField,
});
export type ConfirmRegistrationRequest = z.infer<typeof ConfirmRegistrationRequest>;

/** The forgot-password and reset answers (SPEC §7: the success flag must be true). */
export const ForgotPasswordResponse = z.object({ success: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;
