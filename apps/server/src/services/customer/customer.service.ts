import { createHash, randomBytes } from "node:crypto";
import {
  type AddressBook,
  type ConfirmRegistrationRequest,
  type Customer,
  type CustomerPatch,
  ERRORS,
  type LoginRequest,
  type RegisterRequest,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import type { CaptchaGate } from "../../platform/captcha.ts";
import { httpError } from "../../platform/errors.ts";
import { type Throttle, tooManyAttempts } from "../../platform/rate-limit.ts";
import type { SessionInfo } from "../../platform/session.ts";
import type { SessionService } from "../session/index.ts";
import { type CustomerRepository, type CustomerRow, EmailTakenError } from "./customer.repository.ts";
import { hashPassword, verifyPassword } from "./customer.passwords.ts";

/** Who is asking: the session cookie's token, the captcha header (may be empty) and the client address. */
export interface AccessContext {
  token: string | null;
  captchaToken?: string | null;
  ip: string;
}

export interface SignedInCustomer {
  token: string;
  session: SessionInfo;
  customer: Customer;
}

/** A confirmation link works for a day (ADR 0011 addendum). */
export const REGISTRATION_TOKEN_TTL_MS = 24 * 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CustomerThrottles {
  /** Failed sign-ins per email (known or not, so it tells nothing). */
  account: Throttle;
  /** Failed sign-ins per client address. */
  address: Throttle;
  /** Sign-in failures of one address on one account (the owner's way in while the account is slowed down). */
  accountAddress: Throttle;
  /** Every registration per client address. */
  registration: Throttle;
  /** Registration mail per typed address (confirmation or warning alike). */
  registrationMail: Throttle;
  /** Refused confirmations (bad link, wrong password) per client address. */
  confirmation: Throttle;
}

/** SPEC §3 customer on the wire. */
export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: String(row.customerId),
    customerId: row.customerId,
    email: row.email,
    groupId: row.groupId,
    firstname: row.firstname,
    lastname: row.lastname,
    segments: row.segments,
    primarySegment: row.segments[0] ?? "None",
  };
}

export const unauthorized = () => httpError(ERRORS.unauthorized);
/** One answer for an unknown, used, replaced or expired link and for an address taken meanwhile. */
export const registrationLinkInvalid = () =>
  httpError(ERRORS.registrationLinkInvalid, ERRORS.registrationLinkInvalid.message, {
    fields: [{ field: "token", message: "is unknown, used, replaced or expired" }],
  });
const confirmPasswordWrong = () =>
  httpError(ERRORS.currentPasswordInvalid, "This is not the password you chose when you created the account.", {
    fields: [{ field: "password", message: "is not the one chosen at registration" }],
  });
const invalidCredentials = () => httpError(ERRORS.invalidCredentials);
/**
 * Only an email change can meet a taken address, and only with the current password (throttled on
 * the account like sign-in), so it is no cheap probe; the words stay general (ADR 0011 addendum).
 */
const emailTaken = () =>
  httpError(ERRORS.emailTaken, ERRORS.emailTaken.message, {
    fields: [{ field: "email", message: "cannot be used for this account" }],
  });

/**
 * Customers: registration, sign-in (argon2id, throttled, captcha-gated), profile reads and changes.
 * Sign-in answers and timing do not tell a wrong password from an unknown email (ADR 0011).
 */
export function createCustomerService(
  repository: CustomerRepository,
  deps: {
    session: Pick<SessionService, "signIn" | "endOtherSessions">;
    gate: CaptchaGate;
    throttles: CustomerThrottles;
    /** In the transaction that creates a confirmed registration's account: the welcome mail's job (linking to `locale`). */
    onRegistered?: (tx: Db, row: CustomerRow, locale: string) => Promise<void>;
    /** Runs work after the answer (mail, the pending registration); logs failures, never throws. */
    later?: (what: string, work: () => Promise<void>) => void;
    /** Mails the confirmation link `/account/confirm/{token}` on the locale prefix `locale` (a job in `tx`, the pending row's transaction). */
    sendConfirmation?: (
      tx: Db,
      to: { email: string; firstname: string },
      token: string,
      locale: string,
    ) => Promise<void>;
    now?: () => Date;
    ttlMs?: number;
    /** A registration of an email that has an account: mail the owner; must not throw or wait. */
    onRegisteredAgain?: (email: string, locale: string) => void;
    /** The address book: GET and PATCH answers carry `addresses` and `shipToCountry` (ADR 0012). */
    addresses?: { book(customerId: number): Promise<AddressBook> };
  },
) {
  const { session, gate, throttles } = deps;
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.ttlMs ?? REGISTRATION_TOKEN_TTL_MS;
  const later =
    deps.later ??
    ((_what: string, work: () => Promise<void>) => {
      work().catch(() => undefined);
    });
  const withAddressBook = async (customer: Customer): Promise<Customer & Partial<AddressBook>> =>
    deps.addresses ? { ...customer, ...(await deps.addresses.book(customer.customerId)) } : customer;

  async function refuseWhileThrottled(keys: [Throttle, string][]) {
    const waits = await Promise.all(keys.map(([t, k]) => t.wait(k)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async function signedIn(row: CustomerRow, ctx: AccessContext): Promise<SignedInCustomer> {
    const { token, session: info } = await session.signIn(ctx.token, row.customerId);
    return { token, session: info, customer: toCustomer(row) };
  }

  const signInKey = (email: string) => `login:account:${email.toLowerCase()}`;

  return {
    toCustomer,

    /** How long sign-in for this email waits after failures (ms, 0: not slowed down); the back office shows it. */
    signInWait: (email: string): Promise<number> => throttles.account.wait(signInKey(email)),

    /** The back office's unlock (issue #17 item 4): the account's sign-in delay cleared, as a right password does. */
    unlockSignIn: (email: string): Promise<void> => throttles.account.reset(signInKey(email)),

    async login(input: LoginRequest, ctx: AccessContext): Promise<SignedInCustomer> {
      const verdict = await gate.pass(ctx.captchaToken, "login", ctx.ip);
      const accountKey = signInKey(input.email);
      const addressKey = `login:ip:${ctx.ip}`;
      const pairKey = `login:pair:${input.email.toLowerCase()}:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.address, addressKey]]);
      // ADR 0024: failures on an account must not lock its owner out. While it is slowed down, a
      // solved captcha from an address that has not failed on it may still try; anything else waits.
      // The (account, address) attempt is counted before the slow password check, so simultaneous
      // requests from one address (each with its own captcha) get one try between them, not one each.
      const accountWait = await throttles.account.wait(accountKey);
      let pairClaimed = false;
      if (accountWait > 0) {
        if (verdict !== "valid") throw tooManyAttempts(accountWait);
        const pairWait = await throttles.accountAddress.claim(pairKey);
        if (pairWait > 0) throw tooManyAttempts(pairWait);
        pairClaimed = true;
      }
      const row = await repository.findByEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) {
        await Promise.all([
          throttles.account.hit(accountKey),
          throttles.address.hit(addressKey),
          pairClaimed ? undefined : throttles.accountAddress.hit(pairKey),
        ]);
        throw invalidCredentials();
      }
      await Promise.all([throttles.account.reset(accountKey), throttles.accountAddress.reset(pairKey)]);
      return signedIn(row, ctx);
    },

    /**
     * Registration without account enumeration (ADR 0011 addendum): verify first. The answer is
     * the same for a new and a taken email and changes no session; after it, a new email gets a
     * pending registration and a confirmation link, a taken one a warning to its owner (at most
     * `registrationMail` mails an hour per address either way). The password is hashed here, in
     * both cases, so the time is the same; everything that looks at the email runs after the answer.
     */
    async register(input: RegisterRequest, ctx: AccessContext): Promise<{ success: true }> {
      await gate.pass(ctx.captchaToken, "register", ctx.ip);
      const key = `register:ip:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.registration, key]]);
      await throttles.registration.hit(key);
      const passwordHash = await hashPassword(input.password);
      const locale = input.locale ?? "";
      later("registration", async () => {
        const mailKey = `register:mail:${input.email.toLowerCase()}`;
        if ((await throttles.registrationMail.wait(mailKey)) > 0) return;
        await throttles.registrationMail.hit(mailKey);
        if (await repository.findByEmail(input.email)) {
          deps.onRegisteredAgain?.(input.email, locale);
          return;
        }
        const token = randomBytes(32).toString("base64url");
        await repository.replacePending(
          {
            email: input.email,
            passwordHash,
            firstname: input.firstname,
            lastname: input.lastname,
            locale,
            tokenHash: hashToken(token),
            expiresAt: new Date(now().getTime() + ttlMs),
          },
          now(),
          async (tx) => {
            await deps.sendConfirmation?.(tx, { email: input.email, firstname: input.firstname }, token, locale);
          },
        );
      });
      return { success: true };
    },

    /** Whether a mailed link can still be used, and for which address (its page asks before anything is created). */
    async checkConfirmation(token: string): Promise<{ state: "valid"; email: string } | { state: "invalid" }> {
      if (!token || token.length > 200) return { state: "invalid" };
      const row = await repository.findPending(hashToken(token));
      if (!row || row.expiresAt.getTime() <= now().getTime()) return { state: "invalid" };
      return { state: "valid", email: row.email };
    },

    /**
     * The mailed link, confirmed with the password chosen at registration: creates the customer
     * (unless the address got an account meanwhile), uses the link up and signs in like login
     * (rotated session, guest lists merged); the welcome mail follows. Every refused link gets the
     * same 400 registration_link_invalid.
     */
    async confirmRegistration(input: ConfirmRegistrationRequest, ctx: AccessContext): Promise<SignedInCustomer> {
      const addressKey = `confirm:ip:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.confirmation, addressKey]]);
      const tokenHash = hashToken(input.token);
      const pending = await repository.findPending(tokenHash);
      if (!pending || pending.expiresAt.getTime() <= now().getTime()) {
        await throttles.confirmation.hit(addressKey);
        throw registrationLinkInvalid();
      }
      // Wrong passwords count per link, never per email: failed sign-ins on the address (anyone can
      // make them) must not stop the registrant from confirming (ADR 0024).
      const linkKey = `confirm:link:${tokenHash}`;
      await refuseWhileThrottled([[throttles.account, linkKey]]);
      if (!(await verifyPassword(pending.passwordHash, input.password))) {
        await Promise.all([throttles.confirmation.hit(addressKey), throttles.account.hit(linkKey)]);
        throw confirmPasswordWrong();
      }
      const created = await repository.confirmPending(tokenHash, now(), async (tx, row) => {
        await deps.onRegistered?.(tx, row, pending.locale);
      });
      if (!created || created === "taken") throw registrationLinkInvalid();
      return signedIn(created, ctx);
    },

    /** The customer, or 401 when the account is gone. */
    async get(customerId: number): Promise<Customer & Partial<AddressBook>> {
      const row = await repository.findById(customerId);
      if (!row) throw unauthorized();
      return withAddressBook(toCustomer(row));
    },

    /** Names freely; email and password only with the current password. A new password ends other sessions. */
    async update(
      customerId: number,
      patch: CustomerPatch,
      ctx: Pick<AccessContext, "token">,
    ): Promise<Customer & Partial<AddressBook>> {
      const row = await repository.findById(customerId);
      if (!row) throw unauthorized();
      const fields: Parameters<CustomerRepository["update"]>[1] = {};
      if (patch.firstname !== undefined) fields.firstname = patch.firstname;
      if (patch.lastname !== undefined) fields.lastname = patch.lastname;
      if (patch.email !== undefined || patch.password !== undefined) {
        // Guesses of the current password count per customer and session, not per email: failed
        // sign-ins by anyone else must not stop the signed-in owner from changing it (ADR 0024).
        const key = `current-password:${customerId}:${hashToken(ctx.token ?? "")}`;
        await refuseWhileThrottled([[throttles.account, key]]);
        if (!(await verifyPassword(row.passwordHash, patch.currentPassword ?? ""))) {
          await throttles.account.hit(key);
          throw httpError(ERRORS.currentPasswordInvalid, ERRORS.currentPasswordInvalid.message, {
            fields: [{ field: "currentPassword", message: "is incorrect" }],
          });
        }
        if (patch.email !== undefined) fields.email = patch.email;
        if (patch.password !== undefined) fields.passwordHash = await hashPassword(patch.password);
      }
      let updated: CustomerRow | null;
      try {
        updated = await repository.update(customerId, fields);
      } catch (err) {
        if (err instanceof EmailTakenError) throw emailTaken();
        throw err;
      }
      if (!updated) throw unauthorized();
      if (fields.passwordHash) await session.endOtherSessions(ctx.token, customerId);
      return withAddressBook(toCustomer(updated));
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
