import { createHash, randomBytes } from "node:crypto";
import { ERRORS, type ForgotPasswordRequest, type ResetPasswordRequest } from "@ironworks/contracts";
import type { CaptchaGate } from "../../../platform/captcha.ts";
import { httpError } from "../../../platform/errors.ts";
import { type Throttle, tooManyAttempts } from "../../../platform/rate-limit.ts";
import type { SessionService } from "../../session/index.ts";
import type { CustomerRepository } from "../customer.repository.ts";
import { hashPassword } from "../customer.passwords.ts";
import type { AccessContext } from "../customer.service.ts";
import type { AccountMail } from "./account-mail.ts";
import type { PasswordResetRepository } from "./password-reset.repository.ts";
import type { PasswordResetThrottles } from "./password-reset.throttles.ts";

/** A reset link works for an hour (ADR 0013). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const resetTokenInvalid = () =>
  httpError(ERRORS.resetTokenInvalid, ERRORS.resetTokenInvalid.message, {
    fields: [{ field: "token", message: "is unknown, used or replaced by a newer link" }],
  });
export const resetTokenExpired = () =>
  httpError(ERRORS.resetTokenExpired, ERRORS.resetTokenExpired.message, {
    fields: [{ field: "token", message: "has expired" }],
  });

/**
 * Forgot password and reset (SPEC §7). The request answers the same, at the same speed, whether
 * or not the email has an account: the lookup, the token and the mail happen after the answer.
 * A reset sets the new argon2id password, uses the token up and signs the customer out everywhere;
 * the browser then signs in with the new password (ADR 0013).
 */
export function createPasswordResetService(deps: {
  repository: PasswordResetRepository;
  customers: Pick<CustomerRepository, "findByEmail">;
  session: Pick<SessionService, "endOtherSessions">;
  mail: AccountMail;
  gate: CaptchaGate;
  throttles: PasswordResetThrottles;
  now?: () => Date;
  ttlMs?: number;
}) {
  const { repository, customers, session, mail, gate, throttles } = deps;
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.ttlMs ?? RESET_TOKEN_TTL_MS;

  async function refuseWhileThrottled(keys: [Throttle, string][]) {
    const wait = Math.max(0, ...(await Promise.all(keys.map(([t, k]) => t.wait(k)))));
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async function issue(email: string, localePrefix: string): Promise<void> {
    // The cap per email is silent and after the answer: a 429 here would let anyone stop the owner
    // from asking for a link by asking for it first (ADR 0024).
    const mailKey = `forgot:account:${email.toLowerCase()}`;
    if ((await throttles.account.wait(mailKey)) > 0) return;
    await throttles.account.hit(mailKey);
    const customer = await customers.findByEmail(email);
    if (!customer) return;
    const token = randomBytes(32).toString("base64url");
    // Added beside the live links, not instead of them: a request by someone else must not cancel
    // the link the owner is about to use.
    const link = mail.link(localePrefix, `/account/reset-password/${token}`);
    // The link's mail is a job in the token's transaction: no mail without a live token (issue #18).
    await repository.addForCustomer(
      customer.customerId,
      hashToken(token),
      new Date(now().getTime() + ttlMs),
      now(),
      (tx) => mail.sendPasswordReset(customer, link, Math.round(ttlMs / 60_000), localePrefix, tx),
    );
  }

  return {
    /**
     * Always `{success: true}` unless the request itself is refused (captcha, or this address
     * asking too often); the mails per email are capped silently.
     */
    async requestReset(input: ForgotPasswordRequest, ctx: AccessContext): Promise<{ success: true }> {
      await gate.pass(ctx.captchaToken, "forgotpassword", ctx.ip);
      const addressKey = `forgot:ip:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.address, addressKey]]);
      await throttles.address.hit(addressKey);
      mail.later("password reset", () => issue(input.email, input.locale ?? ""));
      return { success: true };
    },

    /** Whether a token from a link can still be used (the reset page says so before the shopper types). */
    async checkToken(token: string): Promise<"valid" | "expired" | "invalid"> {
      if (!token || token.length > 200) return "invalid";
      const row = await repository.find(hashToken(token));
      if (!row) return "invalid";
      return row.expiresAt.getTime() <= now().getTime() ? "expired" : "valid";
    },

    async reset(input: ResetPasswordRequest, ctx: Pick<AccessContext, "ip">): Promise<{ success: true }> {
      const key = `reset:ip:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.badToken, key]]);
      const tokenHash = hashToken(input.token);
      const row = await repository.find(tokenHash);
      if (!row || row.expiresAt.getTime() <= now().getTime()) {
        await throttles.badToken.hit(key);
        throw row ? resetTokenExpired() : resetTokenInvalid();
      }
      const passwordHash = await hashPassword(input.password);
      const used = await repository.consume(tokenHash, passwordHash, now());
      if (!used) throw resetTokenInvalid(); // used by a simultaneous reset, or expired meanwhile
      await session.endOtherSessions(null, used.customerId);
      return { success: true };
    },

    /** Waits for mail under way (tests; graceful shutdown). */
    drain: () => mail.drain(),
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
