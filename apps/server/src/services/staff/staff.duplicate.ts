import { ERRORS, type StaffProductDuplicate } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { eq, or, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import { groupPrices, inventory, productCategories, productPrices, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import { urlRewrites } from "../route/route.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { recordAudit } from "./staff.repository.ts";

/** Hidden: reachable by its link, not listed in the catalog or search (the editor's "hidden"). */
const HIDDEN = 1;

/**
 * A new product from the console (issue #17: a merchandiser adds products without a shell): a copy
 * of an existing simple, bundle or grouped product — its copy in every language but the name, its
 * attributes, options, bundle options, gallery, prices per store, customer-group prices and
 * categories — under a new SKU, URL key and name, hidden and with no stock, so nothing shows to
 * shoppers until the merchandiser has edited it in the full editor and listed it. One transaction:
 * the product, its rows, its route (`/<url key>` on the source's sites) and the audit entry
 * `product.create`; then the catalog caches and search hear of it on every process. A configurable
 * product is refused (its variants are products of their own).
 */
export function createStaffDuplicate(deps: { db: Db; catalog: Pick<CatalogService, "announce"> }) {
  return {
    async duplicate(who: StaffPrincipal, sourceId: number, input: StaffProductDuplicate): Promise<{ id: number }> {
      const id = await deps.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // One product creation at a time: the new id is the next after the highest.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:product-create'))`);
        const [source] = await tx.select().from(products).where(eq(products.id, sourceId));
        if (!source) throw httpError(ERRORS.productNotFound, `No product with id ${sourceId}.`);
        if (source.type === "configurable" || source.parentId !== null) throw httpError(ERRORS.productNotDuplicable);
        const taken = await tx
          .select({ sku: products.sku, urlKey: products.urlKey })
          .from(products)
          .where(or(eq(sql`lower(${products.sku})`, input.sku.toLowerCase()), eq(products.urlKey, input.urlKey)));
        if (taken.some((r) => r.sku.toLowerCase() === input.sku.toLowerCase()))
          throw httpError(ERRORS.skuInUse, `Product ${taken[0]?.sku} has the SKU ${input.sku}.`, { field: "sku" });
        const path = `/${input.urlKey}`;
        const routed = await tx
          .select({ site: urlRewrites.site })
          .from(urlRewrites)
          .where(eq(urlRewrites.requestPath, path));
        if (taken.length || routed.length)
          throw httpError(ERRORS.urlInUse, `${path} is already a product, page or redirect.`, { field: "urlKey" });

        const [next] = await tx.select({ id: sql<number>`coalesce(max(${products.id}), 0)::int + 1` }).from(products);
        const newId = next?.id as number;
        // The other languages' copy is kept for the editor; their names were the source's, so they go.
        const translations = Object.fromEntries(
          Object.entries(source.translations).map(([locale, copy]) => {
            const { name: _name, ...rest } = copy as Record<string, unknown>;
            return [locale, rest];
          }),
        ) as typeof source.translations;
        await tx.insert(products).values({
          ...source,
          id: newId,
          sku: input.sku,
          name: input.name,
          urlKey: input.urlKey,
          visibility: HIDDEN,
          translations,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        const copyRows = async <T extends { productId: number }>(
          table: typeof productPrices | typeof groupPrices | typeof productCategories,
        ) => {
          const rows = (await tx.select().from(table).where(eq(table.productId, sourceId))) as T[];
          if (rows.length) await tx.insert(table).values(rows.map((r) => ({ ...r, productId: newId })) as never);
        };
        await copyRows(productPrices);
        await copyRows(groupPrices);
        await copyRows(productCategories);
        const [stock] = await tx.select().from(inventory).where(eq(inventory.productId, sourceId));
        if (stock) await tx.insert(inventory).values({ ...stock, productId: newId, qoh: 0 });
        const sites = source.sites?.length ? source.sites : ["*"];
        await tx
          .insert(urlRewrites)
          .values(
            sites.map((site) => ({ site, requestPath: path, entityType: "product" as const, entityId: String(newId) })),
          );
        await recordAudit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.create",
          targetType: "product",
          targetId: String(newId),
          changes: {
            sku: { before: null, after: input.sku },
            name: { before: null, after: input.name },
            urlKey: { before: null, after: input.urlKey },
          },
          detail: { duplicateOf: sourceId, sourceSku: source.sku },
        });
        return newId;
      });
      deps.catalog.announce(["catalog", "price"], [id]);
      return { id };
    },
  };
}
export type StaffDuplicate = ReturnType<typeof createStaffDuplicate>;
