import type { ContentBlock } from "@ironworks/contracts";
import { SEGMENTS } from "@ironworks/contracts/blocks";
import { baseSku } from "@ironworks/domain";
import type { Visitor } from "./types.ts";

export const SEGMENT_COOKIE = "seg";
export const VISITOR_ID_COOKIE = "ab_vid";
export const DEFAULT_SEGMENT = "None";

/** A cookie value we accept as a visitor id (what we issue: a UUID; anything similar but sane). */
const VISITOR_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

export function isValidVisitorId(value: string | null | undefined): value is string {
  return typeof value === "string" && VISITOR_ID_RE.test(value);
}

/** The primary segment from the `seg` cookie value, validated against SEGMENTS (default "None"). */
export function primarySegment(cookieValue: string | null | undefined): string {
  if (!cookieValue) return DEFAULT_SEGMENT;
  return (SEGMENTS as readonly string[]).includes(cookieValue) ? cookieValue : DEFAULT_SEGMENT;
}

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : null;

/**
 * SPEC §2: a block shows only if the visitor's primary segment is in its segments and the
 * product sku (upper-case) is in its skus. A missing or empty list does not restrict; a
 * skus-limited block is hidden on pages without a product. Store-prefixed product skus
 * (EU-/AU-) also match the base sku the CMS lists.
 */
export function isBlockVisible(
  block: Pick<ContentBlock, "segments" | "skus">,
  visitor: Pick<Visitor, "segment" | "sku">,
): boolean {
  const segments = stringList(block.segments);
  if (segments?.length && !segments.includes(visitor.segment)) return false;
  const skus = stringList(block.skus);
  if (skus?.length) {
    if (!visitor.sku) return false;
    const sku = visitor.sku.toUpperCase();
    const wanted = new Set(skus.map((s) => s.toUpperCase()));
    if (!wanted.has(sku) && !wanted.has(baseSku(sku))) return false;
  }
  return true;
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
