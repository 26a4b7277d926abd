import { SITES } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, discoverCatalog, type DiscoveredCatalog, type TestStore } from "@ironworks/server/testing";
import { resolvePath } from "./resolve.server.ts";

let store: TestStore;
let usa: DiscoveredCatalog;
beforeAll(async () => {
  store = await createTestStore();
  usa = await discoverCatalog(store);
});
afterAll(async () => {
  await store?.close();
});

describe("resolvePath for products", () => {
  it("loads a configurable with its children, without the text only the parent shows", async () => {
    const listed = usa.byType("configurable");
    const resolved = await resolvePath(store.services, SITES.USA, listed.url);
    if (resolved.kind !== "product") throw new Error(`expected a product, got ${resolved.kind}`);
    expect(resolved.product.productId).toBe(listed.productId);
    expect(resolved.product.children.length).toBeGreaterThan(0);
    expect(resolved.product.children.map((c) => c.productId).sort()).toEqual([...resolved.product.childrenIds].sort());
    for (const child of resolved.product.children) expect(child.attributes.description).toBeUndefined();
    expect(resolved.compatibility).toBeNull();
  });

  it("loads bundle and grouped members", async () => {
    for (const type of ["bundle", "grouped"] as const) {
      const resolved = await resolvePath(store.services, SITES.USA, usa.byType(type).url);
      if (resolved.kind !== "product") throw new Error(`expected a product, got ${resolved.kind}`);
      expect(resolved.product.children.length).toBeGreaterThan(0);
    }
  });

  it("lists compatible and incompatible accessories for a rack accessory, never the product itself", async () => {
    let found = false;
    for (const listed of usa.products) {
      const p = await store.services.catalog.getProduct(listed.productId, SITES.USA);
      const { compat_tag, compat_group, accessory_type } = p.attributes;
      if (!compat_tag || !compat_group || !accessory_type) continue;
      const resolved = await resolvePath(store.services, SITES.USA, p.url);
      if (resolved.kind !== "product" || !resolved.compatibility) throw new Error("expected compatibility lists");
      const all = [...resolved.compatibility.compatible, ...resolved.compatibility.incompatible];
      expect(all.length).toBeGreaterThan(0);
      expect(all.some((s) => s.productId === p.productId)).toBe(false);
      expect(all.every((s) => s.url.startsWith("/"))).toBe(true);
      found = true;
      break;
    }
    expect(found).toBe(true);
  });

  it("uses the store sku for EU sites", async () => {
    const listed = usa.byType("simple");
    const resolved = await resolvePath(store.services, SITES.EUR, listed.url);
    if (resolved.kind === "product") expect(resolved.product.sku.startsWith("EU-")).toBe(true);
  });

  it("answers notFound for an unknown path", async () => {
    expect((await resolvePath(store.services, SITES.USA, "/no-such-thing-here")).kind).toBe("notFound");
  });

  it("follows a redirect to one of the app's own pages (no route row of its own)", async () => {
    await store.database.db.execute(
      sql`insert into route_url_rewrites (site, request_path, redirect_target, redirect_type) values ('*', '/to-deals', '/deals', 302)`,
    );
    expect(await resolvePath(store.services, SITES.USA, "/to-deals")).toEqual({
      kind: "redirect",
      target: "/deals",
      status: 302,
    });
  });

  it("still stops a redirect loop at the recursion limit", async () => {
    expect((await resolvePath(store.services, SITES.USA, "/loop-a")).kind).toBe("notFound");
  });
});
