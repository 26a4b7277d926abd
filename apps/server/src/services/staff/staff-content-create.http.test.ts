import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17: creating and deleting categories, CMS pages and blocks from the back office — 201 and
 * the storefront's reads (menu, category, route, page, block) at once, 409 with a code on URL key
 * and identifier collisions, 403 naming the permission, an audit entry in the transaction.
 */
const clock = movableNow();
let store: TestStore;
let merch: StaffClient;
let support: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  merch = await signedInStaff(store, clock, "merchandiser");
  support = await signedInStaff(store, clock, "support");
});
afterAll(() => store.close());

const get = async (path: string) => {
  const res = await store.app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
};
const route = (url: string) => get(`/svc_route/route?url=${encodeURIComponent(url)}`);
const category = (path: string) => {
  const c = seedData().categories.find((x) => x.urlPath === path);
  if (!c) throw new Error(`no seeded category ${path}`);
  return c;
};
const audits = async (action: string, targetId: string) =>
  (
    (await store.database.db.execute(
      sql`select action, staff_email as "staffEmail", changes from staff_audit where action = ${action} and target_id = ${targetId}`,
    )) as unknown as { rows: { action: string; staffEmail: string; changes: Record<string, unknown> }[] }
  ).rows;

type Ref = { id: number; url: string; name: string; children?: Ref[] };

describe("categories", () => {
  it("a new sub-category: 201, routed in English and German, in the menu and its parent at once, audited", async () => {
    const shoes = category("shoes");
    await get("/svc_content/catalog/menu?locale=de"); // cached now
    await get(`/svc_content/catalog/category/${shoes.id}?locale=en`);
    const made = await merch.json("POST", "/svc_staff/categories", {
      parentId: shoes.id,
      position: 1,
      copy: { en: { name: "Insoles", urlKey: "insoles" }, de: { name: "Einlegesohlen", urlKey: "einlegesohlen" } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      parentId: shoes.id,
      urlPath: "shoes/insoles",
      paths: { en: "/shoes/insoles", de: "/shoes/einlegesohlen" },
      version: 1,
    });
    const id = made.body.id as number;
    expect((await route("/shoes/insoles")).body).toMatchObject({ entityType: "category", entityId: id });
    expect((await route("/shoes/einlegesohlen")).body).toMatchObject({ entityType: "category", entityId: id });
    const menu = (await get("/svc_content/catalog/menu?locale=de")).body as unknown as Ref[];
    expect(menu.find((m) => m.id === shoes.id)?.children?.find((c) => c.id === id)).toMatchObject({
      name: "Einlegesohlen",
      url: "/shoes/einlegesohlen",
    });
    const parent = (await get(`/svc_content/catalog/category/${shoes.id}?locale=en`)).body as unknown as {
      children: Ref[];
    };
    expect(parent.children.map((c) => c.id)).toContain(id);
    const [entry] = await audits("category.create", String(id));
    expect(entry?.staffEmail).toBe(merch.email);
    expect(entry?.changes.name).toEqual({ before: null, after: "Insoles" });

    // Moving it under another parent: the old URL redirects (301) to the new one.
    const gear = category("gear-apparel");
    const moved = await merch.json("PUT", `/svc_staff/categories/${id}`, { version: 1, parentId: gear.id });
    expect([moved.status, moved.body.urlPath]).toEqual([200, "gear-apparel/insoles"]);
    expect((await route("/shoes/insoles")).body).toMatchObject({
      redirectTarget: "/gear-apparel/insoles",
      redirectType: 301,
    });

    // Deleted (empty): its URL leads to its parent's; gone from the menu.
    const gone = await merch.request("DELETE", `/svc_staff/categories/${id}?version=${moved.body.version}`);
    expect(gone.status).toBe(204);
    expect((await route("/gear-apparel/insoles")).body).toMatchObject({ redirectTarget: "/gear-apparel" });
    const after = (await get("/svc_content/catalog/menu?locale=en")).body as unknown as Ref[];
    expect(after.find((m) => m.id === gear.id)?.children?.some((c) => c.id === id)).toBe(false);
    expect(await audits("category.delete", String(id))).toHaveLength(1);
  });

  it("a URL key another category has under the same parent → 409 url_in_use; a redirect's path too", async () => {
    const socks = category("shoes/socks");
    const taken = await merch.json("POST", "/svc_staff/categories", {
      parentId: socks.parentId,
      copy: { en: { name: "More socks", urlKey: "socks" } },
    });
    expect([taken.status, taken.body.error.code, taken.body.error.details.path]).toEqual([
      409,
      "url_in_use",
      "/shoes/socks",
    ]);
    // /apparel is a seeded redirect.
    const redirect = await merch.json("POST", "/svc_staff/categories", {
      parentId: null,
      copy: { en: { name: "Apparel", urlKey: "apparel" } },
    });
    expect([redirect.status, redirect.body.error.code]).toEqual([409, "url_in_use"]);
  });

  it("bad input → 400 with the field; an unknown parent → 400; support → 403 catalog.categories", async () => {
    const bad = await merch.json("POST", "/svc_staff/categories", {
      parentId: null,
      copy: { en: { name: "", urlKey: "Not A Key" } },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
    const orphan = await merch.json("POST", "/svc_staff/categories", {
      parentId: 99_999,
      copy: { en: { name: "Orphan", urlKey: "orphan" } },
    });
    expect([orphan.status, orphan.body.error.details.fields[0].field]).toEqual([400, "parentId"]);
    const denied = await support.json("POST", "/svc_staff/categories", {
      parentId: null,
      copy: { en: { name: "Nope", urlKey: "nope" } },
    });
    expect([denied.status, denied.body.error.details.permission]).toEqual([403, "catalog.categories"]);
  });

  it("a category with products or sub-categories is not deleted: 409 category_not_empty", async () => {
    const shoes = category("shoes");
    const read = await merch.json("GET", `/svc_staff/categories/${shoes.id}`);
    const res = await merch.request("DELETE", `/svc_staff/categories/${shoes.id}?version=${read.body.version}`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("category_not_empty");
  });
});

describe("CMS pages and blocks", () => {
  it("a new page: 201, routed, on the storefront at once, audited; the same identifier again → 409", async () => {
    const made = await merch.json("POST", "/svc_staff/cms/pages", {
      identifier: "team-story",
      site: "*",
      url: "/team-story",
      title: "Our team",
      metaDescription: "Who we are",
      blocks: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    expect((await route("/team-story")).body).toMatchObject({ entityType: "cms", entityId: "team-story" });
    const page = await get("/svc_content/cms/page/team-story");
    expect([page.status, page.body.title]).toEqual([200, "Our team"]);
    expect((await audits("cms_page.create", String(id)))[0]?.staffEmail).toBe(merch.email);

    const again = await merch.json("POST", "/svc_staff/cms/pages", {
      identifier: "team-story",
      site: "*",
      title: "Again",
    });
    expect([again.status, again.body.error.code]).toEqual([409, "identifier_in_use"]);
    const url = await merch.json("POST", "/svc_staff/cms/pages", {
      identifier: "team-story-2",
      url: "/team-story",
      title: "Same URL",
    });
    expect([url.status, url.body.error.code]).toEqual([409, "url_in_use"]);

    // Disabled: gone from the storefront at once; deleted: its route too.
    const off = await merch.json("PUT", `/svc_staff/cms/pages/${id}`, {
      version: 1,
      locale: "en",
      title: "Our team",
      metaDescription: "Who we are",
      blocks: [],
      isActive: false,
    });
    expect(off.status).toBe(200);
    expect((await get("/svc_content/cms/page/team-story")).status).toBe(404);
    const gone = await merch.request("DELETE", `/svc_staff/cms/pages/${id}?version=${off.body.version}`);
    expect(gone.status).toBe(204);
    expect((await route("/team-story")).status).toBe(404);
    expect(await audits("cms_page.delete", String(id))).toHaveLength(1);
  });

  it("a new block per store: 201, on the storefront at once; the same name again → 409; support → 403", async () => {
    const made = await merch.json("POST", "/svc_staff/cms/blocks", {
      name: "promo-strip",
      site: "EUR",
      content: "<p>Free shipping this week</p>",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const block = await get("/svc_content/site/EUR/cms/block/promo-strip");
    expect(block.body).toMatchObject({ active: true, content: "<p>Free shipping this week</p>" });
    const again = await merch.json("POST", "/svc_staff/cms/blocks", {
      name: "promo-strip",
      site: "EUR",
      content: "x",
    });
    expect([again.status, again.body.error.code]).toEqual([409, "identifier_in_use"]);
    const other = await merch.json("POST", "/svc_staff/cms/blocks", { name: "promo-strip", site: "GBR", content: "y" });
    expect(other.status).toBe(201);
    const denied = await support.json("POST", "/svc_staff/cms/blocks", { name: "x", content: "y" });
    expect([denied.status, denied.body.error.details.permission]).toEqual([403, "content.cms"]);
    expect((await audits("cms_block.create", "EUR:promo-strip"))[0]?.staffEmail).toBe(merch.email);
    const gone = await merch.request("DELETE", "/svc_staff/cms/blocks/EUR/promo-strip?version=1");
    expect(gone.status).toBe(204);
    expect((await get("/svc_content/site/EUR/cms/block/promo-strip")).status).toBe(404);
  });
});
