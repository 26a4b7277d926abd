import type { Db } from "@ironworks/db";
import type { SeedData } from "@ironworks/seed";
import { cmsBlocks, cmsPages } from "./content.schema.ts";

export async function seedContent(db: Db, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    if (data.cmsPages.length)
      await tx.insert(cmsPages).values(data.cmsPages.map((p) => ({ ...p, roguebuilder: p.roguebuilder ?? null })));
    if (data.cmsBlocks.length) await tx.insert(cmsBlocks).values(data.cmsBlocks);
  });
}
