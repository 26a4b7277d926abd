import type { ContentBlock } from "@ironworks/contracts";
import { SEGMENTS } from "@ironworks/contracts/blocks";
import { baseSku } from "@ironworks/domain";
export { chooseVariant, hash32, isValidVisitorId, VISITOR_ID_COOKIE } from "@ironworks/domain/ab";
import type { Visitor } from "./types.ts";

export const SEGMENT_COOKIE = "seg";
export const DEFAULT_SEGMENT = "None";

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
