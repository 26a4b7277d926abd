import type { Db } from "@ironworks/db";
import type { SeedIndex } from "@ironworks/seed";
import { indexAuthors, indexCategories, indexPosts, indexPostTexts, indexTags } from "./index-hub.schema.ts";

/** The demo Index (packages/seed), written into empty tables. */
export async function seedIndexHub(db: Db, data: SeedIndex): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: indexPosts.id }).from(indexPosts).limit(1);
    if (any) return;
    await tx.insert(indexCategories).values(data.categories).onConflictDoNothing();
    await tx.insert(indexTags).values(data.tags).onConflictDoNothing();
    await tx.insert(indexAuthors).values(data.authors).onConflictDoNothing();
    await tx
      .insert(indexPosts)
      .values(data.posts.map(({ texts: _texts, ...p }) => ({ ...p, modifiedAt: p.publishedAt })));
    await tx.insert(indexPostTexts).values(data.posts.flatMap((p) => p.texts.map((t) => ({ ...t, postId: p.id }))));
  });
}
