/**
 * A/B assignment (SPEC §2 content A/B tests, feature-flag experiments): the visitor id cookie and
 * the deterministic choice of a variant from it. One rule for the server's render, the page cache's
 * key (ADR 0064: pages are keyed by the variants, not by the id) and the browser's flags SDK.
 */

/** The visitor id cookie: not HttpOnly, the browser's flags SDK reads it (the page never carries it). */
export const VISITOR_ID_COOKIE = "ab_vid";

/** A cookie value we accept as a visitor id (what we issue: a UUID; anything similar but sane). */
const VISITOR_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

export function isValidVisitorId(value: string | null | undefined): value is string {
  return typeof value === "string" && VISITOR_ID_RE.test(value);
}

/** FNV-1a, 32 bit: small, fast and stable across server and browser. */
export function hash32(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The A/B variant a visitor sees: deterministic in (test name, visitor id); 0 without an id. */
export function chooseVariant(testName: string, visitorId: string | null, variantCount: number): number {
  if (variantCount <= 1 || !visitorId) return 0;
  return hash32(`${testName}:${visitorId}`) % variantCount;
}
