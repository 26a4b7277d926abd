import type { Db } from "@ironworks/db";
import { and, asc, desc, eq, gt, inArray, lte, max, min, ne, or, sql } from "drizzle-orm";
import {
  indexAuthors,
  indexCategories,
  indexPostRevisions,
  indexPosts,
  indexPostTexts,
  indexTags,
} from "./index-hub.schema.ts";

export type IndexPostRow = typeof indexPosts.$inferSelect;
export type IndexTextRow = typeof indexPostTexts.$inferSelect;
export type IndexCategoryRow = typeof indexCategories.$inferSelect;
export type IndexTagRow = typeof indexTags.$inferSelect;
export type IndexAuthorRow = typeof indexAuthors.$inferSelect;
export type IndexRevisionRow = typeof indexPostRevisions.$inferSelect;

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
    /** One post whatever its status (a signed preview link shows a draft). */
    async loadOne(id: number): Promise<{ post: IndexPostRow; texts: IndexTextRow[] } | null> {
      const [post] = await db.select().from(indexPosts).where(eq(indexPosts.id, id));
      if (!post) return null;
      return { post, texts: await db.select().from(indexPostTexts).where(eq(indexPostTexts.postId, id)) };
    },
  };
}

export type IndexRepository = ReturnType<typeof createIndexRepository>;

/** The back office's reads and writes (issue #19 item 4); `db` may be a transaction. */
export function createIndexEditorRepository(db: Db) {
  return {
    choices: async () => ({
      categories: await db
        .select({ id: indexCategories.id, name: indexCategories.name, slug: indexCategories.slug })
        .from(indexCategories)
        .orderBy(asc(indexCategories.position)),
      tags: await db.select({ id: indexTags.id, name: indexTags.name }).from(indexTags).orderBy(asc(indexTags.name)),
      authors: await db
        .select({ id: indexAuthors.id, name: indexAuthors.name })
        .from(indexAuthors)
        .orderBy(asc(indexAuthors.id)),
    }),
    listAll: async (): Promise<{ posts: IndexPostRow[]; texts: IndexTextRow[] }> => ({
      posts: await db.select().from(indexPosts),
      texts: await db.select().from(indexPostTexts),
    }),
    async find(tx: Db, id: number): Promise<{ post: IndexPostRow; texts: IndexTextRow[] } | null> {
      const [post] = await tx.select().from(indexPosts).where(eq(indexPosts.id, id)).for("update");
      if (!post) return null;
      return { post, texts: await tx.select().from(indexPostTexts).where(eq(indexPostTexts.postId, id)) };
    },
    /** The next post id; one creator at a time takes it (a transaction-scoped advisory lock). */
    async nextId(tx: Db): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(19019)`);
      const [row] = await tx.select({ id: max(indexPosts.id) }).from(indexPosts);
      return (row?.id ?? 4000) + 1;
    },
    /** Another post holding one of these (lang, slug) pairs. */
    async slugTaken(tx: Db, id: number, pairs: { lang: string; slug: string }[]): Promise<boolean> {
      if (!pairs.length) return false;
      const rows = await tx
        .select({ postId: indexPostTexts.postId })
        .from(indexPostTexts)
        .where(
          and(
            ne(indexPostTexts.postId, id),
            or(...pairs.map((p) => and(eq(indexPostTexts.lang, p.lang), eq(indexPostTexts.slug, p.slug)))),
          ),
        );
      return rows.length > 0;
    },
    async exists(tx: Db, categoryIds: number[], tagIds: number[], authorId: number) {
      const [cats, tags, authors] = await Promise.all([
        categoryIds.length
          ? tx.select({ id: indexCategories.id }).from(indexCategories).where(inArray(indexCategories.id, categoryIds))
          : [],
        tagIds.length ? tx.select({ id: indexTags.id }).from(indexTags).where(inArray(indexTags.id, tagIds)) : [],
        tx.select({ id: indexAuthors.id }).from(indexAuthors).where(eq(indexAuthors.id, authorId)),
      ]);
      return {
        categories: cats.length === new Set(categoryIds).size,
        tags: tags.length === new Set(tagIds).size,
        author: authors.length === 1,
      };
    },
    async insert(tx: Db, row: typeof indexPosts.$inferInsert) {
      await tx.insert(indexPosts).values(row);
    },
    async update(tx: Db, id: number, row: Partial<typeof indexPosts.$inferInsert>) {
      await tx.update(indexPosts).set(row).where(eq(indexPosts.id, id));
    },
    async addRevision(tx: Db, row: typeof indexPostRevisions.$inferInsert) {
      await tx.insert(indexPostRevisions).values(row);
    },
    /** A post's revisions, newest first. */
    revisions: (id: number): Promise<IndexRevisionRow[]> =>
      db
        .select()
        .from(indexPostRevisions)
        .where(eq(indexPostRevisions.postId, id))
        .orderBy(desc(indexPostRevisions.id)),
    async revision(tx: Db, postId: number, revisionId: number): Promise<IndexRevisionRow | null> {
      const [row] = await tx
        .select()
        .from(indexPostRevisions)
        .where(and(eq(indexPostRevisions.postId, postId), eq(indexPostRevisions.id, revisionId)));
      return row ?? null;
    },
    async replaceTexts(tx: Db, id: number, texts: Omit<IndexTextRow, "postId">[]) {
      await tx.delete(indexPostTexts).where(eq(indexPostTexts.postId, id));
      if (texts.length) await tx.insert(indexPostTexts).values(texts.map((t) => ({ ...t, postId: id })));
    },
  };
}

export type IndexEditorRepository = ReturnType<typeof createIndexEditorRepository>;
