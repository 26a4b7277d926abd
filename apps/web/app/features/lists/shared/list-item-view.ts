import type { ListItem } from "@ironworks/contracts";
import { describeLine, lineDetails } from "@ironworks/domain";
import type { StockView } from "../../catalog/product/purchase-check.ts";

/** What a list row shows about one item; the contract's ListItem, minus what a row never reads. */
export type RowItem = Pick<
  ListItem,
  | "_id"
  | "productId"
  | "qty"
  | "children"
  | "metadata"
  | "product"
  | "price"
  | "description"
  | "stockStatus"
  | "maxQty"
  | "error"
>;

/**
 * The item's stock as the product page shows it (SPEC §4 statuses): "empty" is in stock, or
 * "short" when the store can sell fewer than the line asks for. Null when stock is not tracked.
 */
export function itemStockView(item: Pick<ListItem, "qty" | "stockStatus" | "maxQty">): StockView | null {
  if (item.stockStatus === null) return null;
  if (item.stockStatus !== "empty") return item.maxQty !== null && item.maxQty >= 1 ? "short" : item.stockStatus;
  return item.maxQty !== null && item.maxQty < item.qty ? "short" : "in_stock";
}

/**
 * The product page link of an item: bundles name their chosen children (b=, dash-separated ids)
 * and customised items their recipe (rid=), SPEC §2, so the page opens with the same choice.
 */
export function itemPath(item: Pick<ListItem, "product" | "children" | "metadata">): string {
  const params = new URLSearchParams();
  if (item.product.type === "bundle" && item.children?.length)
    params.set("b", item.children.map((c) => c.productId).join("-"));
  const recipe = item.metadata?.recipeId;
  if (typeof recipe === "string" && recipe) params.set("rid", recipe);
  const query = params.toString().replace(/%2D/gi, "-");
  return query ? `${item.product.url}?${query}` : item.product.url;
}

/**
 * Short facts under the name: the line's description (choices, bundle parts with quantities,
 * custom options, gift-card delivery and recipient, design) as every page and the mail print it.
 * A row drawn before the server answered (no description yet) shows what its metadata says.
 */
export function itemDetails(item: Pick<ListItem, "description" | "metadata" | "price">): string[] {
  return lineDetails(itemDescription(item));
}

/** The line's description (choices, parts, options, gift card, design), for the page to word (line-words.ts). */
export function itemDescription(item: Pick<ListItem, "description" | "metadata" | "price">) {
  return item.description ?? describeLine(undefined, item.price, item.metadata);
}
