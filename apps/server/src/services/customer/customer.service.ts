import {
  ACCOUNT_ERROR_CODES,
  type AddressBook,
  type Customer,
  type CustomerPatch,
  type LoginRequest,
  type RegisterRequest,
} from "@ironworks/contracts";
import { MISSING_CUSTOMER_MESSAGE } from "@ironworks/domain";
import { type CaptchaGate, tooManyAttempts } from "../../platform/captcha.ts";
import { HttpError } from "../../platform/errors.ts";
import type { Throttle } from "../../platform/rate-limit.ts";
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

/** What registration did; the HTTP answer is the same for both (ADR 0011 addendum). */
export type Registration =
  | ({ created: true } & SignedInCustomer)
  | { created: false; token: string; session: SessionInfo; customer?: undefined };

export interface CustomerThrottles {
  /** Failed sign-ins per email (known or not, so it tells nothing). */
  account: Throttle;
  /** Failed sign-ins per client address. */
  address: Throttle;
  /** Every registration per client address. */
  registration: Throttle;
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

export const unauthorized = () => new HttpError(401, ACCOUNT_ERROR_CODES.unauthorized, MISSING_CUSTOMER_MESSAGE);
const invalidCredentials = () =>
  new HttpError(401, ACCOUNT_ERROR_CODES.invalidCredentials, "The email or password you entered is incorrect.");
/**
 * Only an email change can meet a taken address, and only with the current password (throttled on
 * the account like sign-in), so it is no cheap probe; the words stay general (ADR 0011 addendum).
 */
const emailTaken = () =>
  new HttpError(409, ACCOUNT_ERROR_CODES.emailTaken, "We could not change your email to this address.", {
    fields: [{ field: "email", message: "cannot be used for this account" }],
  });

/**
 * Customers: registration, sign-in (argon2id, throttled, captcha-gated), profile reads and changes.
 * Sign-in answers and timing do not tell a wrong password from an unknown email (ADR 0011).
 */
export function createCustomerService(
  repository: CustomerRepository,
  deps: {
    session: Pick<SessionService, "signIn" | "endOtherSessions" | "continueAsGuest">;
    gate: CaptchaGate;
    throttles: CustomerThrottles;
    /** After a registration committed (the welcome mail, linking to `locale`); must not throw or wait. */
    onRegistered?: (row: CustomerRow, locale: string) => void;
    /** A registration of an email that has an account: mail the owner; must not throw or wait. */
    onRegisteredAgain?: (email: string, locale: string) => void;
    /** The address book: GET and PATCH answers carry `addresses` and `shipToCountry` (ADR 0012). */
    addresses?: { book(customerId: number): Promise<AddressBook> };
  },
) {
  const { session, gate, throttles } = deps;
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

  return {
    toCustomer,

    async login(input: LoginRequest, ctx: AccessContext): Promise<SignedInCustomer> {
      await gate.pass(ctx.captchaToken, "login", ctx.ip);
      const accountKey = `login:account:${input.email.toLowerCase()}`;
      const addressKey = `login:ip:${ctx.ip}`;
      await refuseWhileThrottled([
        [throttles.account, accountKey],
        [throttles.address, addressKey],
      ]);
      const row = await repository.findByEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) {
        await Promise.all([throttles.account.hit(accountKey), throttles.address.hit(addressKey)]);
        throw invalidCredentials();
      }
      await throttles.account.reset(accountKey);
      return signedIn(row, ctx);
    },

    /**
     * Registration without account enumeration (ADR 0011 addendum): a new email creates the account
     * and signs in; a taken one creates nothing, rotates the browser's session to a guest one and
     * mails the owner. Both hash the password first and answer the same (202, same body, a new
     * session cookie); the mails go out after the answer.
     */
    async register(input: RegisterRequest, ctx: AccessContext): Promise<Registration> {
      await gate.pass(ctx.captchaToken, "register", ctx.ip);
      const key = `register:ip:${ctx.ip}`;
      await refuseWhileThrottled([[throttles.registration, key]]);
      await throttles.registration.hit(key);
      // Hash before looking at the email, so a taken address answers no faster than a new one.
      const passwordHash = await hashPassword(input.password);
      const locale = input.locale ?? "";
      let row: CustomerRow;
      try {
        row = await repository.insert({
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
        });
      } catch (err) {
        if (!(err instanceof EmailTakenError)) throw err;
        const { token, session: info } = await session.continueAsGuest(ctx.token);
        deps.onRegisteredAgain?.(input.email, locale);
        return { created: false, token, session: info };
      }
      deps.onRegistered?.(row, locale);
      return { created: true, ...(await signedIn(row, ctx)) };
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
        const key = `login:account:${row.email.toLowerCase()}`;
        await refuseWhileThrottled([[throttles.account, key]]);
        if (!(await verifyPassword(row.passwordHash, patch.currentPassword ?? ""))) {
          await throttles.account.hit(key);
          throw new HttpError(403, ACCOUNT_ERROR_CODES.currentPasswordInvalid, "Your current password is incorrect.", {
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
