import { SITES } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { staffTestStore } from "../staff/staff.testing.ts";

/** /rogue-catalog's edition and PDF (issue #22 item 6): from the live catalog, redrawn after a change. */
const ctx = staffTestStore(["merchandiser"]);

describe("/svc_zeus/catalog", () => {
  it("answers chapters per top-level category with products and prices; USA only", async () => {
    const b = testBrowser(ctx.store);
    const res = await b.request("/svc_zeus/catalog");
    expect(res.status).toBe(200);
    const edition = (await res.json()) as Json;
    expect(edition.chapters.length).toBeGreaterThan(1);
    const menu = (await ctx.store.services.catalog.listMenu(SITES.USA)).map((c) => c.name);
    expect(edition.chapters.map((c: Json) => c.name)).toEqual(menu);
    const products = edition.chapters.flatMap((c: Json) => [
      ...c.products,
      ...c.sections.flatMap((s: Json) => s.products),
    ]);
    expect(products.length).toBeGreaterThan(10);
    expect(products.every((p: Json) => typeof p.name === "string" && p.url.startsWith("/"))).toBe(true);
    expect(new Set(edition.chapters.map((c: Json) => c.slug)).size).toBe(edition.chapters.length);

    expect((await b.request("/svc_zeus/site/EUR/catalog")).status).toBe(404);
    expect((await b.request("/svc_zeus/site/EUR/catalog.pdf")).status).toBe(404);
  });

  it("serves a PDF that is kept until the catalog changes, then drawn again", async () => {
    const b = testBrowser(ctx.store);
    const first = await b.request("/svc_zeus/catalog.pdf");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(2000);
    const etag = first.headers.get("etag");

    const again = await b.request("/svc_zeus/catalog.pdf");
    expect(again.headers.get("etag")).toBe(etag);

    const { merchandiser } = ctx.staff;
    const id = plentiful().id;
    const read = await merchandiser.json("GET", `/svc_staff/products/${id}`);
    const renamed = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
      version: read.body.version,
      name: "Catalog Edition Test Bar",
    });
    expect(renamed.status).toBe(200);
    const after = await b.request("/svc_zeus/catalog.pdf");
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const edition = (await (await b.request("/svc_zeus/catalog")).json()) as Json;
    expect(JSON.stringify(edition)).toContain("Catalog Edition Test Bar");
  });
});
