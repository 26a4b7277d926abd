import type { Db } from "@ironworks/db";
import { type AnyColumn, and, asc, eq, inArray, or, sql } from "drizzle-orm";
// The search index is a read-only projection of the catalog's tables (ADR 0005): it reads them
// whole, in a handful of queries, and never writes.
import {
  categories,
  hotDeals,
  inventory,
  productCategories,
  productPrices,
  products,
} from "../catalog/catalog.schema.ts";
import type { CatalogSnapshot, SourceChild, SourcePrice, SourceProduct } from "./search.source.ts";

/** Magento-style visibility: 4 = catalog and search. */
const LISTED = 4;

export function createSearchRepository(db: Db) {
  /**
   * Listed products as the index sees them (prices, stock, categories, children); only those of `ids`
   * when given (a change to a few products: the index patches them, ADR 0038 addendum).
   */
  async function loadProducts(changed?: number[]): Promise<SourceProduct[]> {
    // A changed variant changes its parent's doc (its skus, prices, labels): the parent is loaded instead.
    const ids = changed && [
      ...new Set(
        (
          await db
            .select({ id: products.id, parentId: products.parentId })
            .from(products)
            .where(inArray(products.id, changed))
        ).map((r) => r.parentId ?? r.id),
      ),
    ];
    if (ids?.length === 0) return [];
    const listedRows = db
      .select()
      .from(products)
      .where(
        and(
          or(eq(products.visibility, LISTED), sql`${products.parentId} is not null`),
          ids ? or(inArray(products.id, ids), inArray(products.parentId, ids)) : undefined,
        ),
      )
      .orderBy(asc(products.id));
    // What belongs to the rows: all of it for the whole catalog, else only the rows' own.
    const related = (rowIds: number[] | undefined) => {
      const only = (column: AnyColumn) => (rowIds ? inArray(column, rowIds) : undefined);
      return Promise.all([
        db.select().from(productPrices).where(only(productPrices.productId)),
        db
          .select({ productId: inventory.productId, qoh: inventory.qoh, backorder: inventory.backorder })
          .from(inventory)
          .where(only(inventory.productId)),
        db
          .select()
          .from(productCategories)
          .where(only(productCategories.productId))
          .orderBy(asc(productCategories.categoryId), asc(productCategories.position)),
      ]);
    };
    let rows: Awaited<typeof listedRows>;
    let prices: Awaited<ReturnType<typeof related>>[0];
    let stock: Awaited<ReturnType<typeof related>>[1];
    let links: Awaited<ReturnType<typeof related>>[2];
    if (ids) {
      rows = await listedRows;
      if (rows.length === 0) return [];
      [prices, stock, links] = await related(rows.map((r) => r.id));
    } else [rows, [prices, stock, links]] = await Promise.all([listedRows, related(undefined)]);

    const pricesById = new Map<number, Map<number, SourcePrice>>();
    for (const p of prices) {
      let byStore = pricesById.get(p.productId);
      if (!byStore) {
        byStore = new Map();
        pricesById.set(p.productId, byStore);
      }
      byStore.set(p.storeId, { price: p.price, specialPrice: p.specialPrice, promoPrice: p.promoPrice });
    }
    const stockById = new Map(stock.map((s) => [s.productId, { qoh: s.qoh, backorder: s.backorder }]));
    const catsById = new Map<number, { categoryId: number; position: number }[]>();
    for (const l of links) {
      const list = catsById.get(l.productId) ?? [];
      list.push({ categoryId: l.categoryId, position: l.position });
      catsById.set(l.productId, list);
    }

    const childrenByParent = new Map<number, SourceChild[]>();
    for (const r of rows) {
      if (r.parentId === null) continue;
      const list = childrenByParent.get(r.parentId) ?? [];
      list.push({
        id: r.id,
        sku: r.sku,
        thumbnail: r.thumbnail,
        attributes: r.attributes,
        sites: r.sites,
        storeIds: [...(pricesById.get(r.id)?.keys() ?? [])],
      });
      childrenByParent.set(r.parentId, list);
    }

    return rows
      .filter((r) => r.visibility === LISTED && (!ids || ids.includes(r.id)))
      .map((r) => ({
        id: r.id,
        sku: r.sku,
        name: r.name,
        type: r.type,
        urlKey: r.urlKey,
        attributes: r.attributes,
        configurableAttributes: r.details.configurableAttributes ?? [],
        gallery: r.gallery,
        thumbnail: r.thumbnail,
        sites: r.sites,
        categories: catsById.get(r.id) ?? [],
        prices: pricesById.get(r.id) ?? new Map(),
        stock: stockById.get(r.id),
        children: childrenByParent.get(r.id) ?? [],
        createdAt: r.createdAt.getTime(),
        translations: r.translations,
      }));
  }

  return {
    /** A cheap fingerprint of everything the index depends on; it changes when the catalog does. */
    async readVersion(): Promise<string> {
      const result = await db.execute(sql`
        select concat_ws(':',
          (select count(*) from ${products}),
          (select max(${products.updatedAt})::text from ${products}),
          (select count(*) from ${productPrices}),
          (select coalesce(sum(coalesce(${productPrices.price}, 0) + 3 * coalesce(${productPrices.specialPrice}, 0)
                + 7 * coalesce(${productPrices.promoPrice}, 0)), 0) from ${productPrices}),
          (select count(*) from ${productCategories}),
          (select coalesce(sum(${productCategories.position}), 0) from ${productCategories}),
          (select count(*) from ${hotDeals}),
          (select count(*) from ${categories} where ${categories.isActive})
        ) as v`);
      // PGlite and node-postgres both answer { rows }.
      const rows = (result as unknown as { rows: { v: string }[] }).rows;
      return rows[0]?.v ?? "empty";
    },

    async loadSnapshot(): Promise<CatalogSnapshot> {
      const version = await this.readVersion();
      const [listed, cats, deals] = await Promise.all([
        loadProducts(),
        db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.position)),
        db.select().from(hotDeals).orderBy(asc(hotDeals.site), asc(hotDeals.position)),
      ]);
      return {
        version,
        products: listed,
        categories: cats.map((c) => ({
          id: c.id,
          parentId: c.parentId,
          name: c.name,
          urlPath: c.urlPath,
          position: c.position,
          sites: c.sites,
          inMenu: c.inMenu,
          translations: c.translations,
        })),
        deals: deals.map((d) => ({ productId: d.productId, site: d.site, position: d.position, dealType: d.dealType })),
      };
    },

    /**
     * Some listed products as they are now (a variant's id gives its parent), with the catalog version
     * read before them. A product not listed (any more) is simply absent.
     */
    async loadProducts(ids: number[]): Promise<{ version: string; products: SourceProduct[] }> {
      const version = await this.readVersion();
      return { version, products: ids.length ? await loadProducts(ids) : [] };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
