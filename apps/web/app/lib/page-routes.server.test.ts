import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { narrowToPage } from "./page-routes.server.ts";

// A small route table shaped like the store's: a root, an index, top-level pages, a layout with an
// index and children, and catch-all-ish dynamic paths.
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("home", "root", undefined, true),
    route("cart", "root", "cart"),
    route("account", "root", "account"),
    route("account.index", "account", undefined, true),
    route("account.orders", "account", "orders"),
    route("category", "root", ":top/:sub"),
    route("product", "root", ":slug"),
    route("events", "root", "events/:name/:year"),
  ].map((r) => [r.id, r]),
);

function contextFor(pathname: string, matched: string[]): EntryContext {
  return {
    manifest: { routes, entry: { imports: [], module: "" }, url: "/m.js", version: "1" },
    staticHandlerContext: {
      basename: "/",
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches: matched.map((id) => ({ route: { id }, params: {}, pathname })),
    },
  } as unknown as EntryContext;
}

describe("narrowToPage: the route table a page's render needs", () => {
  it.each([
    // The page's matches, plus what matches each parent path ("/" → the home index, "/account" → the account index).
    [
      "/account/orders",
      ["root", "account", "account.orders"],
      ["root", "home", "account", "account.index", "account.orders"],
    ],
    ["/cart", ["root", "cart"], ["root", "home", "cart"]],
    ["/ironworks-pocket-tee", ["root", "product"], ["root", "home", "product"]],
    // "/gear-apparel" is a parent path a product URL also matches: the product route comes along.
    ["/gear-apparel/mens-t-shirts", ["root", "category"], ["root", "home", "category", "product"]],
    ["/events/throwdown/2026", ["root", "events"], ["root", "home", "category", "product", "events"]],
  ])("%s keeps %j, in the manifest's order", (pathname, matched, kept) => {
    const narrowed = narrowToPage(contextFor(pathname, matched));
    expect(Object.keys(narrowed.manifest.routes)).toEqual(Object.keys(routes).filter((id) => kept.includes(id)));
  });

  it("leaves the render's other inputs alone and never changes the build's manifest", () => {
    const context = contextFor("/cart", ["root", "cart"]);
    const narrowed = narrowToPage(context);
    expect(narrowed.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(narrowed.manifest.entry).toBe(context.manifest.entry);
    expect(narrowed.manifest.routes.cart).toBe(routes.cart);
    expect(Object.keys(context.manifest.routes)).toHaveLength(9);
  });
});
