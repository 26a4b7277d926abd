import type { Inventory, Product, ProductComplete, ProductSummary } from "@ironworks/contracts";
import { type DisplayPriceInput, displayPrice, type Language } from "@ironworks/domain";
import type { Translate } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";

/** A product page's data: the product with its members, accessory compatibility and the link's preselection. */
export interface ProductView {
  product: ProductComplete;
  compatibility: { compatible: ProductSummary[]; incompatible: ProductSummary[] } | null;
  preselect: ProductPreselect;
  /** A signed-in customer of group 2+: their group prices (SPEC §6); null otherwise. */
  customerPricing?: CustomerPricing | null;
}

/** Group prices for the browser's pricing engine: [productId, decimal price] pairs. */
export interface CustomerPricing {
  groupId: number;
  groupPrices: [number, number][];
}

/** What the product link asks to preselect (SPEC §2 links: ?childId=, b= bundle children, rid= recipe). */
export interface ProductPreselect {
  childId: number | null;
  bundleChildIds: number[];
  recipeId: string | null;
}

const positiveInt = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

export function parsePreselect(params: URLSearchParams): ProductPreselect {
  const b = params.get("b") ?? "";
  const bundleChildIds = b
    .split("-")
    .map(positiveInt)
    .filter((n): n is number => n !== null)
    .slice(0, 50);
  const rid = params.get("rid")?.trim() ?? "";
  return {
    childId: positiveInt(params.get("childId")),
    bundleChildIds,
    recipeId: rid && rid.length <= 64 ? rid : null,
  };
}

/** The price inputs of a product as the shared Price component takes them. */
export function priceInput(p: Pick<Product, "price" | "attributes">): DisplayPriceInput {
  const a = p.attributes;
  return {
    price: p.price,
    special_price: a.special_price,
    rogue_promo_price: a.rogue_promo_price,
    rogue_promo_enabled: a.rogue_promo_enabled,
    rogue_promo_from_date: a.rogue_promo_from_date,
    rogue_promo_to_date: a.rogue_promo_to_date,
    rogue_promo_qty_enable: a.rogue_promo_qty_enable,
    rogue_promo_qty: a.rogue_promo_qty,
  };
}

export const finalPrice = (p: Pick<Product, "price" | "attributes">, now?: Date) =>
  displayPrice(priceInput(p), now).final;

/** The member with the lowest price the shopper pays now (configurable "From", grouped minimum). */
export function cheapest<T extends Pick<Product, "price" | "attributes">>(members: T[], now?: Date): T | null {
  let best: T | null = null;
  let bestPrice = Number.POSITIVE_INFINITY;
  for (const m of members) {
    const price = finalPrice(m, now);
    if (price !== null && price < bestPrice) {
      best = m;
      bestPrice = price;
    }
  }
  return best;
}

/** SPEC §4 stock status of an item, plus in-stock and backorder for what can be bought now. */
export type StockState = "in_stock" | "backorder" | "bin" | "oos";

export function stockState(inventory: Inventory, type: Product["type"]): StockState {
  if (type === "virtual" || type === "giftcard") return "in_stock";
  if (inventory.qoh > 0) return "in_stock";
  if (inventory.backorder) return "backorder";
  return inventory.bin ? "bin" : "oos";
}

/** The best availability among members: a configurable is in stock when any child is. */
export function bestStockState(members: Product[]): StockState {
  const order: StockState[] = ["in_stock", "backorder", "bin", "oos"];
  const states = new Set(members.map((m) => stockState(m.inventory, m.type)));
  return order.find((s) => states.has(s)) ?? "oos";
}

/**
 * Lead times arrive either as a sentence ("Ships in 2-3 weeks", shown as it is) or as a bare duration
 * ("2-3 weeks"), which the page's "Ships in {time}" message wraps.
 */
export const leadTimeText = (leadTime: string, t: Translate<CatalogKey>) =>
  /^ships\b/i.test(leadTime) ? leadTime : t("catalog.stock.leadTime", { time: leadTime });

/**
 * An attribute's label inside a sentence ("Choose size", "Please choose a size."): lower-cased in the
 * languages that write common nouns small; German keeps its capital (Größe).
 */
export const optionName = (label: string, language: Language) => (language === "de" ? label : label.toLowerCase());

export const canBuy = (state: StockState) => state === "in_stock" || state === "backorder";

/** Selected value per configurable attribute code. */
export type ConfigSelection = Record<string, string>;

const attrValue = (p: Product, code: string): string | null => {
  const v = p.attributes[code];
  return typeof v === "string" || typeof v === "number" ? String(v) : null;
};

/** The child matching every configurable attribute of the selection, if the selection is complete. */
export function matchChild(product: ProductComplete, selection: ConfigSelection): Product | null {
  const codes = product.configurableAttributes.map((a) => a.code);
  if (codes.some((c) => !selection[c])) return null;
  return product.children.find((child) => codes.every((c) => attrValue(child, c) === selection[c])) ?? null;
}

/** Children that agree with the selection on every attribute except `code` (to grey out impossible values). */
export function childrenFor(
  product: ProductComplete,
  selection: ConfigSelection,
  code: string,
  value: string,
): Product[] {
  return product.children.filter(
    (child) =>
      attrValue(child, code) === value &&
      product.configurableAttributes.every(
        (a) => a.code === code || !selection[a.code] || attrValue(child, a.code) === selection[a.code],
      ),
  );
}

/** Chooses a value and drops other choices no child has together with it, so the shopper can pick again. */
export function selectConfigValue(
  product: ProductComplete,
  selection: ConfigSelection,
  code: string,
  value: string,
): ConfigSelection {
  const next: ConfigSelection = { ...selection, [code]: value };
  for (const attr of product.configurableAttributes) {
    const chosen = next[attr.code];
    if (attr.code !== code && chosen && childrenFor(product, { [code]: value }, attr.code, chosen).length === 0)
      delete next[attr.code];
  }
  return next;
}

/** Initial selection: the linked child's values, else every attribute that has a single value. */
export function initialSelection(product: ProductComplete, childId: number | null): ConfigSelection {
  const selection: ConfigSelection = {};
  const child = childId === null ? undefined : product.children.find((c) => c.productId === childId);
  for (const attr of product.configurableAttributes) {
    const fromChild = child ? attrValue(child, attr.code) : null;
    if (fromChild && attr.values.some((v) => v.value === fromChild)) selection[attr.code] = fromChild;
    else if (attr.values.length === 1 && attr.values[0]) selection[attr.code] = attr.values[0].value;
  }
  return selection;
}
