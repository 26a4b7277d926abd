/** What a flag's value is; the flags CLI parses input by it and refuses a value of another kind. */
export type FlagValueType = "boolean" | "number" | "string" | "json";

export interface FlagDefinition {
  type: FlagValueType;
  value: unknown;
  description: string;
}

/**
 * The default block: the flags the storefront reads (SPEC §2, §5, §8) and their values when no flag
 * value reached the page or the flag store cannot be read. The flags service serves and seeds these
 * (migration 0001_flags wrote the same rows; a test keeps them equal); the browser falls back to them.
 */
export const FLAG_DEFINITIONS = {
  "eu-returns": {
    type: "boolean",
    value: false,
    description: "Online returns (/rmaprocess) on the EUR and GBR stores",
  },
  "gym-map": { type: "boolean", value: false, description: "The equipped-gyms map (/rogue-equipped-gyms)" },
  "invitational-year": { type: "number", value: 2025, description: "The year /invitational shows" },
  compat_enabled: { type: "boolean", value: true, description: "Accessory compatibility check on product pages" },
  "alternate-card-provider": {
    type: "boolean",
    value: false,
    description: "Checkout uses the alternate card provider variant",
  },
  debug: { type: "boolean", value: false, description: "Shows the footer debug link" },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAG_DEFINITIONS;

export const isKnownFlag = (key: string): key is FlagKey => Object.hasOwn(FLAG_DEFINITIONS, key);

/** Each flag's default value, by key. */
export const FLAG_DEFAULTS = Object.fromEntries(Object.entries(FLAG_DEFINITIONS).map(([key, d]) => [key, d.value])) as {
  readonly [K in FlagKey]: (typeof FLAG_DEFINITIONS)[K]["value"];
};

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
