import type { BuyRequest, PricedLine as WireLine, Product, ProductComplete, RateItem } from "@ironworks/contracts";
import { ERRORS } from "@ironworks/contracts";
import {
  quoteShipping,
  type ShipItem,
  type ShippingInput,
  type ShippingQuote,
  type Site,
  shippingGroups,
  type TaxCategory,
  taxCategory,
  toMinor,
  withQuoteFreight,
} from "@ironworks/domain";
import { HttpError, httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { PricingService } from "../pricing/index.ts";

/** A cart line priced by the server and described from the catalog, for shipping and tax. */
export interface CartLine {
  wire: WireLine;
  ship: ShipItem;
  /** Row total less the line's Hundo share and its share of a quote discount, minor units. */
  amountMinor: number;
  category: TaxCategory;
  /** The line ships on its custom quote's freight (ADR 0052), not in the carrier quote. */
  quoteFreight: boolean;
}

export interface CartLines {
  lines: CartLine[];
  subtotalMinor: number;
  hundoDiscountMinor: number;
  /** The buyer's whole custom quotes in the cart: their discount and freight (ADR 0052). */
  quoteDiscountMinor: number;
  quoteFreightMinor: number;
  /** The quotes whose prices priced a line (an order from them moves them to ordered). */
  quoteIds: string[];
}

const THREE_SHIPS_FREE = "3-ships-free";

function describe(wire: WireLine, product: ProductComplete): { ship: ShipItem; category: TaxCategory } {
  const byId = new Map(product.children.map((c) => [c.productId, c]));
  const variant: Product = (wire.childId !== undefined ? byId.get(wire.childId) : undefined) ?? product;
  let unitWeightLb = variant.weight ?? product.weight ?? 0;
  if (!(unitWeightLb > 0) && wire.children.length)
    unitWeightLb = wire.children.reduce((s, c) => s + (byId.get(c.productId)?.weight ?? 0) * c.qty, 0);
  const stockQoh = variant.inventory.qoh;
  const leadTime =
    stockQoh >= wire.qty ? null : (variant.inventory.leadTime ?? product.inventory.leadTime ?? "Backordered");
  const virtual =
    product.type === "virtual" || (product.type === "giftcard" && (wire.giftcard?.delivery ?? "email") === "email");
  const attrs = { ...product.attributes, ...variant.attributes };
  return {
    category: taxCategory(attrs.tax_class_id ?? product.attributes.tax_class_id),
    ship: {
      productId: wire.productId,
      sku: wire.sku,
      qty: wire.qty,
      unitWeightLb: Number.isFinite(unitWeightLb) ? Math.max(0, unitWeightLb) : 0,
      groups: shippingGroups(attrs.shipperhq_shipping_group),
      blackFridayDropship: attrs.black_friday_dropship === true,
      pickupDisabled: attrs.rogue_pickup_disabled === true,
      leadTime: virtual ? null : leadTime,
      shipsFree3: product.categories.some((c) => c.url.includes(THREE_SHIPS_FREE)),
      virtual,
      hundo: (wire.hundoDiscount ?? 0) > 0,
    },
  };
}

/** Lines given by sku get the catalog's productId; an unknown sku is the pricing engine's 422. */
async function resolveSkus(catalog: CatalogService, items: RateItem[], site: Site): Promise<BuyRequest[]> {
  return Promise.all(
    items.map(async ({ sku, productId, ...rest }, index): Promise<BuyRequest> => {
      if (productId !== undefined) return { ...rest, productId };
      const product = await catalog.getProductBySku(sku ?? "", site).catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 404)
          throw httpError(ERRORS.pricing, "Trying to get price for not loaded product", {
            index,
            error: { code: "product_not_loaded", message: "Trying to get price for not loaded product", field: "sku" },
          });
        throw err;
      });
      return { ...rest, productId: product.productId };
    }),
  );
}

/**
 * Prices the buy requests with the pricing service (catalog prices only, never the client's)
 * and loads each product for its weight, shipping group, lead time and tax class. A line the
 * pricing engine refuses is a 422 pricing_error, as on /catalog/price.
 */
export async function loadCartLines(
  deps: { pricing: PricingService; catalog: CatalogService },
  items: RateItem[],
  site: Site,
): Promise<CartLines> {
  const requests = await resolveSkus(deps.catalog, items, site);
  const { response, firstError, quotes } = await deps.pricing.priceItems({ items: requests }, site);
  if (firstError) throw httpError(ERRORS.pricing, firstError.error.message, firstError);
  const wires = response.items.filter((i): i is WireLine => !("error" in i));
  // Every line priced (no firstError): request index = wire index.
  const products = new Map(
    await Promise.all(
      [...new Set(wires.map((w) => w.productId))].map(
        async (id) => [id, await deps.catalog.getProductComplete(id, site)] as const,
      ),
    ),
  );
  const lines = wires.map((wire, n): CartLine => {
    const product = products.get(wire.productId);
    if (!product) throw httpError(ERRORS.pricing, "Trying to get price for not loaded product");
    const { ship, category } = describe(wire, product);
    const quoteShare = quotes.lineDiscountMinor[n] ?? 0;
    const amountMinor = Math.max(0, toMinor(wire.rowTotal) - toMinor(wire.hundoDiscount ?? 0) - quoteShare);
    return { wire, ship, amountMinor, category, quoteFreight: quotes.freightLine[n] ?? false };
  });
  return {
    lines,
    subtotalMinor: toMinor(response.subtotal),
    hundoDiscountMinor: toMinor(response.hundoDiscount),
    quoteDiscountMinor: quotes.discountMinor,
    quoteFreightMinor: quotes.freightMinor,
    quoteIds: quotes.honoured,
  };
}

/**
 * The delivery options of priced cart lines (shipping rates and checkout ask this one function):
 * the carrier quote of the lines, or — when the cart holds a whole custom quote — the carrier
 * quote of the other lines with the quote's freight (ADR 0052, packages/domain quote-charges).
 */
export function quoteCartShipping(cart: CartLines, input: Omit<ShippingInput, "items">): ShippingQuote {
  const freightLines = cart.lines.filter((l) => l.quoteFreight);
  if (freightLines.length === 0) return quoteShipping({ ...input, items: cart.lines.map((l) => l.ship) });
  const others = quoteShipping({ ...input, items: cart.lines.filter((l) => !l.quoteFreight).map((l) => l.ship) });
  return withQuoteFreight(
    others,
    cart.quoteFreightMinor,
    freightLines.map((l) => l.ship),
  );
}
