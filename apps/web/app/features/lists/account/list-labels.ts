import type { List } from "@ironworks/contracts";
import { ITEMS, plural } from "../../../lib/plural.ts";

/** A list's own name (wishlists and registries have one), else what its type is called. */
export function listName(list: Pick<List, "type" | "metadata">): string {
  const name = list.metadata.name;
  if (typeof name === "string" && name.trim()) return name;
  return TYPE_LABEL[list.type] ?? list.type;
}

const TYPE_LABEL: Partial<Record<List["type"], string>> = {
  quote: "Cart",
  sfl: "Saved for later",
  wishlist: "My Wishlist",
  registry: "Registry",
  buyNow: "Buy now",
};

/** "3 items" from the number of lines (what a shopper counts on a list page). */
export function itemCount(list: Pick<List, "items">, tag: string): string {
  return plural(list.items.length, ITEMS, tag);
}
