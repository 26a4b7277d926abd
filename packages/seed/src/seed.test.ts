import { BLOCK_NAMES, type ContentBlock, PRODUCT_TYPES } from "@ironworks/contracts";
import { SITE_CODES, STORE_IDS } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { generateSeed, renderArtwork, SEED_REFERENCE_DATE, type SeedProduct } from "./index.ts";

const seed = generateSeed();
const byId = new Map(seed.products.map((p) => [p.id, p]));
const bySku = new Map(seed.products.map((p) => [p.sku, p]));
const visible = seed.products.filter((p) => p.visibility === 4);

const TOP_LEVEL = (
  "gear-apparel shoes weightlifting-bars-plates rogue-rigs-racks equipment-packages strongman mobility-rehab " +
  "lifting-straps-wraps gift-guide replacement-parts new-gear 3-ships-free"
).split(" ");

function walkBlocks(blocks: ContentBlock[], visit: (b: ContentBlock) => void): void {
  for (const block of blocks) {
    visit(block);
    for (const children of Object.values(block.slots ?? {})) walkBlocks(children, visit);
    for (const variant of block.abTest?.variants ?? []) walkBlocks(variant, visit);
  }
}

const allBlocks = (): ContentBlock[] => {
  const out: ContentBlock[] = [];
  for (const page of seed.cmsPages) walkBlocks(page.blocks, (b) => out.push(b));
  return out;
};

function artworkPaths(): string[] {
  const paths = new Set<string>();
  for (const p of seed.products) {
    for (const g of p.gallery) paths.add(g.link);
    if (p.thumbnail) paths.add(p.thumbnail);
  }
  for (const c of seed.categories) {
    if (c.image) paths.add(c.image);
    for (const item of c.linkStrip?.items ?? []) if (item.image) paths.add(item.image);
  }
  for (const block of allBlocks()) {
    const props = block.props as { slides?: { image: string }[]; tiles?: { image: string }[] } | undefined;
    for (const slide of props?.slides ?? []) paths.add(slide.image);
    for (const tile of props?.tiles ?? []) paths.add(tile.image);
  }
  return [...paths];
}

const soldOn = (p: SeedProduct, site: string) => p.sites === null || p.sites.includes(site);

describe("generateSeed", () => {
  it("is deterministic", () => {
    const again = generateSeed();
    expect(again).toEqual(seed);
    expect(SEED_REFERENCE_DATE).toBe("2026-11-01");
  });

  it("has at least 420 visible products and unique ids, skus and url keys", () => {
    expect(visible.length).toBeGreaterThanOrEqual(420);
    expect(new Set(seed.products.map((p) => p.id)).size).toBe(seed.products.length);
    expect(new Set(seed.products.map((p) => p.sku)).size).toBe(seed.products.length);
    expect(new Set(seed.products.map((p) => p.urlKey)).size).toBe(seed.products.length);
    expect(Math.min(...seed.products.map((p) => p.id))).toBeGreaterThanOrEqual(1000);
    expect(new Set(seed.categories.map((c) => c.id)).size).toBe(seed.categories.length);
  });

  it("has every SPEC §2 category path, with 3–6 sub-categories and a link strip", () => {
    const paths = new Set(seed.categories.map((c) => c.urlPath));
    TOP_LEVEL.forEach((path, index) => {
      expect(paths.has(path)).toBe(true);
      const top = seed.categories.find((c) => c.urlPath === path);
      expect(top?.id).toBe(index + 1);
      expect(top?.parentId).toBeNull();
      expect(top?.linkStrip?.items.length).toBeGreaterThan(0);
      const subs = seed.categories.filter((c) => c.parentId === top?.id);
      if (path === "new-gear" || path === "3-ships-free") expect(subs).toHaveLength(0);
      else expect(subs.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeLessThanOrEqual(6);
    });
    const strips = seed.categories.flatMap((c) => (c.linkStrip ? [c.linkStrip] : []));
    expect(new Set(strips.map((s) => s.style))).toEqual(new Set(["text", "image"]));
    expect(strips.some((s) => s.items.some((i) => JSON.stringify(i.sites) === '["USA"]'))).toBe(true);
    expect(seed.categories.some((c) => JSON.stringify(c.sites) === '["USA","CAN","APO"]')).toBe(true);
    for (const band of ["gifts-under-30", "gifts-under-60", "gifts-under-50", "gifts-under-40", "gifts-under-80"]) {
      const category = seed.categories.find((c) => c.urlPath === `gift-guide/${band}`);
      expect(category).toBeDefined();
      expect(visible.some((p) => p.categories.some((ref) => ref.categoryId === category?.id))).toBe(true);
    }
  });

  it("gives every product 1–3 existing categories", () => {
    const categoryIds = new Set(seed.categories.map((c) => c.id));
    for (const p of seed.products) {
      expect(p.categories.length).toBeGreaterThanOrEqual(1);
      expect(p.categories.length).toBeLessThanOrEqual(3);
      for (const ref of p.categories) expect(categoryIds.has(ref.categoryId)).toBe(true);
    }
  });

  it("has every product type in the required numbers", () => {
    const count = (type: string) => visible.filter((p) => p.type === type).length;
    for (const type of PRODUCT_TYPES) expect(count(type)).toBeGreaterThan(0);
    expect(count("configurable")).toBeGreaterThanOrEqual(30);
    expect(count("bundle")).toBeGreaterThanOrEqual(8);
    expect(count("grouped")).toBeGreaterThanOrEqual(4);
    expect(count("giftcard")).toBeGreaterThanOrEqual(3);
    expect(count("virtual")).toBeGreaterThanOrEqual(12);
  });

  it("wires configurable, bundle and grouped products to real products", () => {
    for (const p of seed.products) {
      if (p.parentId !== null) {
        const parent = byId.get(p.parentId);
        expect(parent?.type).toBe("configurable");
        expect(p.visibility).toBe(1);
        expect(p.attributes.color ?? p.attributes.size).toBeTruthy();
      }
      if (p.type === "configurable") {
        expect(seed.products.some((c) => c.parentId === p.id)).toBe(true);
        expect(p.details.configurableAttributes?.length).toBeGreaterThan(0);
      }
      for (const option of p.details.bundleOptions ?? []) {
        for (const value of option.values) expect(byId.get(value.productId)?.type).toBe("simple");
        if (option.includedProductId !== null) {
          expect(byId.has(option.includedProductId)).toBe(true);
          expect(option.values.every((v) => v.price === 0)).toBe(true);
        }
      }
      for (const id of p.details.groupedIds ?? []) expect(byId.get(id)?.type).toBe("simple");
    }
    const bundles = visible.filter((p) => p.type === "bundle");
    expect(bundles.some((b) => b.details.bundleOptions?.some((o) => o.includedProductId !== null))).toBe(true);
    expect(bundles.every((b) => b.details.bundleOptions?.some((o) => !o.isRequired))).toBe(true);
    const grouped = visible.filter((p) => p.type === "grouped");
    expect(grouped.every((g) => g.prices.every((r) => r.price === null))).toBe(true);
  });

  it("covers gift cards, programs, registrations and limited items", () => {
    const cards = visible.filter((p) => p.type === "giftcard").map((p) => p.details.giftcardData);
    expect(new Set(cards.map((c) => c?.type))).toEqual(new Set(["virtual", "physical", "combined"]));
    expect(cards.some((c) => c?.isOpenAmountAllowed && c.openAmountMin === 10 && c.openAmountMax === 1000)).toBe(true);
    const virtual = visible.filter((p) => p.type === "virtual");
    expect(virtual.every((p) => p.weight === null && p.inventory.max === 1)).toBe(true);
    expect(virtual.some((p) => p.attributes.is_trial === true && p.attributes.subscription_interval === "month")).toBe(
      true,
    );
    expect(virtual.some((p) => p.attributes.is_registration_sku === true)).toBe(true);
    expect(bySku.get("HW1012")?.type).toBe("simple");
    const mmv = visible.filter((p) => p.sku.startsWith("MMV"));
    expect(mmv.length).toBeGreaterThanOrEqual(2);
    expect(mmv.every((p) => p.attributes.purchase_limit === 1)).toBe(true);
    const optionTypes = new Set(visible.flatMap((p) => (p.details.customOptions ?? []).map((o) => o.type)));
    expect(optionTypes).toEqual(new Set(["radio", "drop_down", "checkbox", "multiple", "area"]));
  });

  it("prices every sellable product in every store, in integer minor units", () => {
    for (const p of seed.products) {
      const storeIds = p.prices.map((r) => r.storeId).sort((a, b) => a - b);
      expect(storeIds).toEqual([...STORE_IDS].sort((a, b) => a - b));
      if (p.type === "grouped" || p.type === "giftcard") continue;
      for (const row of p.prices) {
        expect(Number.isInteger(row.price)).toBe(true);
        expect(row.price).toBeGreaterThan(0);
        if (row.specialPrice !== null) expect(row.specialPrice).toBeLessThan(row.price as number);
        if (row.promoPrice !== null) expect(row.promoPrice).toBeLessThan(row.price as number);
      }
      const usd = p.prices.filter((r) => r.storeId === 1 || r.storeId === 4).map((r) => r.price);
      expect(usd[0]).toBe(usd[1]);
    }
    expect(visible.filter((p) => p.prices.some((r) => r.specialPrice !== null)).length).toBeGreaterThanOrEqual(35);
    expect(visible.filter((p) => p.groupPrices.length > 0).length).toBeGreaterThanOrEqual(25);
  });

  it("has upcoming, active and expired promos relative to the reference date", () => {
    const promos = visible.filter((p) => p.attributes.rogue_promo_enabled);
    expect(promos.length).toBeGreaterThanOrEqual(18);
    const status = (p: SeedProduct) => {
      const from = p.attributes.rogue_promo_from_date ?? "";
      const to = p.attributes.rogue_promo_to_date ?? "";
      return SEED_REFERENCE_DATE < from ? "upcoming" : SEED_REFERENCE_DATE > to ? "expired" : "active";
    };
    expect(new Set(promos.map(status))).toEqual(new Set(["upcoming", "active", "expired"]));
    expect(
      promos
        .filter((p) => status(p) === "active")
        .every((p) => (p.attributes.rogue_promo_to_date ?? "") >= "2028-11-01"),
    ).toBe(true);
    expect(promos.every((p) => p.prices.every((r) => r.promoPrice !== null))).toBe(true);
    expect(
      new Set(promos.filter((p) => p.attributes.rogue_promo_qty_enable).map((p) => p.attributes.rogue_promo_qty)),
    ).toEqual(new Set([0, 5, "abc"]));
  });

  it("has stock in every state", () => {
    const states = new Set(
      seed.products.map(({ inventory: i }) =>
        i.backorder ? "backorder" : i.bin ? "bin" : i.qoh === 0 ? "oos" : i.qoh <= 3 ? "low" : "in_stock",
      ),
    );
    expect(states).toEqual(new Set(["in_stock", "low", "backorder", "bin"]));
    for (const p of seed.products.filter((x) => x.inventory.backorder)) expect(p.inventory.leadTime).toBeTruthy();
    for (const p of seed.products.filter((x) => x.inventory.bin)) expect(p.inventory.restockStatus).toBeTruthy();
  });

  it("limits some products by region", () => {
    const key = (p: SeedProduct) => JSON.stringify(p.sites);
    expect(visible.filter((p) => key(p) === '["USA","APO"]').length).toBeGreaterThanOrEqual(15);
    expect(visible.some((p) => key(p) === '["EUR","GBR"]')).toBe(true);
    expect(visible.some((p) => p.sites !== null && !p.sites.includes("AUS") && p.sites.includes("EUR"))).toBe(true);
  });

  it("has hot deals on every site, with hundo deals on products with hundo pricing", () => {
    expect(new Set(seed.hotDeals.map((d) => d.site))).toEqual(new Set(SITE_CODES));
    for (const deal of seed.hotDeals) {
      const product = byId.get(deal.productId);
      expect(product && soldOn(product, deal.site)).toBe(true);
      if (deal.hundo) expect(product?.details.hundoPricing?.ruleWeight).toBe(100);
    }
    expect(seed.hotDeals.some((d) => d.hundo && d.dealType === "hundo")).toBe(true);
  });

  it("renders every referenced artwork path as a small SVG", () => {
    const paths = artworkPaths();
    expect(paths.length).toBeGreaterThan(500);
    for (const path of paths) {
      const svg = renderArtwork(path);
      expect(svg, path).not.toBeNull();
      expect(svg?.length ?? 0).toBeLessThan(3000);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="[\d ]+"/);
      expect(svg).toContain("<title>");
    }
    for (const g of visible.flatMap((p) => p.gallery)) expect([g.width, g.height]).toEqual([1960, 1960]);
    expect(visible.every((p) => p.gallery.length >= 2 && p.gallery.length <= 4)).toBe(true);
    expect(renderArtwork("/media/product/unknown/key-1.svg")).toBeNull();
    expect(renderArtwork("/media/product/barbell/key-9.svg")).toBeNull();
    expect(renderArtwork("/media/product/barbell/../x-1.svg")).toBeNull();
    expect(renderArtwork("/elsewhere/barbell/key-1.svg")).toBeNull();
  });

  it("leaves a banner's text column plain: nothing drawn where the hero's title and button sit", () => {
    const banners = artworkPaths().filter((p) => p.startsWith("/media/banner/"));
    expect(banners.length).toBeGreaterThan(0);
    for (const path of banners) {
      // Shapes of the backdrop placed by x (the background rect has none; the drawing is moved to the
      // right by its <g>); the hero text covers x < 220 of 480.
      const backdrop = (renderArtwork(path) ?? "").split("<g ")[0] ?? "";
      const xs = [...backdrop.matchAll(/<(?:rect|circle|ellipse)[^>]* c?x="([\d.]+)"/g)];
      expect(
        xs.map((m) => Number(m[1])).filter((x) => x < 220),
        path,
      ).toEqual([]);
    }
  });

  it("builds CMS pages from the block vocabulary only", () => {
    const homes = seed.cmsPages.filter((p) => p.identifier === "home");
    expect(homes.map((p) => p.site)).toEqual(["USA", "CAN", "EUR", "AUS", "GBR", "APO"]);
    expect(homes.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const blocks = allBlocks();
    for (const block of blocks) expect(BLOCK_NAMES).toContain(block.name);
    expect(blocks.some((b) => b.segments?.includes("Military"))).toBe(true);
    expect(blocks.some((b) => b.segments?.includes("None"))).toBe(true);
    expect(blocks.some((b) => (b.skus?.length ?? 0) > 0)).toBe(true);
    expect(blocks.some((b) => b.abTest?.name === "home-hero-copy" && b.tracking)).toBe(true);
    for (const page of homes) {
      const slides = (page.blocks[0]?.props as { slides?: unknown[] } | undefined)?.slides;
      expect(slides).toHaveLength(["USA", "EUR", "GBR"].includes(page.site) ? 3 : 1);
      walkBlocks(page.blocks, (block) => {
        if (block.name !== "ProductCarousel") return;
        const skus = (block.props as { skus: string[] }).skus;
        expect(skus.length).toBeGreaterThan(0);
        for (const sku of skus) {
          const product = bySku.get(sku);
          expect(product?.visibility, sku).toBe(4);
          expect(product && soldOn(product, page.site)).toBe(true);
        }
      });
    }
    for (const id of ["about-us", "shipping-policy", "warranty", "mps-review"]) {
      expect(seed.cmsPages.find((p) => p.identifier === id)?.site).toBe("*");
    }
    expect(new Set(seed.cmsBlocks.map((b) => b.name))).toEqual(
      new Set(["footer-links", "free-shipping-banner", "cookie-notice", "holiday-closure"]),
    );
    expect(seed.cmsBlocks.some((b) => !b.active)).toBe(true);
    expect(seed.cmsBlocks.some((b) => b.site === "EUR")).toBe(true);
  });

  it("has unique url rewrites covering categories, products and pages, with root-relative redirects", () => {
    const keys = seed.urlRewrites.map((r) => `${r.site} ${r.requestPath}`);
    expect(new Set(keys).size).toBe(keys.length);
    const paths = new Set(seed.urlRewrites.map((r) => r.requestPath));
    for (const c of seed.categories) expect(paths.has(`/${c.urlPath}`)).toBe(true);
    for (const p of visible) expect(paths.has(`/${p.urlKey}`)).toBe(true);
    for (const page of seed.cmsPages.filter((p) => p.url !== "")) expect(paths.has(page.url)).toBe(true);
    const redirects = seed.urlRewrites.filter((r) => r.redirectTarget !== null);
    expect(redirects.length).toBeGreaterThanOrEqual(8);
    for (const r of redirects) {
      expect(r.redirectTarget).toMatch(/^\/(?!\/)/);
      expect([301, 302]).toContain(r.redirectType);
    }
    const target = (path: string) => seed.urlRewrites.find((r) => r.requestPath === path)?.redirectTarget;
    expect(target("/loop-a")).toBe("/loop-b");
    expect(target("/loop-b")).toBe("/loop-a");
    expect(target("/barbells")).toBe("/weightlifting-bars-plates/barbells");
  });
});
