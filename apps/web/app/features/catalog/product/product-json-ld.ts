import type { ProductComplete } from "@ironworks/contracts";
import { imageAt } from "@ironworks/domain";
import { bestStockState, finalPrice, type StockState, stockState } from "./product-view.ts";

const AVAILABILITY: Record<StockState, string> = {
  in_stock: "https://schema.org/InStock",
  backorder: "https://schema.org/BackOrder",
  bin: "https://schema.org/OutOfStock",
  oos: "https://schema.org/OutOfStock",
};

const money = (n: number) => n.toFixed(2);

/** schema.org Product for search engines: offers carry the price the shopper pays now, currency and availability. */
export function productJsonLd(product: ProductComplete, pageUrl: string, now?: Date): Record<string, unknown> {
  const abs = (path: string) => new URL(path, pageUrl).href;
  const multi = product.type === "configurable" || product.type === "grouped";
  const members = multi ? product.children : [product];
  const availability = AVAILABILITY[multi ? bestStockState(members) : stockState(product.inventory, product.type)];

  let prices: number[];
  if (product.type === "giftcard" && product.giftcardData) {
    const g = product.giftcardData;
    prices = [...g.amounts];
    if (g.isOpenAmountAllowed) {
      if (g.openAmountMin !== null) prices.push(g.openAmountMin);
      if (g.openAmountMax !== null) prices.push(g.openAmountMax);
    }
  } else {
    prices = members.map((m) => finalPrice(m, now)).filter((p): p is number => p !== null);
  }

  let offers: Record<string, unknown> | undefined;
  if (prices.length > 0) {
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const base = {
      priceCurrency: product.currency,
      availability,
      url: pageUrl,
      itemCondition: "https://schema.org/NewCondition",
    };
    offers =
      low === high && !multi
        ? { "@type": "Offer", price: money(low), ...base }
        : {
            "@type": "AggregateOffer",
            lowPrice: money(low),
            highPrice: money(high),
            offerCount: prices.length,
            ...base,
          };
  }

  const a = product.attributes;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url: pageUrl,
    ...(product.gallery.length ? { image: product.gallery.map((g) => abs(imageAt(g.link, 1284))) } : {}),
    ...(a.short_description ? { description: a.short_description } : {}),
    ...(a.manufacturer ? { brand: { "@type": "Brand", name: a.manufacturer } } : {}),
    ...(offers ? { offers } : {}),
  };
}
