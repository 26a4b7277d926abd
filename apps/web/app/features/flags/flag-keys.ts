/**
 * The flags the storefront reads and the browser's default block: what the page uses when no
 * flag value reached it (SPEC §8). Mirrors apps/server/src/services/flags/flags.defaults.ts
 * (flag-keys.test.ts keeps them equal).
 */
export const FLAG_DEFAULTS = {
  "eu-returns": false,
  "gym-map": false,
  "invitational-year": 2025,
  compat_enabled: true,
  "alternate-card-provider": false,
  debug: false,
} as const;

export type FlagKey = keyof typeof FLAG_DEFAULTS;
export type FlagValue<K extends FlagKey> = (typeof FLAG_DEFAULTS)[K] extends boolean
  ? boolean
  : (typeof FLAG_DEFAULTS)[K] extends number
    ? number
    : unknown;

/** Flag values for one visitor, as the root loader hands them to the page. */
export type FlagValues = Record<string, unknown>;

/** A flag's value from a values record, falling back to the default block when missing or of another type. */
export function flagValue<K extends FlagKey>(values: FlagValues | undefined, key: K): FlagValue<K> {
  const fallback = FLAG_DEFAULTS[key];
  const value = values?.[key];
  return (typeof value === typeof fallback ? value : fallback) as FlagValue<K>;
}

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
