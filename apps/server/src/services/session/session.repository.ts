import type { Db } from "@ironworks/db";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { addressBooks } from "../customer/customer.address.schema.ts";
import { customers } from "../customer/customer.schema.ts";
import { listItems, lists } from "../lists/lists.schema.ts";
import { sessions } from "./session.schema.ts";

export interface SessionRow {
  sessionId: string;
  customerId: number | null;
  expiresAt: Date;
  lastSeenAt: Date;
  data: Record<string, unknown>;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  groupId: number | null;
  segments: string[] | null;
}

/** A live session with what every page's header shows: the cart count on a site and the ship-to country. */
export interface SessionHeaderRow extends SessionRow {
  cartQty: number;
  shipToCountry: string | null;
}

/** A live session's columns with its customer's name and group (a guest's are null). */
const LIVE_SESSION = {
  sessionId: sessions.sessionId,
  customerId: sessions.customerId,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  data: sessions.data,
  email: customers.email,
  firstname: customers.firstname,
  lastname: customers.lastname,
  groupId: customers.groupId,
  segments: customers.segments,
};

/** The only SQL on sessions. A session reads its customer's name and group in the same statement. */
export function createSessionRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; sessionId: string; customerId: number | null; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async findLive(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const rows = await db
        .select(LIVE_SESSION)
        .from(sessions)
        .leftJoin(customers, eq(customers.customerId, sessions.customerId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * `findLive` plus the header's figures in the same statement (ADR 0032, signed-in pages): Σ qty of
     * the owner's active carts on the site (a customer's by customer id, a guest's by session id on
     * customer-less lists, as the lists service counts) and the address book's ship-to country.
     */
    async findLiveWithHeader(tokenHash: string, now: Date, siteCode: string): Promise<SessionHeaderRow | null> {
      const rows = await db
        .select({
          ...LIVE_SESSION,
          cartQty: sql<number>`(select coalesce(sum(${listItems.qty}), 0)::int from ${listItems}
            inner join ${lists} on ${lists.id} = ${listItems.listId}
            where ${lists.siteCode} = ${siteCode} and ${lists.type} = 'quote' and ${lists.isActive}
              and (${lists.ownerCustomerId} = ${sessions.customerId}
                or (${sessions.customerId} is null and ${lists.ownerCustomerId} is null
                    and ${lists.ownerSessionId} = ${sessions.sessionId})))`,
          shipToCountry: sql<string | null>`(select ${addressBooks.shipToCountry} from ${addressBooks}
            where ${addressBooks.customerId} = ${sessions.customerId} limit 1)`,
        })
        .from(sessions)
        .leftJoin(customers, eq(customers.customerId, sessions.customerId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      const row = rows[0];
      return row ? { ...row, cartQty: Number(row.cartQty ?? 0) } : null;
    },

    /** New token for the same session (sign-in, sign-out): the old token stops working at once. */
    async rotate(oldHash: string, next: { tokenHash: string; customerId: number | null; expiresAt: Date }) {
      const rows = await db
        .update(sessions)
        .set({
          tokenHash: next.tokenHash,
          customerId: next.customerId,
          expiresAt: next.expiresAt,
          lastSeenAt: sql`now()`,
        })
        .where(eq(sessions.tokenHash, oldHash))
        .returning({ sessionId: sessions.sessionId });
      return rows[0]?.sessionId ?? null;
    },

    async extend(tokenHash: string, expiresAt: Date) {
      await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    },

    async setData(tokenHash: string, data: Record<string, unknown>) {
      await db.update(sessions).set({ data }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Every session of the customer but the one with `keepHash` (after a password change). */
    async deleteOthersOfCustomer(customerId: number, keepHash: string | null) {
      await db
        .delete(sessions)
        .where(
          keepHash === null
            ? eq(sessions.customerId, customerId)
            : and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keepHash)),
        );
    },

    async deleteExpired(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
