import type { FlagValueType } from "./flags.schema.ts";

export interface FlagDefault {
  type: FlagValueType;
  value: unknown;
  description: string;
}

/**
 * The default block: the flags the storefront reads (SPEC §2, §5, §8) and their values when the
 * flag store cannot be read. Migration 0001_flags seeds the same rows; a test keeps them equal.
 */
export const FLAG_DEFAULTS = {
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
} as const satisfies Record<string, FlagDefault>;

export type KnownFlag = keyof typeof FLAG_DEFAULTS;

export const isKnownFlag = (key: string): key is KnownFlag => Object.hasOwn(FLAG_DEFAULTS, key);

/** The SDK connection key the storefront's browser and server use (GET /api/features/{clientKey}). */
export const STOREFRONT_CLIENT_KEY = "sdk-ironworks-storefront";
