import type { Db } from "@ironworks/db";
import type { SeedData } from "@ironworks/seed";
import { urlRewrites } from "./route.schema.ts";

export async function seedRoutes(db: Db, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < data.urlRewrites.length; i += 500)
      await tx.insert(urlRewrites).values(data.urlRewrites.slice(i, i + 500));
  });
}
