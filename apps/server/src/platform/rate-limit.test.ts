import { describe, expect, it } from "vitest";
import { createMemoryAttemptStore, createThrottle, delayFor, type ThrottlePolicy } from "./rate-limit.ts";

const policy: ThrottlePolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 60_000 };

describe("progressive throttle", () => {
  it("delays nothing for the free attempts, then doubles up to the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => delayFor(n, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it("waits from the last attempt and forgets an idle key", async () => {
    let now = 1_000_000;
    const throttle = createThrottle(createMemoryAttemptStore(), policy, { now: () => now });
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

  it("keeps at most maxKeys counters, dropping the least recently counted", async () => {
    const store = createMemoryAttemptStore({ maxKeys: 2 });
    await store.increment("a", 1, 10);
    await store.increment("b", 2, 10);
    await store.increment("a", 3, 10);
    await store.increment("c", 4, 10);
    expect(await store.get("b")).toBeNull();
    expect(await store.get("a")).toEqual({ count: 2, lastAt: 3 });
  });
});
