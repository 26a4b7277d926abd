import { describe, expect, it } from "vitest";
import { catalogCatalog } from "./features/catalog/messages.server.ts";
import { cartCatalog } from "./features/lists/cart/messages.server.ts";
import { lineCatalog } from "./features/lists/line/messages.server.ts";
import { pageMessages } from "./lib/i18n/catalog.server.ts";
import { pageMessagesOf, translate } from "./lib/i18n/messages.ts";
import { routeKeySets } from "./lib/i18n/route-keys.ts";
import { narrowLoaderData } from "./lib/i18n/route-messages.server.ts";
import routes from "./routes.ts";

/**
 * Issue 15's budgets on the real route table (ADR 0035 addendum): the cart's loader returns the
 * catalog catalog for its rows' stock, price and error words, and ships only those, not the product
 * page's words; the product route keeps what its page shows.
 */
const APP = new URL(".", import.meta.url).pathname;
const sets = routeKeySets(APP, routes);
const keysOf = (id: string) => new Set(sets[id] ?? []);

describe("per-route message keys", () => {
  it("finds a set for every route the table declares, the root's holding every used key", () => {
    expect(Object.keys(sets)).toEqual(expect.arrayContaining(["root", "home", "cart", "resolve", "checkout-layout"]));
    expect(sets.root?.length).toBeGreaterThan(1000);
  });

  it("the cart ships its rows' catalog words, not the product page's", () => {
    const cart = narrowLoaderData(
      { messages: pageMessages({ tag: "de-DE" }, cartCatalog, lineCatalog, catalogCatalog) },
      "cart",
      keysOf("cart"),
    );
    const [page] = pageMessagesOf([{ loaderData: cart }]);
    const shipped = Object.keys(page?.messages ?? {});
    const catalogWords = shipped.filter((k) => k.startsWith("catalog."));
    // The cart's rows: stock status, price per unit, SKU, and the errors a line can carry.
    expect(catalogWords).toEqual(expect.arrayContaining(["catalog.stock.in_stock", "catalog.price.each"]));
    expect(catalogWords.length).toBeLessThan(catalogCatalog.keys.length / 2);
    // Every cart and line word stays (the cart renders all of them somewhere).
    expect(shipped).toEqual(expect.arrayContaining([...cartCatalog.keys, ...lineCatalog.keys]));
    expect(translate(pageMessagesOf([{ loaderData: cart }]), "catalog.stock.in_stock")).not.toBe("");
  });

  it("the product route (the catch-all resolver) keeps every word its product page names", () => {
    const productPage = routeKeySets(APP, [{ id: "page", file: "features/catalog/ProductPage.tsx" }]).page ?? [];
    const resolve = keysOf("resolve");
    expect(productPage.filter((k) => k.startsWith("catalog.")).length).toBeGreaterThan(50);
    expect(productPage.filter((k) => !resolve.has(k))).toEqual([]);
  });
});
