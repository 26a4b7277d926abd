import type { Minor } from "../money.ts";
import { isSafeMinor, isValidQty } from "./amounts.ts";
import { priceBundleSelection } from "./bundle.ts";
import { resolveConfigurableChild } from "./configurable.ts";
import { priceCustomOptions } from "./custom-options.ts";
import { fail, type PriceResult, type PricingError, pricingError } from "./errors.ts";
import { priceGiftcard } from "./giftcard.ts";
import { promoPrice, type UnitPrice } from "./promo-price.ts";
import type { BuyRequest, BuyRequestChild, PricedChild, PricedLine, PricingContext, PricingProduct } from "./types.ts";

type Base = {
  unit: UnitPrice;
  childId?: number;
  children: PricedChild[];
  childrenMinor: Minor;
  consumed?: ReadonlySet<string>;
  weight: number | null;
  hundo: PricedLine["hundo"];
  giftcard?: PricedLine["giftcard"];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Children as sent: each an object with a numeric productId and qty (their rules are the type's). */
function readChildren(value: unknown): BuyRequestChild[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const ok = value.every(
    (c) =>
      isObject(c) &&
      typeof c.productId === "number" &&
      typeof c.qty === "number" &&
      (c.metadata === undefined || isObject(c.metadata)),
  );
  return ok ? (value as BuyRequestChild[]) : null;
}

/** Hundo pricing applies only to products the site currently sells as Hundo deals. */
function hundoOf(product: PricingProduct, ids: readonly number[], ctx: PricingContext): PricedLine["hundo"] {
  const rule = product.hundoPricing;
  if (!rule || !ids.some((id) => ctx.hundoProductIds?.has(id))) return null;
  return { ruleWeight: rule.ruleWeight, discountPerLb: rule.discountPerLb };
}

function priceBase(
  product: PricingProduct,
  request: BuyRequest,
  children: BuyRequestChild[],
  ctx: PricingContext,
): Base | PricingError {
  switch (product.type) {
    case "grouped":
      return pricingError("invalid_cart_item");
    case "simple":
    case "virtual": {
      if (children.length > 0) return pricingError("invalid_cart_item", "children");
      const unit = promoPrice(product, ctx);
      if (!unit) return pricingError("invalid_cart_item");
      const hundo = hundoOf(product, [product.productId], ctx);
      return { unit, children: [], childrenMinor: 0, weight: product.weight, hundo };
    }
    case "configurable": {
      const resolved = resolveConfigurableChild(product, { ...request, children });
      if (!resolved.ok) return resolved.error;
      const { child, consumed } = resolved;
      const unit = promoPrice(child, ctx, [child.productId, product.productId]);
      if (!unit) return pricingError("unknown_configurable_child", "children.0.productId");
      const ids = [child.productId, product.productId];
      const hundo = hundoOf(child.hundoPricing ? child : product, ids, ctx);
      return {
        unit,
        childId: child.productId,
        children: [],
        childrenMinor: 0,
        consumed,
        weight: child.weight ?? product.weight,
        hundo,
      };
    }
    case "bundle": {
      const selection = priceBundleSelection(product, children);
      if (!selection.ok) return selection.error;
      const own = promoPrice(product, ctx);
      const unit = own ?? {
        minor: selection.defaultsMinor,
        regularMinor: selection.defaultsMinor,
        reason: "regular",
        earned: false,
      };
      const childrenMinor = selection.selectedMinor - selection.defaultsMinor;
      return { unit, children: selection.children, childrenMinor, weight: product.weight, hundo: null };
    }
    case "giftcard": {
      if (children.length > 0) return pricingError("invalid_giftcard_item", "children");
      const card = priceGiftcard(product.giftcardData, request.metadata?.giftcard);
      if (!card.ok) return card.error;
      const unit: UnitPrice = {
        minor: card.amountMinor,
        regularMinor: card.amountMinor,
        reason: "regular",
        earned: false,
      };
      const giftcard = { amountMinor: card.amountMinor, delivery: card.delivery };
      return { unit, children: [], childrenMinor: 0, weight: product.weight, hundo: null, giftcard };
    }
    default:
      return pricingError("invalid_cart_item");
  }
}

/**
 * Prices one SPEC §3 buy request against the product as the catalog answers it for the site
 * (with its loaded children). Validates everything the browser sent; reads no client price.
 * unit = max(0, base + options + children), row = unit × qty, all in minor units.
 */
export function priceBuyRequest(
  request: BuyRequest,
  product: PricingProduct | undefined,
  ctx: PricingContext = {},
): PriceResult {
  if (!isObject(request) || typeof request.productId !== "number") return fail(pricingError("invalid_cart_item"));
  if (!product || product.productId !== request.productId) return fail(pricingError("product_not_loaded"));
  if (!isValidQty(request.qty)) return fail(pricingError("invalid_qty", "qty"));
  if (request.metadata !== undefined && request.metadata !== null && !isObject(request.metadata))
    return fail(pricingError("invalid_cart_item", "metadata"));
  const children = readChildren(request.children);
  if (!children)
    return fail(pricingError(product.type === "bundle" ? "invalid_bundle_child" : "invalid_cart_item", "children"));

  const base = priceBase(product, request, children, ctx);
  if ("code" in base) return fail(base);
  const options = priceCustomOptions(product.customOptions, request.options, base.consumed);
  if (!options.ok) return fail(options.error);

  const extras = options.minor + base.childrenMinor;
  const unitMinor = Math.max(0, base.unit.minor + extras);
  const regularUnitMinor = Math.max(unitMinor, base.unit.regularMinor + extras);
  const rowMinor = unitMinor * request.qty;
  if (!isSafeMinor(rowMinor) || !isSafeMinor(regularUnitMinor * request.qty))
    return fail(pricingError("invalid_qty", "qty"));

  const line: PricedLine = {
    productId: product.productId,
    sku: product.sku,
    type: product.type,
    qty: request.qty,
    unitMinor,
    rowMinor,
    regularUnitMinor,
    reason: base.unit.reason,
    earned: base.unit.earned,
    breakdown: { baseMinor: base.unit.minor, optionsMinor: options.minor, childrenMinor: base.childrenMinor },
    options: options.options,
    children: base.children,
    weight: base.weight !== null && Number.isFinite(base.weight) && base.weight > 0 ? base.weight : 0,
    hundo: base.hundo,
  };
  if (base.childId !== undefined) line.childId = base.childId;
  if (base.giftcard) line.giftcard = base.giftcard;
  return { ok: true, line };
}
