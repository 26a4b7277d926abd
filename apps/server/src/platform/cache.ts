import { LRUCache } from "lru-cache";

/**
 * In-process LRU cache with per-entry TTL (lru-cache, ADR 0029). The shared (Redis) cache arrives
 * with the multi-instance work; callers only see this interface.
 */
export interface Cache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlMs: number): void;
  /** Returns the cached value or computes, stores and returns it (concurrent callers share one computation). */
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  deletePrefix(prefix: string): void;
  clear(): void;
}

export function createMemoryCache(maxEntries = 5000): Cache {
  // Boxed: lru-cache stores no null or undefined, and a cached null is still a hit.
  const entries = new LRUCache<string, { value: unknown }>({ max: maxEntries });
  const inflight = new Map<string, Promise<unknown>>();

  const get = <T>(key: string): T | undefined => entries.get(key)?.value as T | undefined;

  const set = <T>(key: string, value: T, ttlMs: number) => {
    // lru-cache reads ttl 0 as "never expires"; here it has always meant "already expired".
    if (ttlMs > 0) entries.set(key, { value }, { ttl: ttlMs });
    else entries.delete(key);
  };

  return {
    get,
    set,
    async wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
      const hit = get<T>(key);
      if (hit !== undefined) return hit;
      const pending = inflight.get(key);
      if (pending) return pending as Promise<T>;
      const promise = compute()
        .then((value) => {
          set(key, value, ttlMs);
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, promise);
      return promise;
    },
    deletePrefix(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Wraps a read use case with the cache: results for ttlMs, expected "not found" failures
 * (HTTP 404) for negativeTtlMs so unknown ids do not reach the database on every request.
 * Concurrent misses for one key share one call. Cached values are shared: never mutate them.
 */
export function memoize<A extends unknown[], R>(
  cache: Cache,
  name: string,
  options: { ttlMs: number; negativeTtlMs?: number; key: (...args: A) => string },
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  type Outcome = { value: R } | { error: unknown };
  const negativeTtl = options.negativeTtlMs ?? 60_000;
  const inflight = new Map<string, Promise<Outcome>>();
  const unwrap = (outcome: Outcome): R => {
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
  };
  return async (...args: A) => {
    const key = `memo:${name}:${options.key(...args)}`;
    const hit = cache.get<Outcome>(key);
    if (hit) return unwrap(hit);
    let pending = inflight.get(key);
    if (!pending) {
      pending = fn(...args)
        .then(
          (value): Outcome => ({ value }),
          (error: unknown): Outcome => {
            if ((error as { status?: number } | null)?.status === 404) return { error };
            throw error;
          },
        )
        .then((outcome) => {
          cache.set(key, outcome, "error" in outcome ? negativeTtl : options.ttlMs);
          return outcome;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return unwrap(await pending);
  };
}
