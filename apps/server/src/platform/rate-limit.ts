import { ERRORS } from "@ironworks/contracts";
import { type HttpError, httpError } from "./errors.ts";

/**
 * Attempt throttling with progressive delay (ADR 0011). Counters live behind `AttemptStore`: the
 * in-process one below, or Redis (`platform/redis.ts`) shared by every process when REDIS_URL is set.
 */

export interface AttemptCount {
  count: number;
  /** Epoch ms of the latest counted attempt. */
  lastAt: number;
}

/** The storage seam: three operations a Redis hash with a TTL can serve as well. */
export interface AttemptStore {
  get(key: string): Promise<AttemptCount | null>;
  /** Counts one attempt at `now`; a count idle longer than `windowMs` starts again from zero. */
  increment(key: string, now: number, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

/** In-process counters, bounded: the oldest keys go first when the map is full. */
export function createMemoryAttemptStore(options: { maxKeys?: number } = {}): AttemptStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const counts = new Map<string, AttemptCount>();
  return {
    async get(key) {
      return counts.get(key) ?? null;
    },
    async increment(key, now, windowMs) {
      const prior = counts.get(key);
      const next = { count: prior && now - prior.lastAt <= windowMs ? prior.count + 1 : 1, lastAt: now };
      counts.delete(key); // re-insert: Map order is then least recently counted first
      counts.set(key, next);
      while (counts.size > maxKeys) {
        const oldest = counts.keys().next().value;
        if (oldest === undefined) break;
        counts.delete(oldest);
      }
      return next;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

export interface ThrottlePolicy {
  /** Attempts counted before any delay applies. */
  free: number;
  /** Delay after the first counted attempt beyond `free`; doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key idle this long is forgotten. */
  windowMs: number;
}

export interface Throttle {
  /** Milliseconds until `key` may try again (0: now). */
  wait(key: string): Promise<number>;
  /** Counts an attempt (a failure, or any attempt for the strict policies). */
  hit(key: string): Promise<void>;
  /**
   * Counts an attempt before it is made and answers whether it may go ahead (0) or how long to
   * wait. Of simultaneous claims that all found the key free, only one goes ahead: a check, a slow
   * password hash and a late `hit` would let them all through.
   */
  claim(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function delayFor(count: number, policy: ThrottlePolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, count - policy.free));
}

export function createThrottle(
  store: AttemptStore,
  policy: ThrottlePolicy,
  options: { now?: () => number } = {},
): Throttle {
  const now = options.now ?? Date.now;
  const waitFor = (entry: AttemptCount | null, t: number) =>
    !entry || t - entry.lastAt > policy.windowMs ? 0 : Math.max(0, entry.lastAt + delayFor(entry.count, policy) - t);
  return {
    async wait(key) {
      return waitFor(await store.get(key), now());
    },
    async hit(key) {
      await store.increment(key, now(), policy.windowMs);
    },
    async claim(key) {
      const t = now();
      const entry = await store.get(key);
      const wait = waitFor(entry, t);
      if (wait > 0) return wait;
      const seen = entry && t - entry.lastAt <= policy.windowMs ? entry.count : 0;
      const next = await store.increment(key, t, policy.windowMs);
      // Another claim counted between our read and our count: it goes ahead, this one waits.
      return next.count === seen + 1 ? 0 : Math.max(1, delayFor(next.count - 1, policy));
    },
    reset: (key) => store.reset(key),
  };
}

/**
 * The strict pattern in one place: refuses with 429 too_many_attempts (details.retryAfter, which
 * privateAnswers/copyRetryAfter turn into Retry-After) while any of `keys` must wait, else counts
 * this attempt on every key (a refusal counts on none).
 */
export function takeOrRefuse(throttle: Throttle, ...keys: string[]): Promise<void> {
  return takeAllOrRefuse(keys.map((key) => [throttle, key]));
}

/** `takeOrRefuse` over keys of several throttles (e.g. one per address and one for the process). */
export async function takeAllOrRefuse(entries: readonly (readonly [Throttle, string])[]): Promise<void> {
  const wait = Math.max(0, ...(await Promise.all(entries.map(([throttle, key]) => throttle.wait(key)))));
  if (wait > 0) throw tooManyAttempts(wait);
  await Promise.all(entries.map(([throttle, key]) => throttle.hit(key)));
}

/** 429 with the wait in seconds (the routes copy it into Retry-After). */
export function tooManyAttempts(waitMs: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return httpError(ERRORS.tooManyAttempts, ERRORS.tooManyAttempts.message, { retryAfter });
}
