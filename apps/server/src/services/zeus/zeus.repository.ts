import type { Db } from "@ironworks/db";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { zeusProjects, zeusProjectVersions, zeusQuoteMessages, zeusQuotes, zeusRecipes } from "./zeus.schema.ts";

export type ProjectRow = typeof zeusProjects.$inferSelect;
export type QuoteRow = typeof zeusQuotes.$inferSelect;
export type QuoteMessageRow = typeof zeusQuoteMessages.$inferSelect;
export type RecipeRow = typeof zeusRecipes.$inferSelect;

/** The only SQL on the zeus_* tables; every shopper statement names the customer. */
export function createZeusRepository(db: Db) {
  return {
    db,
    async insertRecipe(row: typeof zeusRecipes.$inferInsert): Promise<RecipeRow> {
      const [created] = await db.insert(zeusRecipes).values(row).returning();
      if (!created) throw new Error("recipe not inserted");
      return created;
    },

    async recipe(id: string): Promise<RecipeRow | null> {
      const [row] = await db.select().from(zeusRecipes).where(eq(zeusRecipes.id, id)).limit(1);
      return row ?? null;
    },

    async listProjects(customerId: number): Promise<ProjectRow[]> {
      return db
        .select()
        .from(zeusProjects)
        .where(eq(zeusProjects.customerId, customerId))
        .orderBy(desc(zeusProjects.updatedAt), asc(zeusProjects.id))
        .limit(200);
    },

    async project(customerId: number, id: string): Promise<ProjectRow | null> {
      const [row] = await db
        .select()
        .from(zeusProjects)
        .where(and(eq(zeusProjects.id, id), eq(zeusProjects.customerId, customerId)))
        .limit(1);
      return row ?? null;
    },

    /** Whether any customer's project has this id (a guest's claimed gym keeps its device id when free). */
    async projectIdTaken(id: string): Promise<boolean> {
      const [row] = await db.select({ id: zeusProjects.id }).from(zeusProjects).where(eq(zeusProjects.id, id)).limit(1);
      return !!row;
    },

    async projectByShare(token: string): Promise<ProjectRow | null> {
      const [row] = await db.select().from(zeusProjects).where(eq(zeusProjects.shareToken, token)).limit(1);
      return row ?? null;
    },

    async insertProject(row: typeof zeusProjects.$inferInsert): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(zeusProjects).values(row).returning();
        if (!created) throw new Error("project not inserted");
        await tx
          .insert(zeusProjectVersions)
          .values({ projectId: created.id, version: created.version, plan: created.plan });
        return created;
      });
    },

    /** A new version: the row's version goes up by one and the plan is kept in the versions table. */
    async saveVersion(
      customerId: number,
      id: string,
      change: Pick<ProjectRow, "name" | "plan" | "totalMinor" | "currency">,
    ): Promise<ProjectRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(zeusProjects)
          .set({ ...change, version: sql`${zeusProjects.version} + 1`, updatedAt: new Date() })
          .where(and(eq(zeusProjects.id, id), eq(zeusProjects.customerId, customerId)))
          .returning();
        if (!row) return null;
        await tx.insert(zeusProjectVersions).values({ projectId: row.id, version: row.version, plan: row.plan });
        return row;
      });
    },

    async setShareToken(customerId: number, id: string, token: string): Promise<ProjectRow | null> {
      const [row] = await db
        .update(zeusProjects)
        .set({ shareToken: sql`coalesce(${zeusProjects.shareToken}, ${token})` })
        .where(and(eq(zeusProjects.id, id), eq(zeusProjects.customerId, customerId)))
        .returning();
      return row ?? null;
    },

    async deleteProject(customerId: number, id: string): Promise<boolean> {
      const rows = await db
        .delete(zeusProjects)
        .where(and(eq(zeusProjects.id, id), eq(zeusProjects.customerId, customerId)))
        .returning({ id: zeusProjects.id });
      return rows.length > 0;
    },

    async insertQuote(row: typeof zeusQuotes.$inferInsert, message: string | null): Promise<QuoteRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(zeusQuotes).values(row).returning();
        if (!created) throw new Error("quote not inserted");
        if (message)
          await tx.insert(zeusQuoteMessages).values({ quoteId: created.id, sender: "customer", text: message });
        return created;
      });
    },

    /** The customer's quotes among `ids` (the quote lines of their cart). */
    async quotesOf(customerId: number, ids: readonly string[]): Promise<QuoteRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(zeusQuotes)
        .where(and(eq(zeusQuotes.customerId, customerId), inArray(zeusQuotes.id, [...ids])));
    },

    /** The customer's quotes among `ids`, locked for the order transaction (in id order: no deadlock). */
    async lockQuotes(tx: Db, customerId: number, ids: readonly string[]): Promise<QuoteRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(zeusQuotes)
        .where(and(eq(zeusQuotes.customerId, customerId), inArray(zeusQuotes.id, [...ids])))
        .orderBy(asc(zeusQuotes.id))
        .for("update");
    },

    /** Quotes whose prices are held past their expiry, locked (skipping rows a checkout holds). */
    async lockDue(tx: Db, at: Date, limit: number): Promise<QuoteRow[]> {
      return tx
        .select()
        .from(zeusQuotes)
        .where(and(inArray(zeusQuotes.state, ["quoted", "accepted", "converted"]), lte(zeusQuotes.expiresAt, at)))
        .orderBy(asc(zeusQuotes.id))
        .limit(limit)
        .for("update", { skipLocked: true });
    },

    async quotesOfOrder(tx: Db, orderId: string): Promise<QuoteRow[]> {
      return tx
        .select()
        .from(zeusQuotes)
        .where(and(eq(zeusQuotes.orderId, orderId), eq(zeusQuotes.state, "ordered")))
        .orderBy(asc(zeusQuotes.id))
        .for("update");
    },

    async listQuotes(customerId: number): Promise<QuoteRow[]> {
      return db
        .select()
        .from(zeusQuotes)
        .where(eq(zeusQuotes.customerId, customerId))
        .orderBy(desc(zeusQuotes.createdAt), asc(zeusQuotes.id))
        .limit(200);
    },

    async quote(tx: Db, id: string, customerId: number | null, lock = false): Promise<QuoteRow | null> {
      const where =
        customerId === null ? eq(zeusQuotes.id, id) : and(eq(zeusQuotes.id, id), eq(zeusQuotes.customerId, customerId));
      const q = tx.select().from(zeusQuotes).where(where).limit(1);
      const [row] = lock ? await q.for("update") : await q;
      return row ?? null;
    },

    async updateQuote(tx: Db, id: string, set: Partial<QuoteRow>): Promise<QuoteRow> {
      const [row] = await tx
        .update(zeusQuotes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(zeusQuotes.id, id))
        .returning();
      if (!row) throw new Error("quote vanished");
      return row;
    },

    async addMessage(tx: Db, quoteId: string, sender: "customer" | "staff", text: string, staffId: number | null) {
      await tx.insert(zeusQuoteMessages).values({ quoteId, sender, text, staffId });
    },

    async messages(tx: Db, quoteId: string): Promise<QuoteMessageRow[]> {
      return tx
        .select()
        .from(zeusQuoteMessages)
        .where(eq(zeusQuoteMessages.quoteId, quoteId))
        .orderBy(asc(zeusQuoteMessages.id))
        .limit(500);
    },

    async queue(state: string | undefined, page: number, limit: number) {
      const where = state ? eq(zeusQuotes.state, state) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(zeusQuotes)
          .where(where)
          .orderBy(desc(zeusQuotes.createdAt), asc(zeusQuotes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(zeusQuotes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ZeusRepository = ReturnType<typeof createZeusRepository>;
