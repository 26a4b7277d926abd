import { createHash } from "node:crypto";
import type { BuyRequest } from "@ironworks/contracts";
import { buyRequestKey } from "@ironworks/domain";

/**
 * Metadata that makes a line a different thing: another gift-card recipient, recipe, custom sku,
 * plate options, event registration, grouped parent or registry item is another line. The rest
 * (fluidPrice, the registry's wanted/purchased/priority) describes the line without splitting it.
 */
export const IDENTITY_METADATA = [
  "giftcard",
  "recipeId",
  "customSku",
  "plateOpts",
  "eventRegistration",
  "groupedProductId",
  "registryItemKey",
] as const;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === "object" && Object.keys(v as object).length === 0);

/**
 * The canonical key of a buy request within a list: product, options, children (in any order)
 * and identity metadata, key order ignored, hashed to a fixed length for the unique index.
 * Concurrent adds of the same configured thing meet on it (unique (list_id, line_key)).
 */
export function lineKey(item: Pick<BuyRequest, "productId" | "options" | "children" | "metadata">): string {
  const metadata: Record<string, unknown> = {};
  for (const key of IDENTITY_METADATA) {
    const value = item.metadata?.[key];
    if (!isEmpty(value)) metadata[key] = value;
  }
  const children = item.children?.length
    ? item.children
        .map((c) => ({ key: buyRequestKey({ productId: c.productId, metadata: c.metadata }), child: c }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.child.qty - b.child.qty))
        .map((x) => x.child)
    : undefined;
  const canonical = buyRequestKey({
    productId: item.productId,
    options: isEmpty(item.options) ? undefined : item.options,
    children,
    metadata: isEmpty(metadata) ? undefined : metadata,
  });
  return createHash("sha256").update(canonical).digest("base64url").slice(0, 32);
}
