import type { ProductComplete } from "@ironworks/contracts";
import { type BuyRequest, type BuyRequestChild, defaultBundleChildren, quantityLimits } from "@ironworks/domain";
import { type ConfigSelection, initialSelection, matchChild, type ProductPreselect } from "./product-view.ts";
import type { CatalogKey } from "../messages.ts";

/**
 * The product page's purchase form as data: what the shopper chose (raw input strings), the SPEC §3
 * buy request it makes, and the engine's verdict — the same priceBuyRequest the server runs.
 */
export interface PurchaseState {
  qty: string;
  config: ConfigSelection;
  /** Bundle option id → chosen product ids. */
  bundle: Record<number, number[]>;
  /** `${optionId}:${productId}` → quantity as typed (kept when a value is deselected). */
  bundleQty: Record<string, string>;
  /** Grouped member id → quantity as typed. */
  grouped: Record<number, string>;
  /** Custom option id → value id, value ids or text. */
  custom: Record<number, string | string[]>;
  giftcard: GiftcardState;
}

export interface GiftcardState {
  /** A fixed amount as a string, or CUSTOM_AMOUNT. */
  choice: string;
  customAmount: string;
  delivery: "email" | "mail";
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
}

export const CUSTOM_AMOUNT = "custom";
export const GIFTCARD_FIELD = "metadata.giftcard";

/** Field key → its first error. Keys follow the engine's `field` ("qty", "options.3", "bundleOptions.130"…). */
export type FieldErrors = Record<string, string>;

/**
 * A field error as the page words it: a catalog key and its values (ADR 0035). The English text stays
 * in FieldErrors (the engine's wording, the `en` entry); the page shows this one in its language.
 */
export interface FieldMessage {
  key: CatalogKey;
  values?: Record<string, string | number>;
}

/**
 * The catalog message for an engine or quantity error: `catalog.error.<code>` with the limit, or the
 * option id a required option names. Codes the catalog lacks fall back to the engine's text.
 */
export function errorMessage(error: { code: string; message: string; limit?: number; field?: string }): FieldMessage {
  const values: Record<string, string | number> = {};
  if (error.limit !== undefined) values.limit = error.limit;
  if (error.code === "option_required") values.id = error.field?.split(".").pop() ?? "";
  return { key: `catalog.error.${error.code}` as CatalogKey, values };
}

/** Where a field's error is rendered: the id aria-describedby points at. */
export const errorId = (field: string) => `error-${field.replace(/[^a-zA-Z0-9]+/g, "-")}`;

export const bundleQtyKey = (optionId: number, productId: number) => `${optionId}:${productId}`;

/** A whole number as typed, else NaN (so "1.5", "", "2e3" are not quantities). */
export function parseQty(raw: string): number {
  const text = raw.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
}

/** The first state: the link's configurable child, the bundle's defaults (or its `?b=` children), nothing else chosen. */
export function initialPurchase(product: ProductComplete, preselect: ProductPreselect): PurchaseState {
  const config = initialSelection(product, preselect.childId);
  const child = product.type === "configurable" ? matchChild(product, config) : null;
  const bundle: Record<number, number[]> = {};
  const bundleQty: Record<string, string> = {};
  const defaults = defaultBundleChildren(product);
  for (const option of product.bundleOptions) {
    const ids = option.values.map((v) => v.productId);
    for (const v of option.values) bundleQty[bundleQtyKey(option.id, v.productId)] = String(Math.max(1, v.defaultQty));
    if (option.includedProductId !== null) {
      bundle[option.id] = [option.includedProductId];
      continue;
    }
    const linked = ids.filter((id) => preselect.bundleChildIds.includes(id));
    const chosen = linked.length
      ? linked
      : defaults.filter((c) => c.metadata?.bundleOptionId === option.id).map((c) => c.productId);
    bundle[option.id] = option.isRequired ? chosen.slice(0, 1) : chosen;
  }
  const custom: Record<number, string | string[]> = {};
  for (const o of product.customOptions) custom[o.id] = o.type === "checkbox" || o.type === "multiple" ? [] : "";
  const g = product.giftcardData;
  return {
    qty: String(quantityLimits(child ?? product).min),
    config,
    bundle,
    bundleQty,
    grouped: Object.fromEntries(product.children.map((m) => [m.productId, "0"])),
    custom,
    giftcard: {
      choice: g?.amounts[0] !== undefined ? String(g.amounts[0]) : CUSTOM_AMOUNT,
      customAmount: "",
      delivery: g?.type === "physical" ? "mail" : "email",
      recipientName: "",
      recipientEmail: "",
      senderName: "",
      senderEmail: "",
      message: "",
    },
  };
}

/** The bundle children the state names, each with its option (what `children.{i}` errors refer to). */
export function bundleChildren(
  product: ProductComplete,
  s: PurchaseState,
): { child: BuyRequestChild; optionId: number }[] {
  const out: { child: BuyRequestChild; optionId: number }[] = [];
  for (const option of product.bundleOptions) {
    for (const productId of s.bundle[option.id] ?? []) {
      const value = option.values.find((v) => v.productId === productId);
      if (!value) continue;
      const free = option.includedProductId !== null;
      const qty = free
        ? 1
        : value.canChangeQty
          ? parseQty(s.bundleQty[bundleQtyKey(option.id, productId)] ?? "")
          : value.defaultQty;
      if (qty === 0) continue; // 0 takes the item out (a required option then asks for one)
      out.push({
        child: { productId, qty, metadata: free ? { freeBundleOptionId: option.id } : { bundleOptionId: option.id } },
        optionId: option.id,
      });
    }
  }
  return out;
}

function giftcardMetadata(product: ProductComplete, g: GiftcardState): Record<string, string | number> {
  const custom = g.choice === CUSTOM_AMOUNT;
  const meta: Record<string, string | number> = {
    delivery:
      product.giftcardData?.type === "combined"
        ? g.delivery
        : product.giftcardData?.type === "physical"
          ? "mail"
          : "email",
  };
  if (custom) meta.customAmount = g.customAmount.trim();
  else meta.amount = Number(g.choice);
  for (const key of ["recipientName", "recipientEmail", "senderName", "senderEmail", "message"] as const) {
    const value = g[key].trim();
    if (value) meta[key] = value;
  }
  return meta;
}

/** The SPEC §3 buy request for one line (not grouped), at `qty`. */
export function buildBuyRequest(
  product: ProductComplete,
  s: PurchaseState,
  qty: number,
  recipeId: string | null,
): { request: BuyRequest; childOptionIds: number[] } {
  const options: Record<string, unknown> = {};
  if (product.type === "configurable")
    for (const attr of product.configurableAttributes) {
      const value = s.config[attr.code];
      if (value) options[attr.code] = value;
    }
  for (const o of product.customOptions) {
    const value = s.custom[o.id];
    if (value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0))
      options[String(o.id)] = value;
  }
  const request: BuyRequest = { productId: product.productId, qty };
  if (Object.keys(options).length) request.options = options;
  const metadata: NonNullable<BuyRequest["metadata"]> = {};
  if (recipeId) metadata.recipeId = recipeId;
  if (product.type === "giftcard") metadata.giftcard = giftcardMetadata(product, s.giftcard);
  if (Object.keys(metadata).length) request.metadata = metadata;
  let childOptionIds: number[] = [];
  if (product.type === "bundle") {
    const kids = bundleChildren(product, s);
    request.children = kids.map((k) => k.child);
    childOptionIds = kids.map((k) => k.optionId);
  }
  return { request, childOptionIds };
}

/** An engine `field` as the form's field key (bundle children belong to their option's fieldset). */
export function formField(product: ProductComplete, field: string | undefined, childOptionIds: number[]): string {
  if (!field) return "form";
  const child = /^children\.(\d+)/.exec(field);
  if (child && product.type === "bundle") {
    const optionId = childOptionIds[Number(child[1])];
    return optionId === undefined ? "form" : `bundleOptions.${optionId}`;
  }
  if (product.type === "configurable" && (field === "options" || field.startsWith("children"))) return "configurable";
  if (field === "qty" || /^(options|bundleOptions)\.[^.]+$/.test(field) || field.startsWith(`${GIFTCARD_FIELD}.`))
    return field;
  return "form";
}
