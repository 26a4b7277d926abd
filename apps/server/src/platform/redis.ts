import { Redis } from "ioredis";
import type { UsedTokens } from "./captcha.ts";
import { createMemoryUsedTokens } from "./captcha.ts";
import type { Logger } from "./logger.ts";
import { type AttemptStore, createMemoryAttemptStore } from "./rate-limit.ts";

/**
 * Redis behind the throttles and the captcha's used-token memory (ADR 0011, addendum "shared
 * throttles"). One client per process. A request never waits on an unreachable Redis: commands
 * fail at once while disconnected (no offline queue) and after `commandTimeout` when Redis stops
 * answering; the stores below then fall back to in-process memory (see `withFallback`).
 */
export function createRedisClient(url: string, options: { logger: Pick<Logger, "warn" | "info"> }): Redis {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 500,
    // Keep reconnecting for the life of the process: 100 ms, 200 ms … every 5 s.
    retryStrategy: (times) => Math.min(times * 100, 5000),
  });
  const warn = warnAtMostEvery(30_000, options.logger);
  client.on("error", (err: Error) => warn("redis connection error", { err: err.message }));
  client.on("ready", () => options.logger.info("redis ready"));
  return client;
}

/** QUIT politely, DISCONNECT if Redis does not answer within a second. */
export async function closeRedis(client: Redis): Promise<void> {
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 1000).unref());
  const done = await Promise.race([client.quit().catch(() => "failed" as const), timer]);
  if (done !== "OK") client.disconnect();
}

/** Hash `c` (count) and `t` (epoch ms of the last attempt), reset after an idle window, expiring with it. */
const INCREMENT_SCRIPT = `
local v = redis.call('HMGET', KEYS[1], 'c', 't')
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local c = tonumber(v[1])
local t = tonumber(v[2])
if c == nil or t == nil or now - t > window then c = 1 else c = c + 1 end
redis.call('HSET', KEYS[1], 'c', c, 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], window)
return c
`;

/** The `AttemptStore` on Redis: one hash per key, read-and-count atomically in a Lua script. */
export function createRedisAttemptStore(redis: Redis, options: { prefix: string }): AttemptStore {
  const k = (key: string) => `${options.prefix}${key}`;
  return {
    async get(key) {
      const [c, t] = await redis.hmget(k(key), "c", "t");
      if (c == null || t == null) return null;
      return { count: Number(c), lastAt: Number(t) };
    },
    async increment(key, now, windowMs) {
      const window = Math.max(1, Math.ceil(windowMs));
      const count = await redis.eval(INCREMENT_SCRIPT, 1, k(key), String(now), String(window));
      return { count: Number(count), lastAt: now };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

/** The captcha's used challenges on Redis: `SET key 1 NX PX ttl` succeeds for exactly one claimant. */
export function createRedisUsedTokens(redis: Redis, options: { prefix: string }): UsedTokens {
  return {
    async claim(challenge, ttlMs) {
      const ok = await redis.set(`${options.prefix}${challenge}`, "1", "PX", Math.max(1, Math.ceil(ttlMs)), "NX");
      return ok === "OK";
    },
  };
}

type Warn = (msg: string, fields?: Record<string, unknown>) => void;

function warnAtMostEvery(ms: number, logger: Pick<Logger, "warn">): Warn {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (msg, fields) => {
    const t = Date.now();
    if (t - last < ms) {
      suppressed++;
      return;
    }
    last = t;
    logger.warn(msg, suppressed ? { ...fields, suppressed } : fields);
    suppressed = 0;
  };
}

/**
 * Degrade, do not fail: while Redis errors, each call goes to this process's memory store instead,
 * which is exactly the per-process behaviour of ADR 0011 before Redis (throttled, only not shared).
 * Neither open (no throttle at all during an outage someone may have caused) nor closed (every
 * sign-in refused because a cache is down).
 */
export function withFallback<T extends object>(primary: T, fallback: T, onFailure: (err: unknown) => void): T {
  const wrapped = {} as Record<string, unknown>;
  for (const name of Object.keys(fallback) as (keyof T & string)[]) {
    const p = primary[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const f = fallback[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await p.apply(primary, args);
      } catch (err) {
        onFailure(err);
        return f.apply(fallback, args);
      }
    };
  }
  return wrapped as T;
}

/** The shared stores the services use when REDIS_URL is set, each falling back to memory on errors. */
export function createSharedStores(redis: Redis, options: { logger: Pick<Logger, "warn">; prefix?: string }) {
  const prefix = options.prefix ?? "iw:";
  const warn = warnAtMostEvery(30_000, options.logger);
  const onFailure = (what: string) => (err: unknown) =>
    warn(`redis unavailable: ${what} fall back to this process's memory`, {
      err: err instanceof Error ? err.message : String(err),
    });
  return {
    /** An attempt store per throttle user: the prefixes keep their keys (e.g. `nocaptcha:ip:…`) apart. */
    attempts(name: string): AttemptStore {
      return withFallback<AttemptStore>(
        createRedisAttemptStore(redis, { prefix: `${prefix}throttle:${name}:` }),
        createMemoryAttemptStore(),
        onFailure("throttles"),
      );
    },
    usedTokens(now?: () => number): UsedTokens {
      return withFallback<UsedTokens>(
        createRedisUsedTokens(redis, { prefix: `${prefix}captcha:used:` }),
        createMemoryUsedTokens({ now }),
        onFailure("captcha replay memory"),
      );
    },
  };
}
