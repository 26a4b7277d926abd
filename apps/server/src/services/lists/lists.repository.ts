import type { Db } from "@ironworks/db";
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type ListType, listItems, lists } from "./lists.schema.ts";

export type ListRow = typeof lists.$inferSelect;
export type ItemRow = typeof listItems.$inferSelect;

/** Who a query is for: a customer by id, else a guest by session id (never both). */
export interface OwnerKey {
  customerId: number | null;
  sessionId: string | null;
}

/** One line to upsert: the incoming quantity and the most the line may hold (stock, quantity rules). */
export interface UpsertLine {
  id: string;
  lineKey: string;
  productId: number;
  qty: number;
  cap: number;
  request: Record<string, unknown>;
}

export interface UpsertResult {
  id: string;
  lineKey: string;
  qty: number;
  /** The line's quantity before this statement (null: the line is new). */
  oldQty: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The ownership predicate, part of every owner query: a stranger's list and an unknown id are the
 * same "no row". A customer owns by customer id only; a guest by session id on customer-less lists.
 */
function ownedBy(owner: OwnerKey): SQL {
  if (owner.customerId !== null) return eq(lists.ownerCustomerId, owner.customerId);
  if (owner.sessionId !== null)
    return and(isNull(lists.ownerCustomerId), eq(lists.ownerSessionId, owner.sessionId)) as SQL;
  return sql`false`;
}

/** The only SQL on lists and list_items: `transaction` plus the statements (each method is one). */
export function createListsRepository(db: Db) {
  return {
    ...listQueries(db),
    /** Runs `fn` in one transaction with the statements bound to it. */
    transaction<T>(fn: (tx: ListsTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(listQueries(tx as unknown as Db)));
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
/** The statements inside a transaction. */
export type ListsTx = ReturnType<typeof listQueries>;

function listQueries(db: Db) {
  return {
    /**
     * Serialises list creation and moves of one owner on one site (transaction-scoped advisory
     * lock), so two first adds cannot create two active carts.
     */
    async lockOwner(owner: OwnerKey, siteCode: string): Promise<void> {
      const key = `lists:${owner.customerId ?? `s:${owner.sessionId}`}:${siteCode}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async findOwned(owner: OwnerKey, siteCode: string, listId: string): Promise<ListRow | null> {
      const rows = await db
        .select()
        .from(lists)
        .where(and(eq(lists.id, listId), eq(lists.siteCode, siteCode), ownedBy(owner)))
        .limit(1);
      return rows[0] ?? null;
    },

    async listOwned(owner: OwnerKey, siteCode: string, activeOnly: boolean): Promise<ListRow[]> {
      return db
        .select()
        .from(lists)
        .where(and(eq(lists.siteCode, siteCode), ownedBy(owner), activeOnly ? eq(lists.isActive, true) : undefined))
        .orderBy(asc(lists.createdAt), asc(lists.id))
        .limit(100);
    },

    /** The newest active list of a type (for the cart: the one made active last). */
    async findActiveOfType(owner: OwnerKey, siteCode: string, type: ListType): Promise<ListRow | null> {
      const rows = await db
        .select()
        .from(lists)
        .where(and(eq(lists.siteCode, siteCode), ownedBy(owner), eq(lists.type, type), eq(lists.isActive, true)))
        .orderBy(desc(sql`coalesce(${lists.activeCartTs}, ${lists.createdAt})`), desc(lists.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    async listItems(listIds: string[]): Promise<ItemRow[]> {
      if (listIds.length === 0) return [];
      return db
        .select()
        .from(listItems)
        .where(inArray(listItems.listId, listIds))
        .orderBy(asc(listItems.position), asc(listItems.createdAt), asc(listItems.id));
    },

    /** Σ qty of the owner's active cart(s) on the site. */
    async cartQty(owner: OwnerKey, siteCode: string): Promise<number> {
      const rows = await db
        .select({ qty: sql<number>`coalesce(sum(${listItems.qty}), 0)::int` })
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .where(and(eq(lists.siteCode, siteCode), ownedBy(owner), eq(lists.type, "quote"), eq(lists.isActive, true)));
      return Number(rows[0]?.qty ?? 0);
    },

    async insertList(row: typeof lists.$inferInsert): Promise<ListRow> {
      const rows = await db.insert(lists).values(row).returning();
      const inserted = rows[0];
      if (!inserted) throw new Error("list insert returned nothing");
      return inserted;
    },

    /** Deactivates the owner's active lists of a type on the site, except `exceptId`. */
    async deactivateOthers(owner: OwnerKey, siteCode: string, type: ListType, exceptId: string | null) {
      await db
        .update(lists)
        .set({ isActive: false, version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(lists.siteCode, siteCode),
            ownedBy(owner),
            eq(lists.type, type),
            eq(lists.isActive, true),
            exceptId ? sql`${lists.id} <> ${exceptId}` : undefined,
          ),
        );
    },

    /**
     * Bumps the version of an owned list (and applies `set`), locking its row until the transaction
     * ends: writes to one list are serialised. null when the id is unknown or someone else's.
     */
    async touchOwned(
      owner: OwnerKey,
      siteCode: string,
      listId: string,
      set: Partial<Pick<ListRow, "isActive" | "activeCartTs" | "metadata">> = {},
    ): Promise<ListRow | null> {
      const rows = await db
        .update(lists)
        .set({ ...set, version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(lists.id, listId), eq(lists.siteCode, siteCode), ownedBy(owner)))
        .returning();
      return rows[0] ?? null;
    },

    /** The owner's active registryPurchase list for one registry (newest first), or null. */
    async findRegistryPurchase(owner: OwnerKey, siteCode: string, registryUrlKey: string): Promise<ListRow | null> {
      const rows = await db
        .select()
        .from(lists)
        .where(
          and(
            eq(lists.siteCode, siteCode),
            ownedBy(owner),
            eq(lists.type, "registryPurchase"),
            eq(lists.isActive, true),
            sql`${lists.metadata}->>'registryUrlKey' = ${registryUrlKey}`,
          ),
        )
        .orderBy(desc(lists.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Deactivates the owner's active lists of a type on the site and stamps `metadata.closedAt`
     * (the page-unload beacon, ADR 0010); with `page`, only a list whose `metadata.checkoutPage`
     * is that page's (or unset). Answers how many were closed.
     */
    async closeActive(
      owner: OwnerKey,
      siteCode: string,
      type: ListType,
      closedAt: Date,
      page: string | null,
    ): Promise<number> {
      const rows = await db
        .update(lists)
        .set({
          isActive: false,
          metadata: sql`${lists.metadata} || jsonb_build_object('closedAt', ${closedAt.toISOString()}::text)`,
          version: sql`${lists.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(lists.siteCode, siteCode),
            ownedBy(owner),
            eq(lists.type, type),
            eq(lists.isActive, true),
            page === null ? undefined : sql`coalesce(${lists.metadata}->>'checkoutPage', ${page}) = ${page}`,
          ),
        )
        .returning({ id: lists.id });
      return rows.length;
    },

    /**
     * Re-activates the owner's newest list of a type closed by the unload beacon at or after
     * `since` (a reload of checkout, ADR 0010). The caller checks that none is active.
     */
    async reopenClosedSince(owner: OwnerKey, siteCode: string, type: ListType, since: Date): Promise<ListRow | null> {
      const newest = db
        .select({ id: lists.id })
        .from(lists)
        .where(
          and(
            eq(lists.siteCode, siteCode),
            ownedBy(owner),
            eq(lists.type, type),
            eq(lists.isActive, false),
            sql`(${lists.metadata}->>'closedAt') >= ${since.toISOString()}`,
          ),
        )
        .orderBy(desc(sql`${lists.metadata}->>'closedAt'`))
        .limit(1);
      const rows = await db
        .update(lists)
        .set({
          isActive: true,
          metadata: sql`${lists.metadata} - 'closedAt'`,
          version: sql`${lists.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(inArray(lists.id, newest))
        .returning();
      return rows[0] ?? null;
    },

    /** Bumps versions of lists by id (merge targets, a registry after a purchase). */
    async touch(listIds: string[]): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .update(lists)
        .set({ version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
        .where(inArray(lists.id, listIds));
    },

    /**
     * Adds lines in one statement: a new line key inserts, an existing one sums into the line
     * (INSERT … ON CONFLICT (list_id, line_key) DO UPDATE), both capped per line. Concurrent adds of
     * the same thing from separate connections meet on the unique index and sum (ADR 0010).
     * Lines must have distinct keys; new lines go after the existing ones, in the given order.
     */
    async upsertLines(listId: string, lines: UpsertLine[]): Promise<UpsertResult[]> {
      if (lines.length === 0) return [];
      const values = sql.join(
        lines.map(
          (l, i) =>
            sql`(${l.id}::text, ${l.lineKey}::text, ${l.productId}::int, ${l.qty}::int, ${JSON.stringify(l.request)}::jsonb, ${i}::int, ${l.cap}::int)`,
        ),
        sql`, `,
      );
      const result = await db.execute(sql`
        with incoming (id, line_key, product_id, qty, request, ord, cap) as (values ${values}),
        old as (
          select li.line_key, li.qty from list_items li
          where li.list_id = ${listId} and li.line_key in (select line_key from incoming)
        ),
        base as (select coalesce(max(position), -1) + 1 as pos from list_items where list_id = ${listId}),
        up as (
          insert into list_items (id, list_id, line_key, product_id, qty, request, position)
          select i.id, ${listId}, i.line_key, i.product_id, least(i.qty, i.cap), i.request, base.pos + i.ord
          from incoming i cross join base
          order by i.line_key
          on conflict (list_id, line_key) do update
            set qty = least(list_items.qty + excluded.qty, (select c.cap from incoming c where c.line_key = excluded.line_key)),
                updated_at = now()
          returning list_items.id, list_items.line_key, list_items.qty
        )
        select up.id, up.line_key as "lineKey", up.qty, old.qty as "oldQty"
        from up left join old on old.line_key = up.line_key`);
      return rowsOf<UpsertResult>(result).map((r) => ({
        id: r.id,
        lineKey: r.lineKey,
        qty: Number(r.qty),
        oldQty: r.oldQty === null ? null : Number(r.oldQty),
      }));
    },

    async countLines(listId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(listItems)
        .where(eq(listItems.listId, listId));
      return Number(rows[0]?.n ?? 0);
    },

    async findItem(listId: string, itemId: string): Promise<ItemRow | null> {
      const rows = await db
        .select()
        .from(listItems)
        .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** An item of any of the owner's lists on the site, with its list. */
    async findOwnedItem(owner: OwnerKey, siteCode: string, itemId: string) {
      const rows = await db
        .select({ item: listItems, list: lists })
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .where(and(eq(listItems.id, itemId), eq(lists.siteCode, siteCode), ownedBy(owner)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A new quantity, and the stored request when it changed without changing the line's identity. */
    async setItemQty(listId: string, itemId: string, qty: number, request?: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(listItems)
        .set({ qty, ...(request ? { request } : {}), updatedAt: sql`now()` })
        .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
        .returning({ id: listItems.id });
      return rows.length > 0;
    },

    async deleteItem(listId: string, itemId: string): Promise<boolean> {
      const rows = await db
        .delete(listItems)
        .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
        .returning({ id: listItems.id });
      return rows.length > 0;
    },

    async deleteItems(listId: string): Promise<void> {
      await db.delete(listItems).where(eq(listItems.listId, listId));
    },

    /** Active lists a guest session owns, on every site (sign-in merge). */
    async listGuestLists(sessionId: string): Promise<ListRow[]> {
      return db
        .select()
        .from(lists)
        .where(and(isNull(lists.ownerCustomerId), eq(lists.ownerSessionId, sessionId), eq(lists.isActive, true)))
        .orderBy(asc(lists.createdAt));
    },

    /** A customer's active lists on the given sites. */
    async listCustomerActive(customerId: number, siteCodes: string[]): Promise<ListRow[]> {
      if (siteCodes.length === 0) return [];
      return db
        .select()
        .from(lists)
        .where(and(eq(lists.ownerCustomerId, customerId), inArray(lists.siteCode, siteCodes), eq(lists.isActive, true)))
        .orderBy(desc(sql`coalesce(${lists.activeCartTs}, ${lists.createdAt})`), desc(lists.createdAt));
    },

    async reown(listIds: string[], customerId: number): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .update(lists)
        .set({
          ownerCustomerId: customerId,
          ownerSessionId: null,
          version: sql`${lists.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(inArray(lists.id, listIds));
    },

    async deactivate(listIds: string[]): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .update(lists)
        .set({ isActive: false, version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
        .where(inArray(lists.id, listIds));
    },

    /** An active wishlist or registry by its public handle (publicity is checked by the caller). */
    async findByUrlKey(urlKey: string, types: ListType[]): Promise<ListRow | null> {
      const rows = await db
        .select()
        .from(lists)
        .where(and(eq(lists.urlKey, urlKey), inArray(lists.type, types), eq(lists.isActive, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Public registries of a site whose name or event name contains `name` (case-insensitive). */
    async searchRegistries(name: string, siteCode: string, limit: number): Promise<ListRow[]> {
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select()
        .from(lists)
        .where(
          and(
            eq(lists.type, "registry"),
            eq(lists.siteCode, siteCode),
            eq(lists.isActive, true),
            sql`coalesce((${lists.metadata}->>'isPublic')::boolean, true)`,
            sql`(${ilike(sql`${lists.metadata}->>'name'`, pattern)} or ${ilike(sql`${lists.metadata}->>'eventName'`, pattern)})`,
          ),
        )
        .orderBy(asc(sql`${lists.metadata}->>'eventDate'`), asc(lists.createdAt))
        .limit(limit);
    },

    /** Adds to a registry item's purchased count, atomically. */
    async incrementPurchased(itemId: string, qty: number): Promise<boolean> {
      const rows = await db
        .update(listItems)
        .set({
          request: sql`jsonb_set(
            ${listItems.request} || jsonb_build_object('metadata', coalesce(${listItems.request}->'metadata', '{}'::jsonb)),
            '{metadata,registry}',
            coalesce(${listItems.request}#>'{metadata,registry}', '{}'::jsonb)
              || jsonb_build_object('purchased', coalesce((${listItems.request}#>>'{metadata,registry,purchased}')::int, 0) + ${qty}::int)
          )`,
          updatedAt: sql`now()`,
        })
        .where(eq(listItems.id, itemId))
        .returning({ id: listItems.id });
      return rows.length > 0;
    },
  };
}
