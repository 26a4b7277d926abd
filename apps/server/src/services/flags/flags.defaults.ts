/**
 * The default block (keys, types, values, descriptions) lives once in packages/domain (flags.ts),
 * where the storefront's browser code reads it too; the flags service serves it under these names.
 */
export { FLAG_DEFINITIONS as FLAG_DEFAULTS, type FlagKey as KnownFlag, isKnownFlag } from "@ironworks/domain";

/** The SDK connection key the storefront's browser and server use (GET /api/features/{clientKey}). */
export const STOREFRONT_CLIENT_KEY = "sdk-ironworks-storefront";
