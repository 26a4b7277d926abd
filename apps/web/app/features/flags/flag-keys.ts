/**
 * The flags the storefront reads, their default block (what the page uses when no flag value
 * reached it, SPEC §8) and the typed lookup live in packages/domain (flags.ts), shared with the
 * flags service.
 */
export { FLAG_DEFAULTS, type FlagKey, type FlagValue, type FlagValues, flagValue } from "@ironworks/domain";

/**
 * SPEC §9 feature-flag cache: stale after 1 min, max age 4 h, 10 entries, idle stream 20 s
 * (reconnect back-off capped at 5 min is the SDK's MAX_BACKOFF_MS).
 */
export const FLAG_CACHE_SETTINGS = {
  staleTTL: 60_000,
  maxAge: 4 * 60 * 60_000,
  maxEntries: 10,
  idleStreamInterval: 20_000,
  disableIdleStreams: false,
} as const;
