import { describe, expect, it } from "vitest";
import { createMemoryCache } from "./cache.ts";

describe("memory cache (lru-cache underneath, ADR 0029)", () => {
  it("keeps a cached null as a hit and treats a ttl of 0 as already stale", () => {
    const cache = createMemoryCache();
    cache.set("null", null, 60_000);
    expect(cache.get("null")).toBeNull();
    cache.set("zero", 1, 0);
    expect(cache.get("zero")).toBeUndefined();
    cache.set("null", 2, 0); // a ttl of 0 also drops what was there
    expect(cache.get("null")).toBeUndefined();
  });

  it("drops the least recently used entry when full; a read counts as a use", () => {
    const cache = createMemoryCache(2);
    cache.set("a", 1, 60_000);
    cache.set("b", 2, 60_000);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3, 60_000);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
  });

  it("deletes by prefix and clears", () => {
    const cache = createMemoryCache();
    for (const key of ["memo:x:1", "memo:x:2", "memo:y:1"]) cache.set(key, key, 60_000);
    cache.deletePrefix("memo:x:");
    expect(["memo:x:1", "memo:x:2", "memo:y:1"].map((k) => cache.get(k))).toEqual([undefined, undefined, "memo:y:1"]);
    cache.clear();
    expect(cache.get("memo:y:1")).toBeUndefined();
  });

  it("shares one computation between concurrent misses, then serves it from the cache", async () => {
    const cache = createMemoryCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([cache.wrap("k", 60_000, compute), cache.wrap("k", 60_000, compute)])).toEqual([1, 1]);
    expect(await cache.wrap("k", 60_000, compute)).toBe(1);
    expect(calls).toBe(1);
  });
});
