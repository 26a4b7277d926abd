import type { Db } from "@ironworks/db";
import type { SeedBrand } from "@ironworks/seed";
import { asc, eq } from "drizzle-orm";
import { brands } from "./brands.schema.ts";

export type BrandRow = typeof brands.$inferSelect;

/** The only file with brand SQL. */
export function createBrandsRepository(db: Db) {
  return {
    listActive: (): Promise<BrandRow[]> =>
      db.select().from(brands).where(eq(brands.isActive, true)).orderBy(asc(brands.name)),

    async findActive(slug: string): Promise<BrandRow | undefined> {
      const [row] = await db.select().from(brands).where(eq(brands.slug, slug));
      return row?.isActive ? row : undefined;
    },

    /** The demo brands (seed): written once into an empty table. */
    async insertMany(rows: (typeof brands.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(brands).values(rows).onConflictDoNothing();
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;

/** The demo store's brands (packages/seed), written into an empty table. */
export async function seedBrands(db: Db, rows: SeedBrand[]): Promise<void> {
  await createBrandsRepository(db).insertMany(rows);
}
