import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createCustomerGuards } from "../services/customer/customer.guards.ts";
import { solveCaptchaChallenge } from "../testing/captcha.ts";
import { type Captcha, createCaptcha } from "./captcha.ts";
import { type AttemptStore, createMemoryAttemptStore, createThrottle, type ThrottlePolicy } from "./rate-limit.ts";
import {
  closeRedis,
  createRedisAttemptStore,
  createRedisClient,
  createRedisUsedTokens,
  createSharedStores,
} from "./redis.ts";

// Shared throttles and captcha replay memory (ADR 0011 addendum). The Redis rows need a server.
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
if (!TEST_REDIS_URL) console.log("Redis throttle suite skipped: TEST_REDIS_URL not set");

const PREFIX = `iw-test:${randomUUID()}:`;
const redis = TEST_REDIS_URL ? new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
let stores = 0;
/** A fresh key space per store, all under this run's prefix. */
const redisStore = (r: Redis) => createRedisAttemptStore(r, { prefix: `${PREFIX}s${++stores}:` });

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const policy: ThrottlePolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 60_000 };

/** The behaviours every AttemptStore must share (the memory store's, rate-limit.test.ts). */
function attemptStoreBehaviours(make: () => AttemptStore) {
  it("waits from the last attempt and forgets an idle key", async () => {
    let now = 1_000_000;
    const throttle = createThrottle(make(), policy, { now: () => now });
    for (let i = 0; i < 3; i++) await throttle.hit("k");
    expect(await throttle.wait("k")).toBe(1000);
    now += 400;
    expect(await throttle.wait("k")).toBe(600);
    now += 600;
    expect(await throttle.wait("k")).toBe(0);
    await throttle.hit("k");
    expect(await throttle.wait("k")).toBe(2000);
    expect(await throttle.wait("other")).toBe(0);
    now += 60_001;
    expect(await throttle.wait("k")).toBe(0);
    await throttle.hit("k"); // counted from zero again
    expect(await throttle.wait("k")).toBe(0);
    await throttle.reset("k");
    expect(await throttle.wait("k")).toBe(0);
  });

  it("counts, restarts after an idle window (not at its edge) and resets", async () => {
    const store = make();
    expect(await store.get("a")).toBeNull();
    expect(await store.increment("a", 1000, 100)).toEqual({ count: 1, lastAt: 1000 });
    expect(await store.increment("a", 1100, 100)).toEqual({ count: 2, lastAt: 1100 });
    expect(await store.get("a")).toEqual({ count: 2, lastAt: 1100 });
    expect(await store.increment("a", 1201, 100)).toEqual({ count: 1, lastAt: 1201 });
    expect(await store.get("b")).toBeNull();
    await store.reset("a");
    expect(await store.get("a")).toBeNull();
  });

  it("counts 50 parallel increments as 50", async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment("p", 5000, 60_000)));
    expect((await store.get("p"))?.count).toBe(50);
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
}

describe("attempt store in memory", () => attemptStoreBehaviours(() => createMemoryAttemptStore()));

const solvedToken = async (c: Captcha) => (await solveCaptchaChallenge(await c.challenge("login"))).token;

describe.skipIf(!redis)("shared through Redis", () => {
  const r = redis as Redis;

  describe("attempt store on Redis", () => attemptStoreBehaviours(() => redisStore(r)));

  it("expires a counter with its window", async () => {
    const store = redisStore(r);
    await store.increment("ttl", Date.now(), 60_000);
    const keys = await r.keys(`${PREFIX}s${stores}:ttl`);
    expect(keys).toHaveLength(1);
    const ttl = await r.pttl(keys[0] as string);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("the server's client (no offline queue, short timeouts) counts in Redis once ready", async () => {
    const logger = { warn: () => undefined, info: () => undefined };
    const client = createRedisClient(TEST_REDIS_URL as string, { logger });
    try {
      await new Promise((resolve) => client.once("ready", resolve));
      const store = createSharedStores(client, { logger, prefix: PREFIX }).attempts("smoke");
      await store.increment("k", 1000, 60_000);
      await store.increment("k", 1001, 60_000);
      expect(await r.hgetall(`${PREFIX}throttle:smoke:k`)).toEqual({ c: "2", t: "1001" });
    } finally {
      await closeRedis(client);
    }
  });

  it("two captcha instances (two processes) accept a token once between them", async () => {
    const used = () => createRedisUsedTokens(r, { prefix: `${PREFIX}used:` });
    const a = createCaptcha({ hmacKey: "shared-key", maxNumber: 500, used: used() });
    const b = createCaptcha({ hmacKey: "shared-key", maxNumber: 500, used: used() });
    const token = await solvedToken(a);
    expect(await b.verify(token, "login")).toBe("valid");
    expect(await a.verify(token, "login")).toBe("invalid");
    expect(await b.verify(token, "login")).toBe("invalid");
    // Presented to both at once: exactly one wins.
    const other = await solvedToken(b);
    const verdicts = await Promise.all([a.verify(other, "login"), b.verify(other, "login")]);
    expect(verdicts.sort()).toEqual(["invalid", "valid"]);
  });

  it("two customer-guard instances (two processes) share the sign-in budget: the 6th failure waits", async () => {
    const now = () => 2_000_000;
    const captcha = createCaptcha({ hmacKey: "k", maxNumber: 500 });
    const store = redisStore(r);
    const processes = [createCustomerGuards(captcha, { store, now }), createCustomerGuards(captcha, { store, now })];
    const key = "login:account:someone@example.com";
    for (let i = 0; i < 5; i++) {
      const { throttles } = processes[i % 2] as (typeof processes)[number];
      expect(await throttles.account.wait(key)).toBe(0);
      await throttles.account.hit(key);
    }
    for (const { throttles } of processes) expect(await throttles.account.wait(key)).toBe(1000);
    // Alone, each process would have counted only 2 or 3 of them and let the 6th through.
    const alone = createCustomerGuards(captcha, { now });
    for (let i = 0; i < 3; i++) await alone.throttles.account.hit(key);
    expect(await alone.throttles.account.wait(key)).toBe(0);
  });
});

describe("Redis unreachable", () => {
  it("degrades to this process's memory: still throttled, replays still refused, one warning", async () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m), info: () => undefined };
    const dead = createRedisClient("redis://127.0.0.1:1", { logger });
    try {
      const shared = createSharedStores(dead, { logger, prefix: PREFIX });
      let now = 3_000_000;
      const throttle = createThrottle(shared.attempts("t"), policy, { now: () => now });
      for (let i = 0; i < 3; i++) await throttle.hit("k");
      expect(await throttle.wait("k")).toBe(1000);
      now += 1000;
      expect(await throttle.wait("k")).toBe(0);

      const captcha = createCaptcha({ hmacKey: "k", maxNumber: 500, used: shared.usedTokens() });
      const token = await solvedToken(captcha);
      expect(await captcha.verify(token, "login")).toBe("valid");
      expect(await captcha.verify(token, "login")).toBe("invalid");
      expect(warnings.filter((w) => w.startsWith("redis unavailable"))).toHaveLength(1);
    } finally {
      await closeRedis(dead);
    }
  });
});
