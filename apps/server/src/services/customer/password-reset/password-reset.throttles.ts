import {
  type AttemptStore,
  createMemoryAttemptStore,
  createThrottle,
  type Throttle,
  type ThrottlePolicy,
} from "../../../platform/rate-limit.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** ADR 0013: the numbers behind forgot-password and reset, on top of the captcha gate of ADR 0011. */
export const RESET_POLICIES = {
  /** Reset mails per typed email (known or not): 3 an hour, then 1 min, 2 min … 1 h — no mail bombing. */
  account: { free: 3, baseDelayMs: MINUTE, maxDelayMs: HOUR, windowMs: HOUR },
  /** Forgot-password requests per client address: 10 an hour, then 1 s, 2 s … 15 min. */
  address: { free: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /** Resets with an unknown or expired token per address: 10, then 1 s … 15 min. */
  badToken: { free: 10, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
} satisfies Record<string, ThrottlePolicy>;

export interface PasswordResetThrottles {
  account: Throttle;
  address: Throttle;
  badToken: Throttle;
}

export function createPasswordResetThrottles(
  options: { store?: AttemptStore; now?: () => number; policies?: Partial<typeof RESET_POLICIES> } = {},
): PasswordResetThrottles {
  const store = options.store ?? createMemoryAttemptStore();
  const policies = { ...RESET_POLICIES, ...options.policies };
  const throttle = (p: ThrottlePolicy) => createThrottle(store, p, { now: options.now });
  return {
    account: throttle(policies.account),
    address: throttle(policies.address),
    badToken: throttle(policies.badToken),
  };
}
