/** The high-contrast preference cookie ("1" or "0", SPEC §9): read by the root loader, set by /preferences/contrast. */
export const HIGH_CONTRAST_COOKIE = "hc";
