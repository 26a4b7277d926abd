import { createHash } from "node:crypto";
import {
  type BuyRequest,
  LIST_MESSAGE_CODES,
  type List,
  type ListItem,
  type ListMessage,
  type PricedLine,
  type ProductComplete,
} from "@ironworks/contracts";
import { describeLine, fromMinor, type Language, type Site, toMinor } from "@ironworks/domain";
import { HttpError } from "../../../platform/errors.ts";
import type { CatalogService } from "../../catalog/index.ts";
import type { PricingService } from "../../pricing/index.ts";
import type { ItemRow, ListRow } from "../lists.repository.ts";
import { isPurchasable, sellableQty } from "./stock.ts";

export interface PresentDeps {
  pricing: PricingService;
  catalog: CatalogService;
  /** Whether the customer holds a live ticket for a ticket-only product (SPEC §5 HW1012). */
  holdsTicketFor?: (customerId: number, productId: number) => Promise<boolean>;
}

/** The buy request an item row stands for. */
export function toBuyRequest(row: ItemRow): BuyRequest {
  return { ...(row.request as Omit<BuyRequest, "productId" | "qty">), productId: row.productId, qty: row.qty };
}

/** The public handle of a registry item: derived from its id, which it does not reveal. */
export function itemKeyOf(itemId: string): string {
  return createHash("sha256").update(`registry-item:${itemId}`).digest("base64url").slice(0, 16);
}

/**
 * Products by id as the catalog answers them for the site (cached there), their names and copy in
 * `language` (English without it, ADR 0038); missing ones are absent.
 */
export async function loadProducts(
  catalog: CatalogService,
  ids: Iterable<number>,
  site: Site,
  language?: Language,
): Promise<Map<number, ProductComplete>> {
  const loaded = await Promise.all(
    [...new Set(ids)].map((id) =>
      catalog.getProductComplete(id, site, language).catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 404) return undefined;
        throw err;
      }),
    ),
  );
  return new Map(loaded.flatMap((p) => (p ? [[p.productId, p] as const] : [])));
}

const isLine = (x: unknown): x is PricedLine => typeof x === "object" && x !== null && !("error" in x);

function productInfo(product: ProductComplete | undefined, line: PricedLine | undefined): ListItem["product"] {
  if (!product) return { name: "This product is no longer available", sku: "", type: "", url: "", thumbnail: null };
  const variant = line?.childId !== undefined ? product.children.find((c) => c.productId === line.childId) : undefined;
  return {
    name: product.name,
    sku: variant?.sku ?? product.sku,
    type: product.type,
    url: product.url,
    thumbnail: variant?.thumbnail ?? product.thumbnail,
  };
}

/**
 * A list as the owner sees it: every item re-priced by the engine in one call (partial, so an item
 * that cannot be priced now shows its error instead of failing the list), its stock status and
 * sellable quantity, the call's messages plus stock and pricing warnings, and totals.
 */
export async function presentList(
  deps: PresentDeps,
  list: ListRow,
  items: ItemRow[],
  context: { site: Site; groupId: number; language?: Language | undefined; messages?: ListMessage[] },
): Promise<List> {
  const { site } = context;
  const requests = items.map(toBuyRequest);
  const [priced, products] = await Promise.all([
    requests.length
      ? deps.pricing.priceItems(
          { items: requests, groupId: context.groupId, partial: true },
          site,
          // A cart's quoted lines (custom quotes, issue #22) at the quote's price for its owner only.
          isPurchasable(list.type) ? { customerId: list.ownerCustomerId } : undefined,
        )
      : Promise.resolve(null),
    loadProducts(
      deps.catalog,
      requests.map((r) => r.productId),
      site,
      context.language,
    ),
  ]);
  const messages: ListMessage[] = [...(context.messages ?? [])];
  const purchasable = isPurchasable(list.type);
  const out = items.map((row, i): ListItem => {
    const request = requests[i] as BuyRequest;
    const wire = priced?.response.items[i];
    const line = isLine(wire) ? wire : undefined;
    const product = products.get(row.productId);
    const info = productInfo(product, line);
    const maxQty = sellableQty(product, line);
    const item: ListItem = {
      ...request,
      _id: row.id,
      listItemId: row.id,
      product: info,
      description: describeLine(product, line, request.metadata, info.name),
      stockStatus: line ? line.stockStatus : null,
      maxQty,
    };
    if (line) {
      const { stockStatus: _, ...price } = line;
      item.price = price;
      if (purchasable && line.stockStatus !== "empty")
        messages.push({
          type: "warning",
          code: LIST_MESSAGE_CODES.inventory,
          message:
            maxQty && maxQty > 0
              ? `Only ${maxQty} of ${info.name} ${maxQty === 1 ? "is" : "are"} available.`
              : `${info.name} is out of stock.`,
          itemId: row.id,
          values: { name: info.name, max: maxQty && maxQty > 0 ? maxQty : 0 },
        });
    } else if (wire && "error" in wire) {
      item.error = { code: wire.error.code, message: wire.error.message };
      messages.push({
        type: "error",
        code: LIST_MESSAGE_CODES.pricing,
        message: wire.error.message,
        itemId: row.id,
        values: { name: info.name, reason: wire.error.code },
      });
    }
    if (list.type === "registry") {
      const registry = (request.metadata?.registry ?? {}) as Record<string, unknown>;
      item.metadata = {
        ...request.metadata,
        registry: { ...registry, wanted: row.qty, purchased: Number(registry.purchased ?? 0) },
      };
    }
    return item;
  });
  const response = priced?.response;
  const quoteDiscountMinor = priced?.quotes.discountMinor ?? 0;
  return {
    _id: list.id,
    type: list.type,
    items: out,
    messages,
    metadata: {
      ...list.metadata,
      isActive: list.isActive,
      activeCartTs: list.activeCartTs ? list.activeCartTs.toISOString() : null,
    },
    urlKey: list.urlKey,
    version: list.version,
    totals: {
      qty: items.reduce((n, r) => n + r.qty, 0),
      subtotal: response?.subtotal ?? 0,
      hundoDiscount: response?.hundoDiscount ?? 0,
      // The owner's whole custom quotes (ADR 0052): their discount, taken off the total as checkout does.
      ...(quoteDiscountMinor > 0 ? { quoteDiscount: fromMinor(quoteDiscountMinor) } : {}),
      total: fromMinor(Math.max(0, toMinor(response?.total ?? 0) - quoteDiscountMinor)),
      currency: site.currency,
    },
    updatedAt: list.updatedAt.toISOString(),
  };
}
