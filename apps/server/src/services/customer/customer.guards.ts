import { type Captcha, createCaptchaGate } from "../../platform/captcha.ts";
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createThrottle,
  type ThrottlePolicy,
} from "../../platform/rate-limit.ts";
import type { CustomerThrottles } from "./customer.service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** ADR 0011: the numbers behind sign-in, registration and captcha-less throttling. */
export const POLICIES = {
  /** 5 free failures per email, then 1 s, 2 s, 4 s … up to 15 min between tries. */
  account: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /**
   * One address failing on one account (ADR 0024): while the account is slowed down, an address
   * with a solved captcha that has not failed on it may still try, so the owner gets in during an
   * attack; after one failure that address waits 15 minutes, doubling, on that account.
   */
  accountAddress: { free: 1, baseDelayMs: 15 * MINUTE, maxDelayMs: 4 * HOUR, windowMs: 4 * HOUR },
  /** An address may fail more (offices, carrier NAT) before the delay starts. */
  address: { free: 20, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /** Registrations per address (a campus or office NAT registers several): 30 an hour, then 1 s, 2 s … up to 15 min. */
  registration: { free: 30, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /**
   * Registration mail (a confirmation link or an "already registered" warning) per typed address:
   * 3, then none until an hour after the last one, so the form cannot flood a mailbox. The answer
   * stays the same; the mail is simply not sent.
   */
  registrationMail: { free: 3, baseDelayMs: HOUR, maxDelayMs: HOUR, windowMs: HOUR },
  /** Confirmations with an unknown, used or expired link, or the wrong password, per address: 10, then 1 s … 15 min. */
  confirmation: { free: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /** Requests without a captcha token, per address: 3, then 30 s, 60 s … */
  noCaptchaAddress: { free: 3, baseDelayMs: 30_000, maxDelayMs: HOUR, windowMs: HOUR },
  /** …and for the whole process, so rotating addresses does not buy a free pass. */
  noCaptchaAll: { free: 100, baseDelayMs: 1000, maxDelayMs: 5 * MINUTE, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

/** The captcha gate and throttles of the customer service, over one attempt store (in-process now, Redis later). */
export function createCustomerGuards(
  captcha: Captcha,
  options: { store?: AttemptStore; now?: () => number; policies?: Partial<typeof POLICIES> } = {},
) {
  const store = options.store ?? createMemoryAttemptStore();
  const policies = { ...POLICIES, ...options.policies };
  const throttle = (p: ThrottlePolicy) => createThrottle(store, p, { now: options.now });
  const throttles: CustomerThrottles = {
    account: throttle(policies.account),
    address: throttle(policies.address),
    accountAddress: throttle(policies.accountAddress),
    registration: throttle(policies.registration),
    registrationMail: throttle(policies.registrationMail),
    confirmation: throttle(policies.confirmation),
  };
  const gate = createCaptchaGate(captcha, {
    perAddress: throttle(policies.noCaptchaAddress),
    global: throttle(policies.noCaptchaAll),
  });
  return { gate, throttles };
}
