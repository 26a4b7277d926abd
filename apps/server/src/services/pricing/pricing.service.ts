import type { PricedLine as WireLine, PriceRequest, PriceResponse, ProductComplete } from "@ironworks/contracts";
import {
  cartTotals,
  checkProductQuantity,
  fromMinor,
  itemStockStatus,
  type HonouredQuote,
  MIN_PRICED_GROUP,
  type PricedLine,
  type QuoteCharges,
  quoteCharges,
  type PricingContext,
  priceBuyRequest,
  type Site,
  type StockStatus,
  toMinor,
  toWireLine,
} from "@ironworks/domain";
import type { Cache } from "../../platform/cache.ts";
import { HttpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";

/** SPEC §9: hot deals (and so the Hundo product ids) are cached 300 s. */
const HUNDO_TTL_MS = 300_000;

export interface LineError {
  code: string;
  message: string;
  field?: string;
}

type Outcome = { ok: true; line: PricedLine; product: ProductComplete } | { ok: false; error: LineError };

export interface PriceItemsResult {
  response: PriceResponse;
  /** The first failing line (its index in the request) and its error, or null when every line priced. */
  firstError: { index: number; error: LineError } | null;
  /**
   * The buyer's custom quotes (issue #22, ADR 0052): per request line its share of a quote discount
   * and whether it ships on a quote's freight; `honoured` the quotes whose prices priced a line.
   */
  quotes: QuoteCharges & { honoured: string[] };
}

/** A bundle is as available as its scarcest child; a configurable item is its variant. */
function stockOf(line: PricedLine, product: ProductComplete): StockStatus {
  const byId = new Map(product.children.map((c) => [c.productId, c]));
  if (line.childId !== undefined) {
    const child = byId.get(line.childId);
    return itemStockStatus(child ? [{ product: child, qty: line.qty }] : []);
  }
  if (line.children.length > 0)
    return itemStockStatus(
      line.children.flatMap((c) => {
        const child = byId.get(c.productId);
        return child ? [{ product: child, qty: c.qty * line.qty }] : [];
      }),
    );
  return itemStockStatus([{ product, qty: line.qty }]);
}

/**
 * Prices a custom quote agreed (issue #22 item 5): for a signed-in buyer, the quote ids their buy
 * requests name (`metadata.quoteId`) → product id → the quoted unit price (minor units). Only the
 * quotes of that buyer that are accepted and not expired answer; any other line prices as usual.
 */
export type QuotedPrices = (
  customerId: number,
  quoteIds: readonly string[],
  site: Site,
) => Promise<ReadonlyMap<string, { prices: ReadonlyMap<number, number>; quote: HonouredQuote }>>;

/** Who a price is for, where the caller knows it (the cart's owner, the buyer at checkout). */
export interface PricingBuyer {
  customerId: number | null;
}

const quoteIdOf = (item: PriceRequest["items"][number]): string | null => {
  const id = (item.metadata as Record<string, unknown> | undefined)?.quoteId;
  return typeof id === "string" && id.length <= 40 ? id : null;
};

export function createPricingService(catalog: CatalogService, cache: Cache) {
  let quotedPrices: QuotedPrices | null = null;

  /** Products as the catalog answers them for the site; unknown or unsold ids are simply absent. */
  async function loadProducts(ids: number[], site: Site): Promise<Map<number, ProductComplete>> {
    const loaded = await Promise.all(
      ids.map((id) =>
        catalog.getProductComplete(id, site).catch((err: unknown) => {
          if (err instanceof HttpError && err.status === 404) return undefined;
          throw err;
        }),
      ),
    );
    return new Map(loaded.flatMap((p) => (p ? [[p.productId, p] as const] : [])));
  }

  async function hundoProductIds(site: Site): Promise<ReadonlySet<number>> {
    const ids = await cache.wrap(
      `pricing:hundo:${site.code}`,
      HUNDO_TTL_MS,
      async () => (await catalog.getHotActive(site)).hundoProductIds,
    );
    return new Set(ids);
  }

  async function groupPrices(products: ProductComplete[], site: Site, groupId: number): Promise<Map<number, number>> {
    const ids = products.flatMap((p) => [p.productId, ...p.children.map((c) => c.productId)]);
    if (ids.length === 0) return new Map();
    const { prices } = await catalog.listGroupPrices([...new Set(ids)], site, groupId);
    return new Map(prices.filter((p) => p.groupId === groupId).map((p) => [p.productId, p.price]));
  }

  async function contextFor(input: PriceRequest, products: ProductComplete[], site: Site): Promise<PricingContext> {
    const ctx: PricingContext = { now: new Date(), hundoProductIds: await hundoProductIds(site) };
    if (input.groupId !== undefined) {
      ctx.groupId = input.groupId;
      if (input.groupId >= 2) ctx.groupPrices = await groupPrices(products, site, input.groupId);
    }
    return ctx;
  }

  async function quotedFor(input: PriceRequest, site: Site, buyer: PricingBuyer | undefined) {
    const none: Awaited<ReturnType<QuotedPrices>> = new Map();
    if (!quotedPrices || !buyer?.customerId) return none;
    const ids = [...new Set(input.items.flatMap((i) => quoteIdOf(i) ?? []))];
    if (ids.length === 0) return none;
    return quotedPrices(buyer.customerId, ids, site);
  }

  return {
    /** The custom quotes' prices (wired once by the zeus service). */
    honourQuotes(resolver: QuotedPrices) {
      quotedPrices = resolver;
    },

    /**
     * Prices buy requests for a site with the shared engine. Prices come only from the catalog,
     * never the request; group prices for `groupId` ≥ 2; Hundo deals from the site's hot deals;
     * product-level quantity rules (SPEC §5) are checked — account-level ones (the ticket-only
     * sku, one per account) need the session and belong to the cart.
     */
    async priceItems(input: PriceRequest, site: Site, buyer?: PricingBuyer): Promise<PriceItemsResult> {
      const products = await loadProducts([...new Set(input.items.map((i) => i.productId))], site);
      const ctx = await contextFor(input, [...products.values()], site);
      const quoted = await quotedFor(input, site, buyer);
      const outcomes = input.items.map((item): Outcome => {
        const product = products.get(item.productId);
        const quote = quoted.get(quoteIdOf(item) ?? "");
        let priced = priceBuyRequest(item, product, ctx);
        // A quoted line: the quote's price for the priced product id (a configurable's chosen child,
        // else the product) is the line's group price, taken when below the others — so another
        // variant of a quoted configurable is not sold at the quoted variant's price.
        const pricedId = priced.ok ? (priced.line.childId ?? item.productId) : item.productId;
        const quotedMinor = quote?.prices.get(pricedId);
        if (quotedMinor !== undefined) {
          const own = ctx.groupPrices?.get(pricedId);
          const group = own !== undefined && toMinor(own) < quotedMinor ? own : fromMinor(quotedMinor);
          priced = priceBuyRequest(item, product, {
            ...ctx,
            groupId: Math.max(ctx.groupId ?? 0, MIN_PRICED_GROUP),
            groupPrices: new Map([...(ctx.groupPrices ?? []), [pricedId, group]]),
          });
        }
        if (!priced.ok) return priced;
        if (!product)
          return {
            ok: false,
            error: { code: "product_not_loaded", message: "Trying to get price for not loaded product" },
          };
        const limit = checkProductQuantity(product, item.qty);
        if (!limit.ok)
          return { ok: false, error: { code: limit.error.code, message: limit.error.message, field: "qty" } };
        return { ok: true, line: priced.line, product };
      });
      const lines = outcomes.flatMap((o) => (o.ok ? [o.line] : []));
      const totals = cartTotals(lines);
      let n = 0;
      const items = outcomes.map((o): WireLine | { error: LineError } =>
        o.ok
          ? { ...toWireLine(o.line, totals.lineHundoMinor[n++]), stockStatus: stockOf(o.line, o.product) }
          : { error: o.error },
      );
      const index = outcomes.findIndex((o) => !o.ok);
      const failed = outcomes[index];
      // A line is the quote's when the quote's price is what priced it (ADR 0048, 0052).
      let k = 0;
      const quoteLines = outcomes.map((o, i) => {
        if (!o.ok) return { productId: -1, qty: 0, quoteId: null, rowMinor: 0 };
        const hundo = totals.lineHundoMinor[k++] ?? 0;
        const id = quoteIdOf(input.items[i] as PriceRequest["items"][number]);
        const pricedId = o.line.childId ?? o.line.productId;
        const price = quoted.get(id ?? "")?.prices.get(pricedId);
        const ours = id !== null && price !== undefined && o.line.unitMinor <= price;
        return {
          productId: pricedId,
          qty: o.line.qty,
          quoteId: ours ? id : null,
          rowMinor: o.line.rowMinor - hundo,
        };
      });
      const charges = quoteCharges(
        quoteLines,
        [...quoted.values()].map((q) => q.quote),
      );
      const honoured = [...new Set(quoteLines.flatMap((l) => l.quoteId ?? []))];
      return {
        firstError: failed && !failed.ok ? { index, error: failed.error } : null,
        quotes: { ...charges, honoured },
        response: {
          items,
          subtotal: fromMinor(totals.subtotalMinor),
          hundoDiscount: fromMinor(totals.hundoDiscountMinor),
          total: fromMinor(totals.totalMinor),
          currency: site.currency,
          storeId: site.storeId,
        },
      };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
