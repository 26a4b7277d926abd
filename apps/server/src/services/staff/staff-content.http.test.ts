import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 item 4 (categories, redirects, CMS) and issue #15 item 3 (missing translations) through
 * the staff API: the merchandiser's permissions, one-hop redirect rules, URL moves that leave
 * redirects, versions (409), audit entries, and the storefront's reads seeing the change at once.
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

const route = async (url: string) => {
  const res = await store.app.request(`/svc_route/route?url=${encodeURIComponent(url)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const category = (path: string) => {
  const c = seedData().categories.find((x) => x.urlPath === path);
  if (!c) throw new Error(`no seeded category ${path}`);
  return c;
};
const lastAudit = async (action: string) =>
  (
    (await store.database.db.execute(
      sql`select action, staff_email as "staffEmail", changes from staff_audit where action = ${action} order by id desc limit 1`,
    )) as unknown as { rows: { action: string; staffEmail: string; changes: Record<string, unknown> }[] }
  ).rows[0];

describe("categories", () => {
  it("support may read but not edit: 403 names catalog.categories", async () => {
    const id = category("weightlifting-bars-plates/barbells").id;
    expect((await support.json("GET", `/svc_staff/categories/${id}`)).status).toBe(200);
    const res = await support.json("PUT", `/svc_staff/categories/${id}`, { version: 1, position: 3 });
    expect([res.status, res.body.error.code, res.body.error.details.permission]).toEqual([
      403,
      "staff_forbidden",
      "catalog.categories",
    ]);
  });

  it("a German URL key resolves, and renaming it leaves a 301 from the old German URL", async () => {
    const id = category("weightlifting-bars-plates/barbells").id;
    let read = await merch.json("GET", `/svc_staff/categories/${id}`);
    const first = await merch.json("PUT", `/svc_staff/categories/${id}`, {
      version: read.body.version,
      copy: { de: { ...read.body.copy.de, name: "Langhanteln", urlKey: "langhanteln" } },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.paths.de).toBe("/weightlifting-bars-plates/langhanteln");
    expect((await route("/weightlifting-bars-plates/langhanteln")).body).toMatchObject({
      entityType: "category",
      entityId: id,
    });

    read = await merch.json("GET", `/svc_staff/categories/${id}`);
    const second = await merch.json("PUT", `/svc_staff/categories/${id}`, {
      version: read.body.version,
      copy: { de: { ...read.body.copy.de, urlKey: "hantelstangen" } },
    });
    expect(second.status).toBe(200);
    expect((await route("/weightlifting-bars-plates/langhanteln")).body).toMatchObject({
      redirectTarget: "/weightlifting-bars-plates/hantelstangen",
      redirectType: 301,
    });
    expect((await route("/weightlifting-bars-plates/hantelstangen")).body).toMatchObject({ entityId: id });
    const audit = await lastAudit("category.edit");
    expect(audit?.staffEmail).toBe(merch.email);
    expect(audit?.changes["urlKey.de"]).toEqual({ before: "langhanteln", after: "hantelstangen" });
  });

  it("storefront links on a German page take the German URL key: menu, sub-categories, strip, breadcrumbs", async () => {
    const socks = category("shoes/socks");
    const shoes = category("shoes");
    const key = `socken-${Date.now().toString(36)}`; // a new key each run (the last one redirects to it)
    const read = await merch.json("GET", `/svc_staff/categories/${socks.id}`);
    const saved = await merch.json("PUT", `/svc_staff/categories/${socks.id}`, {
      version: read.body.version,
      copy: { de: { ...read.body.copy.de, urlKey: key } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const german = `/shoes/${key}`;
    expect(saved.body.paths.de).toBe(german);
    const get = async (path: string) => {
      const res = await store.app.request(`/svc_content/catalog/${path}`);
      expect(res.status, path).toBe(200);
      return (await res.json()) as unknown;
    };
    type Ref = { id: number; url: string };
    const menuLink = async (locale: string) =>
      ((await get(`menu?locale=${locale}`)) as unknown as (Ref & { children: Ref[] })[])
        .find((m) => m.id === shoes.id)
        ?.children.find((c) => c.id === socks.id)?.url;
    expect(await menuLink("de")).toBe(german);
    expect(await menuLink("de-CH")).toBe(german);
    expect(await menuLink("en")).toBe("/shoes/socks");
    expect(await menuLink("fr")).toBe("/shoes/socks"); // no French key: the English path

    const parent = (await get(`category/${shoes.id}?locale=de`)) as unknown as {
      children: Ref[];
      linkStrip: { items: { categoryId: number; url: string }[] } | null;
    };
    expect(parent.children.find((c) => c.id === socks.id)?.url).toBe(german);
    expect(parent.linkStrip?.items.find((i) => i.categoryId === socks.id)?.url).toBe(german);
    const page = (await get(`category/${socks.id}?locale=de`)) as unknown as { url: string; breadcrumbs: Ref[] };
    expect(page.breadcrumbs.map((b) => b.url)).toEqual(["/shoes", german]);
    // The link opens the category itself, not a redirect.
    expect((await route(german)).body).toMatchObject({ entityType: "category", entityId: socks.id });
  });

  it("an English URL key change moves the sub-categories, and older redirects point at the new URL (one hop)", async () => {
    const parent = category("weightlifting-bars-plates");
    const read = await merch.json("GET", `/svc_staff/categories/${parent.id}`);
    const res = await merch.json("PUT", `/svc_staff/categories/${parent.id}`, {
      version: read.body.version,
      copy: { en: { ...read.body.copy.en, urlKey: "bars-and-plates" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await route("/weightlifting-bars-plates")).body.redirectTarget).toBe("/bars-and-plates");
    expect((await route("/weightlifting-bars-plates/barbells")).body.redirectTarget).toBe("/bars-and-plates/barbells");
    expect((await route("/bars-and-plates/barbells")).body.entityType).toBe("category");
    // The seed's legacy /barbells pointed at the old path: now straight at the new one.
    expect((await route("/barbells")).body.redirectTarget).toBe("/bars-and-plates/barbells");
    // The German path moved with its parent.
    expect((await route("/bars-and-plates/hantelstangen")).body.entityType).toBe("category");
    // The category's own answer names its new URL.
    const listed = await merch.json("GET", "/svc_staff/categories");
    expect(
      listed.body.categories.find((c: { id: number }) => c.id === category("weightlifting-bars-plates/barbells").id)
        .urlPath,
    ).toBe("bars-and-plates/barbells");
  });

  it("a stale version is 409 with the current category; nothing is written", async () => {
    const id = category("gear-apparel").id;
    const read = await merch.json("GET", `/svc_staff/categories/${id}`);
    const ok = await merch.json("PUT", `/svc_staff/categories/${id}`, { version: read.body.version, position: 7 });
    expect(ok.status).toBe(200);
    const stale = await merch.json("PUT", `/svc_staff/categories/${id}`, { version: read.body.version, position: 9 });
    expect([stale.status, stale.body.error.code, stale.body.error.details.current.position]).toEqual([
      409,
      "version_conflict",
      7,
    ]);
  });

  it("refuses a URL key in use, a parent below itself and a malformed key", async () => {
    const barbells = category("weightlifting-bars-plates/barbells");
    const parent = category("weightlifting-bars-plates");
    const read = await merch.json("GET", `/svc_staff/categories/${parent.id}`);
    const cycle = await merch.json("PUT", `/svc_staff/categories/${parent.id}`, {
      version: read.body.version,
      parentId: barbells.id,
    });
    expect([cycle.status, cycle.body.error.details.fields[0].field]).toEqual([400, "parentId"]);
    const bad = await merch.json("PUT", `/svc_staff/categories/${parent.id}`, {
      version: read.body.version,
      copy: { en: { ...read.body.copy.en, urlKey: "Bars and plates/" } },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
    const taken = await merch.json("PUT", `/svc_staff/categories/${parent.id}`, {
      version: read.body.version,
      copy: { en: { ...read.body.copy.en, urlKey: "gear-apparel" } },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, "url_in_use"]);
  });
});

describe("redirects", () => {
  it("creates a 302, which the route lookup answers, and audits it", async () => {
    const res = await merch.json("POST", "/svc_staff/redirects", { from: "/Spring-Sale/", to: "/deals", type: 302 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ site: "*", from: "/spring-sale", to: "/deals", type: 302, version: 1 });
    expect((await route("/spring-sale")).body).toMatchObject({ redirectTarget: "/deals", redirectType: 302 });
    expect((await lastAudit("redirect.create"))?.changes).toMatchObject({ to: { before: null, after: "/deals" } });
    const found = await merch.json("GET", "/svc_staff/redirects?q=spring");
    expect(found.body.redirects.map((r: { from: string }) => r.from)).toEqual(["/spring-sale"]);
  });

  it.each([
    ["a loop", { from: "/a-loop", to: "/a-loop", type: 301 }, "to"],
    ["a chain (the target redirects again)", { from: "/old-sale", to: "/spring-sale", type: 301 }, "to"],
    ["another host", { from: "/x", to: "//evil.example/", type: 301 }, "to"],
    ["an absolute URL", { from: "/x", to: "https://evil.example/", type: 301 }, "to"],
    ["a status other than 301/302", { from: "/x", to: "/deals", type: 307 }, "type"],
  ])("refuses %s with 400 naming the field", async (_name, body, field) => {
    const res = await merch.json("POST", "/svc_staff/redirects", body);
    expect([res.status, res.body.error.code, res.body.error.details.fields[0].field]).toEqual([
      400,
      "validation_error",
      field,
    ]);
  });

  it("refuses a source others already redirect to (two hops)", async () => {
    const res = await merch.json("POST", "/svc_staff/redirects", { from: "/deals", to: "/gear-apparel", type: 301 });
    expect([res.status, res.body.error.details.fields[0].field]).toEqual([400, "from"]);
  });

  it("redirects a product's URL only when confirmed", async () => {
    // One no legacy redirect leads to (those would make a chain).
    const product = seedData().products.find((p) => p.visibility === 4 && !p.sites && !p.name.includes("Foundry"));
    const from = `/${product?.urlKey}`;
    const first = await merch.json("POST", "/svc_staff/redirects", { from, to: "/gear-apparel", type: 301 });
    expect([first.status, first.body.error.code, first.body.error.details.entityType]).toEqual([
      409,
      "redirect_shadows_page",
      "product",
    ]);
    expect((await route(from)).body.entityType).toBe("product");
    const confirmed = await merch.json("POST", "/svc_staff/redirects", {
      from,
      to: "/gear-apparel",
      type: 301,
      confirm: true,
    });
    expect(confirmed.status).toBe(201);
    expect((await route(from)).body.redirectTarget).toBe("/gear-apparel");
  });

  it("edits with its version (stale: 409) and deletes", async () => {
    await merch.json("POST", "/svc_staff/redirects", { from: "/summer", to: "/deals", type: 302 });
    const key = "site=*&from=%2Fsummer";
    const edited = await merch.json("PUT", `/svc_staff/redirects?${key}`, {
      to: "/gear-apparel",
      type: 301,
      version: 1,
    });
    expect(edited.body).toMatchObject({ to: "/gear-apparel", type: 301, version: 2 });
    const stale = await merch.json("PUT", `/svc_staff/redirects?${key}`, { to: "/deals", type: 301, version: 1 });
    expect([stale.status, stale.body.error.code, stale.body.error.details.current.to]).toEqual([
      409,
      "version_conflict",
      "/gear-apparel",
    ]);
    const gone = await merch.request("DELETE", `/svc_staff/redirects?${key}&version=2`);
    expect(gone.status).toBe(204);
    expect((await route("/summer")).status).toBe(404);
    expect((await lastAudit("redirect.delete"))?.changes).toMatchObject({
      to: { before: "/gear-apparel", after: null },
    });
  });
});

describe("CMS pages and blocks", () => {
  const pageWithBlocks = () => {
    const p = seedData().cmsPages.find((x) => x.identifier === "about-us" && x.site === "*") ?? seedData().cmsPages[0];
    if (!p) throw new Error("no seeded page");
    return p;
  };

  it("a French edit is what /fr reads at once (the content cache dropped); English is untouched", async () => {
    const page = pageWithBlocks();
    const storefront = async (locale: string) =>
      (await (await store.app.request(`/svc_content/cms/page/${page.id}?locale=${locale}`)).json()) as {
        title: string;
      };
    await storefront("fr"); // cached now
    const read = await merch.json("GET", `/svc_staff/cms/pages/${page.id}?locale=fr`);
    const res = await merch.json("PUT", `/svc_staff/cms/pages/${page.id}`, {
      version: read.body.version,
      locale: "fr",
      title: "Qui sommes-nous, vraiment",
      metaDescription: read.body.metaDescription,
      blocks: read.body.blocks ?? read.body.english.blocks,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await storefront("fr")).title).toBe("Qui sommes-nous, vraiment");
    expect((await storefront("en")).title).toBe(page.title);
    expect((await lastAudit("cms_page.edit"))?.changes["title.fr"]).toMatchObject({
      after: "Qui sommes-nous, vraiment",
    });
    const stale = await merch.json("PUT", `/svc_staff/cms/pages/${page.id}`, {
      ...read.body,
      locale: "fr",
      version: read.body.version,
      blocks: [],
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, "version_conflict"]);
  });

  it("a block edit needs content.cms; a bad locale is 400", async () => {
    const block = seedData().cmsBlocks[0];
    const path = `/svc_staff/cms/blocks/${encodeURIComponent(block?.site ?? "*")}/${block?.name}`;
    const denied = await support.json("PUT", path, { version: 1, locale: "fr", content: "<p>x</p>" });
    expect([denied.status, denied.body.error.details.permission]).toEqual([403, "content.cms"]);
    const bad = await merch.json("GET", `${path}?locale=xx`);
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
    const read = await merch.json("GET", `${path}?locale=nl`);
    const ok = await merch.json("PUT", path, {
      version: read.body.version,
      locale: "nl",
      content: "<p>Gratis verzending</p>",
    });
    expect([ok.status, ok.body.content, ok.body.version]).toEqual([
      200,
      "<p>Gratis verzending</p>",
      read.body.version + 1,
    ]);
  });
});

describe("missing translations", () => {
  it("counts per language and lists what has no wording, with the editor's link", async () => {
    const block = seedData().cmsBlocks[1];
    const path = `/svc_staff/cms/blocks/${encodeURIComponent(block?.site ?? "*")}/${block?.name}`;
    const read = await merch.json("GET", `${path}?locale=es`);
    // Emptied: the Spanish block falls back to English and is listed.
    await merch.json("PUT", path, { version: read.body.version, locale: "es", content: "" });
    const res = await merch.json("GET", "/svc_staff/translations/missing?language=es&entity=block");
    expect(res.status).toBe(200);
    expect(res.body.counts.map((c: { language: string }) => c.language)).toEqual(["de", "fr", "es", "nl"]);
    expect(res.body.counts.find((c: { language: string }) => c.language === "es").block).toBeGreaterThanOrEqual(1);
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        entity: "block",
        id: `${block?.site}:${block?.name}`,
        fields: ["content"],
        editor: `/admin/content/blocks/${encodeURIComponent(block?.site ?? "")}/${block?.name}?locale=es`,
      }),
    );
    const bad = await merch.json("GET", "/svc_staff/translations/missing?language=it");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });
});
