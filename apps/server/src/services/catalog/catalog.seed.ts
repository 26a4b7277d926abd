import type { Db } from "@ironworks/db";
import type { SeedData } from "@ironworks/seed";
import {
  categories,
  groupPrices,
  hotDeals,
  inventory,
  productCategories,
  productPrices,
  products,
} from "./catalog.schema.ts";

/** Inserts the demo catalog in one transaction, in chunks that stay under the bind-parameter limit. */
export async function seedCatalog(db: Db, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    const insert = async <T>(table: Parameters<typeof tx.insert>[0], rows: T[], size = 500) => {
      for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
    };
    await insert(categories, data.categories);
    await insert(
      products,
      data.products.map(({ categories: _c, prices: _p, groupPrices: _g, inventory: _i, ...p }) => p),
      200,
    );
    await insert(
      productCategories,
      data.products.flatMap((p) => p.categories.map((c) => ({ productId: p.id, ...c }))),
    );
    await insert(
      productPrices,
      data.products.flatMap((p) => p.prices.map((price) => ({ productId: p.id, ...price }))),
    );
    await insert(
      groupPrices,
      data.products.flatMap((p) => p.groupPrices.map((g) => ({ productId: p.id, ...g }))),
    );
    await insert(
      inventory,
      data.products.map((p) => ({ productId: p.id, ...p.inventory })),
    );
    await insert(hotDeals, data.hotDeals);
  });
}
