import type { Db } from "@ironworks/db";
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import {
  categories,
  groupPrices,
  hotDeals,
  inventory,
  productCategories,
  productPrices,
  products,
} from "./catalog.schema.ts";

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof productPrices.$inferSelect;
export type InventoryRow = typeof inventory.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** A product with what one store needs to show it. */
export interface ProductRecord {
  product: ProductRow;
  price: PriceRow | undefined;
  inventory: InventoryRow | undefined;
  categoryIds: number[];
}

/**
 * A product's version (ADR 0037 §6): its updated_at in microseconds. Every write through the seam
 * moves it strictly forward (`bumpVersion`), so a save that names an older one is a conflict.
 */
export const PRODUCT_VERSION = sql<string>`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint::text`;

/** The back office's product list query (search, filters, sort, page). */
export interface StaffProductListQuery {
  q?: string | undefined;
  type?: string | undefined;
  categoryId?: number | undefined;
  /** listed: visibility 4 (catalog and search); hidden: anything else. */
  status?: "listed" | "hidden" | undefined;
  inStock?: boolean | undefined;
  storeId?: number | undefined;
  sort?: string | undefined;
  page: number;
  limit: number;
}

/** Rows visible on a site: no site limit, or the site listed. */
const soldOn = (site: string) => or(isNull(products.sites), sql`${site} = any(${products.sites})`);

export function createCatalogRepository(db: Db) {
  async function loadRecords(rows: ProductRow[], storeId: number): Promise<ProductRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [prices, stock, cats] = await Promise.all([
      db
        .select()
        .from(productPrices)
        .where(and(inArray(productPrices.productId, ids), eq(productPrices.storeId, storeId))),
      db.select().from(inventory).where(inArray(inventory.productId, ids)),
      db
        .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
        .from(productCategories)
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.categoryId)),
    ]);
    const priceById = new Map(prices.map((p) => [p.productId, p]));
    const stockById = new Map(stock.map((s) => [s.productId, s]));
    const catsById = new Map<number, number[]>();
    for (const c of cats) {
      const list = catsById.get(c.productId) ?? [];
      list.push(c.categoryId);
      catsById.set(c.productId, list);
    }
    return rows.map((product) => ({
      product,
      price: priceById.get(product.id),
      inventory: stockById.get(product.id),
      categoryIds: catsById.get(product.id) ?? [],
    }));
  }

  return {
    /** Runs `fn` in one transaction (the write seam). */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async findProducts(where: { ids?: number[]; skus?: string[]; parentId?: number }, site: string, storeId: number) {
      const conditions = [soldOn(site)];
      if (where.ids) conditions.push(inArray(products.id, where.ids.length ? where.ids : [-1]));
      if (where.skus) conditions.push(inArray(products.sku, where.skus.length ? where.skus : [""]));
      if (where.parentId !== undefined) conditions.push(eq(products.parentId, where.parentId));
      const rows = await db
        .select()
        .from(products)
        .where(and(...conditions))
        .orderBy(asc(products.id));
      return loadRecords(rows, storeId);
    },

    async listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.position));
    },

    /** One page of a category's visible products, in merchandising order, with the total. */
    async listCategoryProducts(categoryId: number, site: string, storeId: number, page: number, pageSize: number) {
      const where = and(
        eq(productCategories.categoryId, categoryId),
        eq(products.visibility, 4),
        soldOn(site),
        sql`exists (select 1 from ${productPrices} pp where pp.product_id = ${products.id} and pp.store_id = ${storeId})`,
      );
      const [rows, countRows] = await Promise.all([
        db
          .select({ product: products })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(where)
          .orderBy(asc(productCategories.position), asc(products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(where),
      ]);
      return {
        total: countRows[0]?.n ?? 0,
        records: await loadRecords(
          rows.map((r) => r.product),
          storeId,
        ),
      };
    },

    async listGroupPrices(productIds: number[], storeId: number, groupId: number | undefined) {
      const conditions = [
        inArray(groupPrices.productId, productIds.length ? productIds : [-1]),
        eq(groupPrices.storeId, storeId),
      ];
      if (groupId !== undefined) conditions.push(eq(groupPrices.groupId, groupId));
      return db
        .select()
        .from(groupPrices)
        .where(and(...conditions))
        .orderBy(asc(groupPrices.productId), asc(groupPrices.groupId));
    },

    async listCompatible(tag: string, group: string, site: string, storeId: number) {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            soldOn(site),
            eq(products.visibility, 4),
            sql`${products.attributes}->>'compat_group' = ${group}`,
            sql`${products.attributes}->>'accessory_type' is not null`,
          ),
        )
        .orderBy(asc(products.id));
      return { rows: await loadRecords(rows, storeId), tag };
    },

    async listHotDeals(site: string) {
      return db.select().from(hotDeals).where(eq(hotDeals.site, site)).orderBy(asc(hotDeals.position));
    },

    /** Url keys of every visible product sold on the site. */
    async listProductUrlKeys(site: string, storeId: number): Promise<string[]> {
      const rows = await db
        .select({ urlKey: products.urlKey })
        .from(products)
        .where(
          and(
            eq(products.visibility, 4),
            soldOn(site),
            sql`exists (select 1 from ${productPrices} pp where pp.product_id = ${products.id} and pp.store_id = ${storeId})`,
          ),
        )
        .orderBy(asc(products.id));
      return rows.map((r) => r.urlKey);
    },

    /** One product row by id, wherever it is sold (the write seam reads before it writes). */
    async findProductRow(productId: number, executor: Db = db): Promise<ProductRow | undefined> {
      const [row] = await executor.select().from(products).where(eq(products.id, productId));
      return row;
    },

    async listPriceRows(productId: number, executor: Db = db): Promise<PriceRow[]> {
      return executor
        .select()
        .from(productPrices)
        .where(eq(productPrices.productId, productId))
        .orderBy(asc(productPrices.storeId));
    },

    /** Sets the given price fields of one store (a row is made when the store had none). */
    async upsertPrice(
      productId: number,
      storeId: number,
      fields: Partial<Pick<PriceRow, "price" | "specialPrice" | "promoPrice">>,
      executor: Db = db,
    ): Promise<void> {
      await executor
        .insert(productPrices)
        .values({ productId, storeId, price: null, specialPrice: null, promoPrice: null, ...fields })
        .onConflictDoUpdate({ target: [productPrices.productId, productPrices.storeId], set: fields });
    },

    /** Writes a product's name, attributes and translations (the seam's `bumpVersion` marks it updated). */
    async updateProductText(
      productId: number,
      fields: Pick<ProductRow, "name" | "attributes" | "translations">,
      executor: Db = db,
    ): Promise<ProductRow | undefined> {
      const [row] = await executor.update(products).set(fields).where(eq(products.id, productId)).returning();
      return row;
    },

    /** Every product's and category's text and translations (the back office's missing-translation list). */
    async listTexts() {
      const [productRows, categoryRows] = await Promise.all([
        db
          .select({
            id: products.id,
            sku: products.sku,
            name: products.name,
            attributes: products.attributes,
            translations: products.translations,
          })
          .from(products)
          .orderBy(asc(products.id)),
        db
          .select({
            id: categories.id,
            name: categories.name,
            description: categories.description,
            translations: categories.translations,
          })
          .from(categories)
          .orderBy(asc(categories.id)),
      ]);
      return { products: productRows, categories: categoryRows };
    },

    /** The back office's list: one page of products matching the filters, with every store's prices and the stock. */
    async listForStaff(q: StaffProductListQuery) {
      const where: SQL[] = [];
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(products.name, like), ilike(products.sku, like)) as SQL);
      }
      if (q.type) where.push(eq(products.type, q.type as ProductRow["type"]));
      if (q.status === "listed") where.push(eq(products.visibility, 4));
      if (q.status === "hidden") where.push(sql`${products.visibility} <> 4`);
      if (q.categoryId !== undefined)
        where.push(
          sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${q.categoryId})`,
        );
      if (q.storeId !== undefined)
        where.push(
          sql`exists (select 1 from ${productPrices} pp where pp.product_id = ${products.id} and pp.store_id = ${q.storeId})`,
        );
      if (q.inStock === true)
        where.push(sql`exists (select 1 from ${inventory} i where i.product_id = ${products.id} and i.qoh > 0)`);
      if (q.inStock === false)
        where.push(sql`not exists (select 1 from ${inventory} i where i.product_id = ${products.id} and i.qoh > 0)`);
      const desc_ = q.sort?.startsWith("-") ?? false;
      const key = q.sort?.replace(/^-/, "");
      const column =
        key === "name" ? products.name : key === "sku" ? products.sku : key === "type" ? products.type : products.id;
      const order = [desc_ ? desc(column) : asc(column), asc(products.id)];
      const condition = where.length ? and(...where) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: products.id,
            sku: products.sku,
            name: products.name,
            type: products.type,
            visibility: products.visibility,
            version: PRODUCT_VERSION,
          })
          .from(products)
          .where(condition)
          .orderBy(...order)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(products).where(condition),
      ]);
      const ids = rows.map((r) => r.id);
      const [prices, stock] = await Promise.all([
        db
          .select()
          .from(productPrices)
          .where(inArray(productPrices.productId, ids.length ? ids : [-1]))
          .orderBy(asc(productPrices.storeId)),
        db
          .select({ productId: inventory.productId, qoh: inventory.qoh })
          .from(inventory)
          .where(inArray(inventory.productId, ids.length ? ids : [-1])),
      ]);
      return { rows, prices, stock, total: counted[0]?.n ?? 0 };
    },

    /**
     * One product as the back office edits it: the row (locked for the caller's transaction when
     * `lock`), its prices in every store, stock and categories, and its version.
     */
    async findEditable(productId: number, executor: Db = db, lock = false) {
      const query = executor
        .select({ product: products, version: PRODUCT_VERSION })
        .from(products)
        .where(eq(products.id, productId));
      const [row] = lock ? await query.for("update") : await query;
      if (!row) return undefined;
      // One after another: inside a transaction they share one connection.
      const prices = await this.listPriceRows(productId, executor);
      const [stock] = await executor.select().from(inventory).where(eq(inventory.productId, productId));
      const cats = await executor
        .select({ categoryId: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, productId))
        .orderBy(asc(productCategories.categoryId));
      // A configurable product's variants (its hidden simple children), for the editor's links.
      const children = await executor
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          attributes: products.attributes,
          sites: products.sites,
          qoh: inventory.qoh,
        })
        .from(products)
        .leftJoin(inventory, eq(inventory.productId, products.id))
        .where(eq(products.parentId, productId))
        .orderBy(asc(products.id));
      return {
        product: row.product,
        version: row.version,
        prices,
        inventory: stock,
        categoryIds: cats.map((c) => c.categoryId),
        children,
      };
    },

    /** The versions of some products, locked for the caller's transaction (bulk edits compare them). */
    async lockVersions(ids: number[], executor: Db): Promise<Map<number, string>> {
      const rows = await executor
        .select({ id: products.id, version: PRODUCT_VERSION })
        .from(products)
        .where(inArray(products.id, ids.length ? ids : [-1]))
        .orderBy(asc(products.id))
        .for("update");
      return new Map(rows.map((r) => [r.id, r.version]));
    },

    /** Store-independent fields of a product row (attributes, visibility, weight, options, gallery). */
    async updateProductFields(
      productId: number,
      fields: Partial<Pick<ProductRow, "attributes" | "visibility" | "weight" | "details" | "gallery" | "thumbnail">>,
      executor: Db = db,
    ): Promise<void> {
      await executor.update(products).set(fields).where(eq(products.id, productId));
    },

    async updateInventory(
      productId: number,
      fields: Partial<Omit<InventoryRow, "productId">>,
      executor: Db = db,
    ): Promise<void> {
      await executor.update(inventory).set(fields).where(eq(inventory.productId, productId));
    },

    /** The product's categories become exactly `categoryIds` (positions kept for those it stays in). */
    async setCategories(productId: number, categoryIds: number[], executor: Db = db): Promise<void> {
      await executor
        .delete(productCategories)
        .where(
          and(
            eq(productCategories.productId, productId),
            categoryIds.length ? notInArray(productCategories.categoryId, categoryIds) : undefined,
          ),
        );
      if (categoryIds.length)
        await executor
          .insert(productCategories)
          .values(categoryIds.map((categoryId) => ({ productId, categoryId, position: 0 })))
          .onConflictDoNothing();
    },

    async existingCategoryIds(ids: number[], executor: Db = db): Promise<number[]> {
      const rows = await executor
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids.length ? ids : [-1]));
      return rows.map((r) => r.id);
    },

    async existingProductIds(ids: number[], executor: Db = db): Promise<number[]> {
      const rows = await executor
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids.length ? ids : [-1]));
      return rows.map((r) => r.id);
    },

    /** Moves the product's version strictly forward (even within one clock tick); answers the new one. */
    async bumpVersion(productId: number, executor: Db = db): Promise<string> {
      const [row] = await executor
        .update(products)
        .set({ updatedAt: sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')` })
        .where(eq(products.id, productId))
        .returning({ version: PRODUCT_VERSION });
      return row?.version ?? "";
    },

    /**
     * The CSV import's writes in a few statements (issue #17: 10,000 products under a minute): copy
     * merged into each product's own text and translations as `updateProductText` would, whole price
     * rows of existing stores, and stock, each in chunks of `chunk` rows (jsonb_to_recordset: one
     * parameter per statement). The caller bumps the versions and holds the transaction.
     */
    async bulkWrite(
      executor: Db,
      w: {
        texts: {
          id: number;
          name: string | null;
          attrs: Record<string, unknown> | null;
          tr: Record<string, object> | null;
        }[];
        prices: {
          productId: number;
          storeId: number;
          price: number | null;
          specialPrice: number | null;
          promoPrice: number | null;
        }[];
        stock: { productId: number; qoh: number }[];
      },
      chunk = 2000,
    ): Promise<void> {
      for (let i = 0; i < w.texts.length; i += chunk)
        await executor.execute(sql`
          update ${products} as p set
            name = coalesce(v.name, p.name),
            attributes = p.attributes || coalesce(v.attrs, '{}'::jsonb),
            translations = coalesce(p.translations, '{}'::jsonb) || coalesce((
              select jsonb_object_agg(e.key, coalesce(p.translations -> e.key, '{}'::jsonb) || e.value)
              from jsonb_each(coalesce(v.tr, '{}'::jsonb)) as e
            ), '{}'::jsonb)
          from jsonb_to_recordset(${JSON.stringify(w.texts.slice(i, i + chunk))}::jsonb)
            as v(id int, name text, attrs jsonb, tr jsonb)
          where p.id = v.id`);
      for (let i = 0; i < w.prices.length; i += chunk)
        await executor.execute(sql`
          update ${productPrices} as pp set price = v."price", special_price = v."specialPrice", promo_price = v."promoPrice"
          from jsonb_to_recordset(${JSON.stringify(w.prices.slice(i, i + chunk))}::jsonb)
            as v("productId" int, "storeId" int, "price" int, "specialPrice" int, "promoPrice" int)
          where pp.product_id = v."productId" and pp.store_id = v."storeId"`);
      for (let i = 0; i < w.stock.length; i += chunk)
        await executor.execute(sql`
          update ${inventory} as i set qoh = v.qoh
          from jsonb_to_recordset(${JSON.stringify(w.stock.slice(i, i + chunk))}::jsonb) as v("productId" int, qoh int)
          where i.product_id = v."productId"`);
    },

    /** Issue 23 (brands): the visible products a manufacturer makes, sold on the site, by name. */
    async findByManufacturer(manufacturer: string, site: string, storeId: number) {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(eq(products.visibility, 4), soldOn(site), sql`${products.attributes}->>'manufacturer' = ${manufacturer}`),
        )
        .orderBy(asc(products.name), asc(products.id));
      return loadRecords(rows, storeId);
    },

    /** Issue 23 (brands): visible products per manufacturer on the site, in one statement. */
    async countByManufacturer(site: string, storeId: number): Promise<{ manufacturer: string; n: number }[]> {
      return db
        .select({ manufacturer: sql<string>`${products.attributes}->>'manufacturer'`, n: sql<number>`count(*)::int` })
        .from(products)
        .where(
          and(
            eq(products.visibility, 4),
            soldOn(site),
            sql`${products.attributes}->>'manufacturer' is not null`,
            sql`exists (select 1 from ${productPrices} pp where pp.product_id = ${products.id} and pp.store_id = ${storeId})`,
          ),
        )
        .groupBy(sql`1`);
    },

    async countProducts(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return rows[0]?.n ?? 0;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
