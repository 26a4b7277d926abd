import type { Category, CmsBlock, CmsPage, MenuCategory, Product } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMissingTranslationLog } from "../../platform/missing-translations.ts";
import { expectError, fetchJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { createContentRepository, createContentService } from "../content/index.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { createCatalogService } from "./catalog.service.ts";
import { createMemoryCache } from "../../platform/cache.ts";

let store: TestStore;
let barbellsId: number;
let barId: number;
beforeAll(async () => {
  store = await createTestStore();
  const menu = (await fetchJson<MenuCategory[]>(store, "/svc_content/catalog/menu")).body;
  barbellsId = menu.flatMap((m) => m.children).find((c) => c.url.endsWith("/barbells"))?.id as number;
  const category = (await fetchJson<Category>(store, `/svc_content/catalog/category/${barbellsId}`)).body;
  barId = (category.products.find((p) => p.name === "Ironworks Foundry Bar 2.0") ?? category.products[0])
    ?.productId as number;
});
afterAll(async () => {
  await store?.close();
});

const get = async <T>(path: string) => (await fetchJson<T>(store, path)).body;

describe("catalog and content in the shopper's language (issue 15 item 3)", () => {
  it("answers category names, sub-category strips and product copy in the requested locale", async () => {
    const de = await get<Category>(`/svc_content/catalog/category/${barbellsId}?locale=de-DE`);
    expect(de.name).toBe("Langhanteln");
    expect(de.breadcrumbs.map((b) => b.name)).toEqual(["Langhanteln & Hantelscheiben", "Langhanteln"]);
    const parent = await get<Category>(`/svc_content/catalog/category/${de.parentId}?locale=fr`);
    expect(parent.linkStrip?.items.map((i) => i.label)).toContain("Barres olympiques");
    const bar = await get<Product>(`/svc_content/catalog/product/${barId}?locale=es`);
    expect(bar.attributes.short_description).toMatch(/barra olímpica/);
    expect(bar.attributes.features).toContain("Garantía de por vida contra dobleces");
    expect(bar.categories.map((c) => c.name)).toContain("Barras olímpicas");
  });

  it("keeps English without a locale and on English locales, and caches each language apart", async () => {
    const path = `/svc_content/catalog/category/${barbellsId}`;
    const en1 = await get<Category>(path);
    const nl = await get<Category>(`${path}?locale=nl`);
    const en2 = await get<Category>(`${path}?locale=en-GB`);
    expect([en1.name, nl.name, en2.name]).toEqual(["Barbells", "Halterstangen", "Barbells"]);
    // The in-process reads the SSR loaders use, one after another on the same cache.
    const site = SITES.EUR;
    const menus = await Promise.all(["en", "de", "fr", "en"].map((l) => store.services.catalog.listMenu(site, l)));
    expect(menus.map((m) => m.find((c) => c.url === "/shoes")?.name)).toEqual([
      "Shoes",
      "Schuhe",
      "Chaussures",
      "Shoes",
    ]);
  });

  it("refuses an unknown locale with 400 naming the field", async () => {
    for (const path of [
      `/svc_content/catalog/category/${barbellsId}?locale=it`,
      `/svc_content/catalog/product/${barId}?locale=klingon`,
      "/svc_content/catalog/menu?locale=de_DE",
      "/svc_content/cms/page/home?locale=xx",
    ]) {
      const error = await expectError(store, path, 400, "validation_error");
      expect(JSON.stringify(error)).toContain("query.locale");
    }
  });

  it("serves CMS pages and blocks in the locale", async () => {
    const home = await get<CmsPage>("/svc_content/site/EUR/cms/page/home?locale=de");
    expect(home.title).toBe("Ironworks | Kraftsport- und Fitnessequipment");
    expect(JSON.stringify(home.blocks)).toContain("Nach Kategorie stöbern");
    const banner = await get<CmsBlock>("/svc_content/site/EUR/cms/block/free-shipping-banner?locale=fr-FR");
    expect(banner.content).toContain("Livraison offerte dans toute l'UE");
    expect((await get<CmsPage>("/svc_content/cms/page/about-us?locale=nl")).title).toBe("Over Ironworks");
  });

  it("falls back to English for what staff added without a translation, and logs it once", async () => {
    await store.database.db.execute(
      sql`update catalog_products set translations = translations #- '{de,description}' where id = ${barId}`,
    );
    await store.database.db.execute(
      sql`update cms_pages set translations = translations - 'de' where identifier = 'about-us'`,
    );
    const warnings: unknown[] = [];
    const logger = { warn: (_m: string, fields?: Record<string, unknown>) => warnings.push(fields) };
    const missingTranslation = createMissingTranslationLog(logger);
    // Fresh caches: the services read the changed rows.
    const catalog = createCatalogService(createCatalogRepository(store.database.db), createMemoryCache(), {
      missingTranslation,
    });
    const content = createContentService(createContentRepository(store.database.db), createMemoryCache(), {
      missingTranslation,
    });
    const english = await catalog.getProduct(barId, SITES.USA);
    for (let i = 0; i < 3; i++) {
      const de = await catalog.getProduct(barId, SITES.USA, "de-DE");
      expect(de.attributes.description).toBe(english.attributes.description);
      expect(de.attributes.short_description).not.toBe(english.attributes.short_description);
    }
    const page = await content.getPage("about-us", SITES.USA, "de");
    expect(page.title).toBe("About Ironworks");
    await content.getPage("about-us", SITES.GBR, "de");
    expect(warnings).toEqual([
      { entity: "product", id: barId, locale: "de", field: "description" },
      { entity: "cms_page", id: page.id, locale: "de", field: "title" },
      { entity: "cms_page", id: page.id, locale: "de", field: "metaDescription" },
      { entity: "cms_page", id: page.id, locale: "de", field: "blocks" },
    ]);
  });
});

describe("the catalog write seam (issue 17 item 5): updateProduct", () => {
  it("writes a price and copy per locale, answers before and after, and every cached read shows it at once", async () => {
    const path = `/svc_content/catalog/product/${barId}`;
    const cached = await get<Product>(path);
    await get<Product>(`${path}?locale=fr`);
    const result = await store.services.catalog.updateProduct(barId, {
      prices: [{ storeId: SITES.USA.storeId, price: 31_999 }],
      copy: [
        { locale: "fr", name: "Barre Ironworks Fonderie" },
        { locale: "en", short_description: "A bar for everything." },
      ],
    });
    expect(result.topics.sort()).toEqual(["catalog", "price"]);
    expect(result.before.prices.find((p) => p.storeId === SITES.USA.storeId)?.price).toBe(
      cached.price ? cached.price * 100 : null,
    );
    expect(result.after.translations.fr?.name).toBe("Barre Ironworks Fonderie");
    // The rest of the French copy is kept.
    expect(result.after.translations.fr?.short_description).toBe(result.before.translations.fr?.short_description);
    const en = await get<Product>(path);
    expect(en.price).toBe(319.99);
    expect(en.attributes.short_description).toBe("A bar for everything.");
    expect((await get<Product>(`${path}?locale=fr`)).name).toBe("Barre Ironworks Fonderie");
  });

  it("refuses an unknown locale or product without writing", async () => {
    await expect(
      store.services.catalog.updateProduct(barId, { copy: [{ locale: "xx", name: "Nope" }] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(store.services.catalog.updateProduct(999_999, { prices: [] })).rejects.toMatchObject({ status: 404 });
  });
});

describe("missing translations, for the back office", () => {
  it("lists per language the fields that fall back to English, and nothing for what the seed translated", async () => {
    const rows = await store.services.catalog.listMissingTranslations();
    // The seed words every category and product field in every language: the one row left is the
    // German description the fallback test above removed from one bar.
    expect(rows).toEqual([
      expect.objectContaining({ entity: "product", id: barId, language: "de", fields: ["description"] }),
    ]);
  });
});
