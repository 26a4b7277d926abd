import type { ProductAttributes } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { QUOTED_SKU } from "./search.config.ts";
import { buildIndex, siteSlot } from "./search.index.ts";
import { corrections } from "./search.match.ts";
import type { CatalogSnapshot, SourcePrice, SourceProduct } from "./search.source.ts";
import { createTokenSigner } from "./search.token.ts";
import { toSearchProduct } from "./search.wire.ts";

const NOW = new Date("2026-03-10T12:00:00Z");

function product(id: number, overrides: Partial<SourceProduct> & { usd?: SourcePrice | null } = {}): SourceProduct {
  const { usd, ...rest } = overrides;
  const prices = new Map<number, SourcePrice>();
  if (usd !== null) prices.set(1, usd ?? { price: 10_000, specialPrice: null, promoPrice: null });
  return {
    id,
    sku: `SKU${id}`,
    name: `Product ${id}`,
    type: "simple",
    urlKey: `product-${id}`,
    attributes: { manufacturer: "Ironworks" } as ProductAttributes,
    configurableAttributes: [],
    gallery: [],
    thumbnail: null,
    sites: null,
    categories: [{ categoryId: 1, position: id }],
    prices,
    stock: { qoh: 5, backorder: false },
    children: [],
    createdAt: 0,
    ...rest,
  };
}

function snapshot(products: SourceProduct[]): CatalogSnapshot {
  return {
    version: "t",
    products,
    categories: [{ id: 1, parentId: null, name: "Bars", urlPath: "bars", position: 1, sites: null, inMenu: true }],
    deals: [],
  };
}

describe("buildIndex", () => {
  it("offers a product only where it is listed and priced", () => {
    const index = buildIndex(snapshot([product(1), product(2, { sites: ["EUR"] }), product(3, { usd: null })]), NOW);
    const usa = siteSlot("USA");
    expect(index.docs.filter((d) => d.offers[usa]).map((d) => d.productId)).toEqual([1]);
    // Product 2 is listed for EUR only but has no EUR price: nobody sells it.
    expect(index.byProductId.has(2)).toBe(false);
  });

  it("sends special_price only when the final price is below price, and the active promo counts", () => {
    const promo = { rogue_promo_enabled: true, rogue_promo_from_date: "2026-03-01", rogue_promo_to_date: "2026-03-20" };
    const index = buildIndex(
      snapshot([
        product(1, { usd: { price: 10_000, specialPrice: 12_000, promoPrice: null } }),
        product(2, { usd: { price: 10_000, specialPrice: 9_000, promoPrice: null } }),
        product(3, {
          usd: { price: 10_000, specialPrice: 9_000, promoPrice: 8_000 },
          attributes: { manufacturer: "Ironworks", ...promo } as ProductAttributes,
        }),
      ]),
      NOW,
    );
    const wire = (id: number) => toSearchProduct(index, index.byProductId.get(id) as never, "USA");
    expect(wire(1)).not.toHaveProperty("special_price");
    expect(wire(2)?.special_price).toBe(90);
    expect(wire(3)?.special_price).toBe(80);
    // The promo ends at the end of Mar 20: the index knows its prices expire then.
    expect(index.validUntil).toBe(Date.parse("2026-03-20") + 86_400_000 - 1);
  });

  it("flags the quote-priced product as quoted only when its price is zero or missing", () => {
    const quoted = (price: number | null) => {
      const index = buildIndex(
        snapshot([product(1, { sku: QUOTED_SKU, usd: { price, specialPrice: null, promoPrice: null } })]),
        NOW,
      );
      return toSearchProduct(index, index.docs[0] as never, "USA")?.quoted;
    };
    expect(quoted(0)).toBe(true);
    expect(quoted(null)).toBe(true);
    expect(quoted(120_000)).toBe(false);
    const other = buildIndex(snapshot([product(1, { usd: { price: 0, specialPrice: null, promoPrice: null } })]), NOW);
    expect(toSearchProduct(other, other.docs[0] as never, "USA")?.quoted).toBe(false);
  });

  it("corrects typos to the most common words at the smallest distance (a rare one is dropped)", () => {
    const index = buildIndex(
      snapshot([
        ...[1, 2, 3, 4, 5].map((id) => product(id, { name: `Dumbbells ${id}` })),
        product(6, { name: "Gym Duffel" }),
      ]),
      NOW,
    );
    expect(corrections(index, "dumbel")).toEqual(["dumbbell"]);
    expect(corrections(index, "dumbbell")).toEqual([]);
    expect(corrections(index, "bar")).toEqual([]);
  });
});

describe("search tokens", () => {
  it("verify only while unexpired and only with the signing key", () => {
    const signer = createTokenSigner("secret-a");
    const { token, expires } = signer.issue("GBR", 1_000);
    expect(expires).toBe(1_000 + 15 * 60_000);
    expect(signer.verify(token, 2_000)).toEqual({ site: "GBR", exp: expires });
    expect(signer.verify(token, expires)).toBeUndefined();
    expect(createTokenSigner("secret-b").verify(token, 2_000)).toBeUndefined();
    expect(signer.verify(`${token}x`, 2_000)).toBeUndefined();
    expect(signer.verify("v1..", 2_000)).toBeUndefined();
  });
});
