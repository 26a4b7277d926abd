import type {
  BundleOption,
  Category,
  CustomOption,
  GalleryImage,
  HotActive,
  MenuCategory,
  Product,
  ProductComplete,
  ProductCopy,
  ProductSummary,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { ERRORS } from "@ironworks/contracts";
import { baseSku, fromMinor, LANGUAGES, parseTextLocale, type Site } from "@ironworks/domain";
import { type Cache, memoize } from "../../platform/cache.ts";
import { fieldsError, httpError } from "../../platform/errors.ts";
import type { MissingTranslation } from "../../platform/missing-translations.ts";
import { categoryInLocale, productInLocale } from "./catalog.copy.ts";
import type {
  CatalogRepository,
  CategoryRow,
  InventoryRow,
  PriceRow,
  ProductRecord,
  ProductRow,
} from "./catalog.repository.ts";
import {
  breadcrumbs,
  type CategoryIndex,
  categoryPathIn,
  categoryRef,
  productName,
  toProduct,
  toSummary,
  visibleOn,
} from "./catalog.mapper.ts";

const CATEGORY_INDEX_TTL_MS = 5 * 60_000;
/** SPEC §9: catalog data cached 5 min. */
const CATALOG_TTL_MS = 5 * 60_000;
export const DEFAULT_CATEGORY_PAGE_SIZE = 48;

/** English: the rows' own text; every other locale reads translations along its fallback chain (ADR 0038). */
const EN = "en";

/**
 * A staff edit of one product (only the given fields change): prices per store, copy per locale
 * (`labels` translates option and gallery labels by their English text, merged into what is there),
 * store-independent attributes (merged; null clears one), visibility, weight, stock settings,
 * categories (exactly these), custom and bundle options and the gallery (each replaced whole).
 */
export interface ProductChange {
  prices?: { storeId: number; price?: number | null; specialPrice?: number | null; promoPrice?: number | null }[];
  copy?: ({ locale: string } & Partial<
    Pick<ProductCopy, "name" | "short_description" | "description" | "features" | "labels">
  >)[];
  attributes?: Record<string, unknown>;
  visibility?: number;
  weight?: number | null;
  inventory?: Partial<Omit<InventoryRow, "productId">>;
  categoryIds?: number[];
  customOptions?: CustomOption[];
  bundleOptions?: BundleOption[];
  gallery?: GalleryImage[];
}

type ProductText = Pick<ProductRow, "name" | "attributes" | "translations">;

/** One entity's fields without a translation in one language. */
export interface MissingTranslationRow {
  entity: "product" | "category";
  id: number;
  sku: string | null;
  /** The English name, to find it by. */
  name: string;
  language: string;
  fields: string[];
}

/** A product's text and prices before and after a write (for the audit trail), and its new version. */
export interface ProductUpdate {
  before: ProductText & { prices: PriceRow[] };
  after: ProductText & { prices: PriceRow[] };
  topics: ("catalog" | "price")[];
  /** The product's version after this write (ADR 0037 §6): moved strictly forward by every write. */
  version: string;
}

/** One locale's copy written into a product's text: English into the row's own fields, others into translations. */
function withCopy(text: ProductText, copy: NonNullable<ProductChange["copy"]>[number]): ProductText {
  const { locale: given, ...fields } = copy;
  const locale = parseTextLocale(given);
  if (locale === null)
    throw fieldsError([{ field: "copy.locale", message: "must be en, de, fr, es or nl, optionally with a region" }]);
  if (locale === EN) {
    const { name, ...attributes } = fields;
    return { ...text, name: name ?? text.name, attributes: { ...text.attributes, ...attributes } };
  }
  const current = text.translations[locale];
  const labels = fields.labels ? { labels: { ...current?.labels, ...fields.labels } } : {};
  return { ...text, translations: { ...text.translations, [locale]: { ...current, ...fields, ...labels } } };
}

export function createCatalogService(
  repo: CatalogRepository,
  cache: Cache,
  options: {
    missingTranslation?: MissingTranslation;
    /** Tells every process's caches what a write changed (the change bus, ADR 0032/0038). */
    changed?: (topic: "catalog" | "price", productIds?: readonly number[]) => void;
  } = {},
) {
  const missing = options.missingTranslation;
  /** Every active category by id, in a locale (cached per locale). */
  const categoryIndex = (locale: string): Promise<CategoryIndex> =>
    cache.wrap(`catalog:categories:${locale}`, CATEGORY_INDEX_TTL_MS, async () => {
      const rows = await repo.listCategories();
      return new Map(
        rows.map((r) => [r.id, { ...categoryInLocale(r, locale, missing), linkPath: categoryPathIn(r, locale) }]),
      );
    });
  /** A record with its product's text in the locale. */
  const inLocale = (r: ProductRecord, locale: string): ProductRecord =>
    locale === EN ? r : { ...r, product: productInLocale(r.product, locale, missing) };

  const productNotFound = () => httpError(ERRORS.productNotFound);
  // The product an update wrote, by its result's `topics`: `announce(result.topics)` after a caller's
  // commit names it, so other processes patch that product rather than rebuild (ADR 0038 addendum).
  const written = new WeakMap<readonly string[], readonly number[]>();
  const announce = (
    topics: readonly ("catalog" | "price")[],
    productIds: readonly number[] | undefined = written.get(topics),
  ) => {
    for (const topic of topics) options.changed?.(topic, productIds);
  };

  /** Sellable on the site: listed for it and priced in its store (grouped parents carry no price). */
  const sellable = (r: ProductRecord) => r.price !== undefined;

  async function childIds(record: ProductRecord, site: Site): Promise<number[]> {
    const p = record.product;
    if (p.type === "configurable") {
      const children = await repo.findProducts({ parentId: p.id }, site.code, site.storeId);
      return children.filter(sellable).map((c) => c.product.id);
    }
    if (p.type === "grouped") return p.details.groupedIds ?? [];
    if (p.type === "bundle") {
      const ids = new Set<number>();
      for (const option of p.details.bundleOptions ?? []) for (const v of option.values) ids.add(v.productId);
      return [...ids];
    }
    return [];
  }

  async function toWire(record: ProductRecord, site: Site, locale: string): Promise<Product> {
    const ids = await childIds(record, site);
    const product = toProduct(inLocale(record, locale), site, await categoryIndex(locale), ids);
    return product.type === "bundle" ? withStoreBundlePrices(product, site, ids) : product;
  }

  /**
   * Bundle selections are catalog-wide; a fixed selection price is the child's regular price in
   * this store (an included free product stays 0), so every store answers in its own currency.
   */
  async function withStoreBundlePrices(product: Product, site: Site, ids: number[]): Promise<Product> {
    const children = await repo.findProducts({ ids }, site.code, site.storeId);
    const priceOf = new Map(children.map((c) => [c.product.id, c.price?.price ?? null]));
    return {
      ...product,
      bundleOptions: product.bundleOptions.map((option) => ({
        ...option,
        values: option.values.map((v) => {
          const minor = priceOf.get(v.productId);
          const free = v.price === 0 || option.includedProductId === v.productId;
          return v.priceType === "fixed" && !free && minor != null ? { ...v, price: fromMinor(minor) } : v;
        }),
      })),
    };
  }

  async function requireOne(records: ProductRecord[], site: Site, locale: string): Promise<Product> {
    const record = records.find(sellable);
    if (!record) throw productNotFound();
    return toWire(record, site, locale);
  }

  const service = {
    async getProduct(id: number, site: Site, locale = EN): Promise<Product> {
      return requireOne(await repo.findProducts({ ids: [id] }, site.code, site.storeId), site, locale);
    },

    /** Accepts the store-facing sku (EU-/AU- prefix) or the catalog's own. */
    async getProductBySku(sku: string, site: Site, locale = EN): Promise<Product> {
      return requireOne(
        await repo.findProducts({ skus: [baseSku(sku.toUpperCase())] }, site.code, site.storeId),
        site,
        locale,
      );
    },

    /** The parent of a configurable child. */
    async getProductByChildId(childId: number, site: Site, locale = EN): Promise<Product> {
      const [child] = await repo.findProducts({ ids: [childId] }, site.code, site.storeId);
      if (!child || child.product.parentId === null) throw productNotFound();
      return this.getProduct(child.product.parentId, site, locale);
    },

    async getProductComplete(id: number, site: Site, locale = EN): Promise<ProductComplete> {
      const product = await this.getProduct(id, site, locale);
      if (product.childrenIds.length === 0) return { ...product, children: [] };
      const children = await repo.findProducts({ ids: product.childrenIds }, site.code, site.storeId);
      const index = await categoryIndex(locale);
      return {
        ...product,
        children: children.filter(sellable).map((c) => toProduct(inLocale(c, locale), site, index, [])),
      };
    },

    async listProductsBySku(skus: string[], site: Site, locale = EN): Promise<ProductSummary[]> {
      const base = skus.map((s) => baseSku(s.toUpperCase()));
      const records = await repo.findProducts({ skus: base }, site.code, site.storeId);
      const bySku = new Map(records.filter(sellable).map((r) => [r.product.sku, r]));
      return base.flatMap((s) => {
        const r = bySku.get(s);
        return r ? [toSummary(inLocale(r, locale), site)] : [];
      });
    },

    /** Issue 23 (brands): a manufacturer's sellable products on the site, as grid tiles. */
    async listProductsByManufacturer(manufacturer: string, site: Site, locale = EN): Promise<ProductSummary[]> {
      const records = await repo.findByManufacturer(manufacturer, site.code, site.storeId);
      return records.filter(sellable).map((r) => toSummary(inLocale(r, locale), site));
    },

    /** Issue 23 (brands): how many visible products each manufacturer has on the site. */
    async countProductsByManufacturer(site: Site): Promise<Map<string, number>> {
      const rows = await repo.countByManufacturer(site.code, site.storeId);
      return new Map(rows.map((r) => [r.manufacturer, r.n]));
    },

    async getCategory(
      id: number,
      site: Site,
      page = 1,
      pageSize = DEFAULT_CATEGORY_PAGE_SIZE,
      locale = EN,
    ): Promise<Category> {
      const index = await categoryIndex(locale);
      const row = index.get(id);
      if (!row || !visibleOn(row.sites, site)) throw httpError(ERRORS.categoryNotFound);
      const { total, records } = await repo.listCategoryProducts(id, site.code, site.storeId, page, pageSize);
      const children = [...index.values()]
        .filter((c) => c.parentId === id && visibleOn(c.sites, site))
        .map(categoryRef);
      return {
        id: row.id,
        parentId: row.parentId,
        name: row.name,
        url: `/${row.urlPath}`,
        description: row.description,
        image: row.image,
        breadcrumbs: breadcrumbs(row, index),
        children,
        linkStrip: linkStrip(row, index, site),
        productCount: total,
        products: records.map((r) => toSummary(inLocale(r, locale), site)),
        page,
        pageSize,
      };
    },

    /** Top-level categories with their children, for the Shop mega menu. */
    async listMenu(site: Site, locale = EN): Promise<MenuCategory[]> {
      const index = await categoryIndex(locale);
      const all = [...index.values()].filter((c) => c.inMenu && visibleOn(c.sites, site));
      return all
        .filter((c) => c.parentId === null)
        .map((top) => ({
          ...categoryRef(top),
          children: all.filter((c) => c.parentId === top.id).map(categoryRef),
        }));
    },

    async listGroupPrices(productIds: number[], site: Site, groupId: number | undefined) {
      const rows = await repo.listGroupPrices(productIds, site.storeId, groupId);
      return {
        storeId: site.storeId,
        prices: rows.map((r) => ({ productId: r.productId, groupId: r.groupId, price: fromMinor(r.price) })),
      };
    },

    async checkCompatibility(tag: string, group: string, site: Site, locale = EN) {
      const { rows } = await repo.listCompatible(tag, group, site.code, site.storeId);
      const compatible: { sku: string; name: string; productId: number }[] = [];
      const incompatible: typeof compatible = [];
      for (const r of rows.filter(sellable)) {
        const tags = String(r.product.attributes.compat_tag ?? "")
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean);
        const name = productName(inLocale(r, locale).product.name, site);
        const item = { sku: toSummary(r, site).sku, name, productId: r.product.id };
        (tags.includes(tag) ? compatible : incompatible).push(item);
      }
      return { compatible, incompatible };
    },

    async getHotActive(site: Site, locale = EN): Promise<HotActive> {
      const deals = await repo.listHotDeals(site.code);
      const records = await repo.findProducts({ ids: deals.map((d) => d.productId) }, site.code, site.storeId);
      const byId = new Map(records.filter(sellable).map((r) => [r.product.id, r]));
      const products = deals.flatMap((d) => {
        const r = byId.get(d.productId);
        return r ? [toSummary(inLocale(r, locale), site)] : [];
      });
      const hundoProductIds = deals.filter((d) => d.hundo && byId.has(d.productId)).map((d) => d.productId);
      return { products, hundoProductIds };
    },

    /** Paths of every category and product a site shows, for the sitemap. */
    async listSitePaths(site: Site): Promise<string[]> {
      const index = await categoryIndex(EN);
      const categories = [...index.values()].filter((c) => visibleOn(c.sites, site)).map((c) => `/${c.urlPath}`);
      const products = (await repo.listProductUrlKeys(site.code, site.storeId)).map((k) => `/${k}`);
      return [...categories, ...products];
    },

    async countProducts() {
      return repo.countProducts();
    },

    /**
     * The catalog write seam (issue 17 item 5, ADR 0038) for the staff API: prices per store (minor
     * units), copy per locale ("en" writes the product's own text; "de", "de-CH" … its translations)
     * and the rest of {@link ProductChange}. Only the given fields change, and the product's version
     * moves forward (answered as `version`). Answers the product's text and prices before and after, for the
     * audit trail. Without `tx` it writes in its own transaction and announces the change to every
     * process at once; inside the caller's transaction (`tx`: audit row in the same commit) the caller
     * calls `announce(result.topics)` after the commit.
     */
    async updateProduct(productId: number, change: ProductChange, opts: { tx?: Db } = {}): Promise<ProductUpdate> {
      const run = async (tx: Db): Promise<ProductUpdate> => {
        const before = await repo.findProductRow(productId, tx);
        if (!before) throw productNotFound();
        const pricesBefore = await repo.listPriceRows(productId, tx);
        const topics = new Set<"catalog" | "price">();
        let after = before;
        if (change.copy?.length) {
          let text = { name: before.name, attributes: before.attributes, translations: before.translations };
          for (const copy of change.copy) text = withCopy(text, copy);
          after = (await repo.updateProductText(productId, text, tx)) ?? before;
          topics.add("catalog");
        }
        for (const p of change.prices ?? []) {
          const { storeId, ...fields } = p;
          await repo.upsertPrice(productId, storeId, fields, tx);
          topics.add("price");
        }
        const fields = {
          ...(change.attributes && { attributes: withAttributes(after.attributes, change.attributes) }),
          ...(change.visibility !== undefined && { visibility: change.visibility }),
          ...(change.weight !== undefined && { weight: change.weight }),
          // The listing tile shows the main (first) image.
          ...(change.gallery && { gallery: change.gallery, thumbnail: change.gallery[0]?.link ?? null }),
          ...((change.customOptions || change.bundleOptions) && {
            details: {
              ...before.details,
              ...(change.customOptions && { customOptions: change.customOptions }),
              ...(change.bundleOptions && { bundleOptions: change.bundleOptions }),
            },
          }),
        };
        if (Object.keys(fields).length) {
          await repo.updateProductFields(productId, fields, tx);
          after = { ...after, ...fields };
          topics.add("catalog");
        }
        if (change.inventory && Object.keys(change.inventory).length) {
          await repo.updateInventory(productId, change.inventory, tx);
          topics.add("catalog");
        }
        if (change.categoryIds) {
          await repo.setCategories(productId, change.categoryIds, tx);
          topics.add("catalog");
        }
        // Every write moves the version, whatever it changed: an editor that read before it gets 409.
        const version = await repo.bumpVersion(productId, tx);
        const pricesAfter = await repo.listPriceRows(productId, tx);
        const announced = [...topics];
        written.set(announced, [productId]);
        return {
          before: {
            name: before.name,
            attributes: before.attributes,
            translations: before.translations,
            prices: pricesBefore,
          },
          after: {
            name: after.name,
            attributes: after.attributes,
            translations: after.translations,
            prices: pricesAfter,
          },
          topics: announced,
          version,
        };
      };
      if (opts.tx) return run(opts.tx);
      const result = await repo.transaction(run);
      announce(result.topics);
      return result;
    },

    /** After a caller's transaction with `updateProduct(…, { tx })` committed: every process drops what it held. */
    announce,

    /**
     * Many products' copy, prices and stock at once, inside the caller's transaction (the CSV import,
     * issue #17: per product `updateProduct` cost ~6 statements; this is a few per 2,000 products). Copy
     * merges as `updateProduct`'s does (no `labels`: the CSV has none); prices are whole rows of stores the product is sold in. The
     * caller moves the versions, writes the audit and announces after its commit. Answers the topics.
     */
    async bulkUpdate(
      tx: Db,
      changes: readonly {
        productId: number;
        copy?: ProductChange["copy"];
        prices?: { storeId: number; price: number | null; specialPrice: number | null; promoPrice: number | null }[];
        qty?: number | null;
      }[],
    ): Promise<("catalog" | "price")[]> {
      const texts: Parameters<CatalogRepository["bulkWrite"]>[1]["texts"] = [];
      const prices: Parameters<CatalogRepository["bulkWrite"]>[1]["prices"] = [];
      const stock: { productId: number; qoh: number }[] = [];
      const topics = new Set<"catalog" | "price">();
      for (const c of changes) {
        if (c.copy?.length) {
          let name: string | null = null;
          let attrs: Record<string, unknown> = {};
          const tr: Record<string, Record<string, unknown>> = {};
          for (const copy of c.copy) {
            const { locale: given, ...fields } = copy;
            const locale = parseTextLocale(given);
            if (locale === null)
              throw fieldsError([
                { field: "copy.locale", message: "must be en, de, fr, es or nl, optionally with a region" },
              ]);
            if (locale === EN) {
              const { name: n, ...rest } = fields;
              if (n !== undefined) name = n;
              attrs = { ...attrs, ...rest };
            } else tr[locale] = { ...tr[locale], ...fields };
          }
          texts.push({
            id: c.productId,
            name,
            attrs: Object.keys(attrs).length ? attrs : null,
            tr: Object.keys(tr).length ? tr : null,
          });
          topics.add("catalog");
        }
        for (const p of c.prices ?? []) {
          prices.push({ productId: c.productId, ...p });
          topics.add("price");
        }
        if (c.qty !== undefined && c.qty !== null) {
          stock.push({ productId: c.productId, qoh: c.qty });
          topics.add("catalog");
        }
      }
      await repo.bulkWrite(tx, { texts, prices, stock });
      return [...topics];
    },

    /**
     * The back office's reads beside the write seam (one home for the catalog's SQL): a product as it
     * is edited — row, every store's prices, stock, categories and version, the row locked inside the
     * caller's transaction when `lock` —, a filtered page of products, and the locked versions of a
     * bulk edit's products.
     */
    readEditable(productId: number, opts: { tx?: Db; lock?: boolean } = {}) {
      return repo.findEditable(productId, opts.tx, opts.lock ?? false);
    },
    listForStaff: repo.listForStaff,
    lockVersions: repo.lockVersions,
    /** Of these ids, those that are not categories / not products (validation before a write). */
    async unknownCategoryIds(ids: number[], tx?: Db): Promise<number[]> {
      const found = new Set(await repo.existingCategoryIds(ids, tx));
      return ids.filter((id) => !found.has(id));
    },
    async unknownProductIds(ids: number[], tx?: Db): Promise<number[]> {
      const found = new Set(await repo.existingProductIds(ids, tx));
      return ids.filter((id) => !found.has(id));
    },

    /**
     * What has no translation, per language (issue 15 item 3: the back office shows it): every product
     * and category field whose English text has no wording in the language (nor a regional one).
     */
    async listMissingTranslations(): Promise<MissingTranslationRow[]> {
      const { products, categories } = await repo.listTexts();
      const out: MissingTranslationRow[] = [];
      const has = (t: Record<string, Record<string, unknown> | undefined>, language: string, field: string) =>
        Object.entries(t).some(
          ([key, copy]) => (key === language || key.startsWith(`${language}-`)) && !!copy?.[field],
        );
      for (const language of LANGUAGES.filter((l) => l !== EN)) {
        for (const p of products) {
          const a = p.attributes;
          const fields = [
            "name",
            ...(typeof a.short_description === "string" ? ["short_description"] : []),
            ...(typeof a.description === "string" ? ["description"] : []),
            ...(Array.isArray(a.features) && a.features.length ? ["features"] : []),
          ].filter((f) => !has(p.translations, language, f));
          if (fields.length) out.push({ entity: "product", id: p.id, sku: p.sku, name: p.name, language, fields });
        }
        for (const c of categories) {
          const fields = ["name", ...(c.description ? ["description"] : [])].filter(
            (f) => !has(c.translations, language, f),
          );
          if (fields.length) out.push({ entity: "category", id: c.id, sku: null, name: c.name, language, fields });
        }
      }
      return out;
    },
  };

  // SSR loaders and the HTTP routes read through these: catalog pages render without touching the
  // database. Keys carry the site and the text locale (ADR 0038).
  const ttlMs = CATALOG_TTL_MS;
  const at = (site: Site, locale: string | undefined) => `${site.code}:${locale ?? EN}`;
  return {
    ...service,
    getProduct: memoize(
      cache,
      "product",
      { ttlMs, key: (id: number, site: Site, locale?: string) => `${at(site, locale)}:${id}` },
      (id: number, site: Site, locale?: string) => service.getProduct(id, site, locale),
    ),
    getProductComplete: memoize(
      cache,
      "product-complete",
      { ttlMs, key: (id: number, site: Site, locale?: string) => `${at(site, locale)}:${id}` },
      (id: number, site: Site, locale?: string) => service.getProductComplete(id, site, locale),
    ),
    getCategory: memoize(
      cache,
      "category",
      {
        ttlMs,
        key: (id: number, site: Site, page?: number, size?: number, locale?: string) =>
          `${at(site, locale)}:${id}:${page ?? 1}:${size ?? ""}`,
      },
      service.getCategory,
    ),
    listMenu: memoize(
      cache,
      "menu",
      { ttlMs, key: (site: Site, locale?: string) => at(site, locale) },
      (site: Site, locale?: string) => service.listMenu(site, locale),
    ),
    listProductsBySku: memoize(
      cache,
      "skus",
      { ttlMs, key: (skus: string[], site: Site, locale?: string) => `${at(site, locale)}:${skus.join(",")}` },
      (skus: string[], site: Site, locale?: string) => service.listProductsBySku(skus, site, locale),
    ),
    getHotActive: memoize(
      cache,
      "hot",
      { ttlMs, key: (site: Site, locale?: string) => at(site, locale) },
      (site: Site, locale?: string) => service.getHotActive(site, locale),
    ),
  };
}

/** Attributes merged with a change; a null value removes the attribute. */
function withAttributes(current: ProductRow["attributes"], change: Record<string, unknown>): ProductRow["attributes"] {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as ProductRow["attributes"];
}

function linkStrip(row: CategoryRow, index: CategoryIndex, site: Site): Category["linkStrip"] {
  if (!row.linkStrip) return null;
  const items = row.linkStrip.items
    .filter((item) => visibleOn(item.sites, site))
    .flatMap((item) => {
      const target = index.get(item.categoryId);
      if (!target || !visibleOn(target.sites, site)) return [];
      return [{ categoryId: item.categoryId, label: item.label, url: categoryRef(target).url, image: item.image }];
    });
  return items.length ? { style: row.linkStrip.style, items } : null;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
