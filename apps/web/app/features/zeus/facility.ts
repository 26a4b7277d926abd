import type { FACILITY_TYPES as Wire } from "@ironworks/contracts";

/** The quote form's facility types: a typed copy, so the browser bundle takes no zod from the contracts. */
export const FACILITY_TYPES = [
  "garage",
  "home",
  "affiliate",
  "team",
  "school",
  "military",
  "other",
] as const satisfies Readonly<typeof Wire>;
