import type { Db } from "@ironworks/db";
import { and, asc, eq, gt, inArray, lte, min, or } from "drizzle-orm";
import { indexAuthors, indexCategories, indexPosts, indexPostTexts, indexTags } from "./index-hub.schema.ts";

export type IndexPostRow = typeof indexPosts.$inferSelect;
export type IndexTextRow = typeof indexPostTexts.$inferSelect;
export type IndexCategoryRow = typeof indexCategories.$inferSelect;
export type IndexTagRow = typeof indexTags.$inferSelect;
export type IndexAuthorRow = typeof indexAuthors.$inferSelect;

/** The only file with Index SQL (issue #19). */
export function createIndexRepository(db: Db) {
  /** Shown: published, or scheduled with its time come. */
  const visible = (now: Date) =>
    or(eq(indexPosts.status, "publish"), and(eq(indexPosts.status, "future"), lte(indexPosts.publishedAt, now)));
  return {
    async loadVisible(now: Date): Promise<{ posts: IndexPostRow[]; texts: IndexTextRow[] }> {
      const posts = await db.select().from(indexPosts).where(visible(now));
      const ids = posts.map((p) => p.id);
      const texts = ids.length ? await db.select().from(indexPostTexts).where(inArray(indexPostTexts.postId, ids)) : [];
      return { posts, texts };
    },
    /** When the next scheduled post goes live (the cached snapshot must not outlive it). */
    async nextScheduled(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(indexPosts.publishedAt) })
        .from(indexPosts)
        .where(and(eq(indexPosts.status, "future"), gt(indexPosts.publishedAt, now)));
      return row?.at ?? null;
    },
    categories: (): Promise<IndexCategoryRow[]> =>
      db.select().from(indexCategories).orderBy(asc(indexCategories.position), asc(indexCategories.id)),
    tags: (): Promise<IndexTagRow[]> => db.select().from(indexTags).orderBy(asc(indexTags.name)),
    authors: (): Promise<IndexAuthorRow[]> => db.select().from(indexAuthors).orderBy(asc(indexAuthors.id)),
    countPosts: async (): Promise<number> => (await db.select({ id: indexPosts.id }).from(indexPosts)).length,
  };
}

export type IndexRepository = ReturnType<typeof createIndexRepository>;
