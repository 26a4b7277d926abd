import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import type { CompareEntry } from "@ironworks/domain";
import { and, eq, isNull, lt, type SQL } from "drizzle-orm";
import { compareLists } from "./compare.schema.ts";

/** Who a compare list belongs to: a customer, else a guest's stable session id (ADR 0010). */
export type CompareOwnerKey = { customerId: number; sessionId?: null } | { customerId: null; sessionId: string };

/** A compare entry as stored: the rules' fields plus the catalog's own sku (the share URL's). */
export interface StoredCompareEntry extends CompareEntry {
  sku: string;
}

const ownedBy = (owner: CompareOwnerKey): SQL | undefined =>
  owner.customerId !== null
    ? eq(compareLists.ownerCustomerId, owner.customerId)
    : and(isNull(compareLists.ownerCustomerId), eq(compareLists.ownerSessionId, owner.sessionId));

const rowFor = (owner: CompareOwnerKey) => ({
  id: randomUUID(),
  ownerCustomerId: owner.customerId,
  ownerSessionId: owner.customerId === null ? owner.sessionId : null,
  items: [] as StoredCompareEntry[],
});

/**
 * The only file with compare SQL. Every statement carries the owner predicate (housekeeping's delete
 * of expired guest lists aside). `guestCutoff(now)`: a guest's list last changed before it reads as
 * empty, even before housekeeping deletes it.
 */
export function createCompareRepository(db: Db, options: { guestCutoff?: () => Date } = {}) {
  const expired = (owner: CompareOwnerKey, row: { updatedAt: Date }) =>
    owner.customerId === null && options.guestCutoff !== undefined && row.updatedAt < options.guestCutoff();

  /** The owner's row, created when missing, locked until the transaction ends. */
  async function lockOwn(tx: Db, owner: CompareOwnerKey): Promise<StoredCompareEntry[]> {
    await tx.insert(compareLists).values(rowFor(owner)).onConflictDoNothing();
    const [row] = await tx
      .select({ items: compareLists.items, updatedAt: compareLists.updatedAt })
      .from(compareLists)
      .where(ownedBy(owner))
      .for("update");
    return !row || expired(owner, row) ? [] : (row.items as StoredCompareEntry[]);
  }

  const save = (tx: Db, owner: CompareOwnerKey, items: StoredCompareEntry[]) =>
    tx.update(compareLists).set({ items, updatedAt: new Date() }).where(ownedBy(owner));

  return {
    async find(owner: CompareOwnerKey): Promise<StoredCompareEntry[]> {
      const [row] = await db
        .select({ items: compareLists.items, updatedAt: compareLists.updatedAt })
        .from(compareLists)
        .where(ownedBy(owner));
      return !row || expired(owner, row) ? [] : (row.items as StoredCompareEntry[]);
    },

    /** Deletes guests' lists last changed before `cutoff`; answers how many went. */
    async deleteGuestsBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(compareLists)
        .where(and(isNull(compareLists.ownerCustomerId), lt(compareLists.updatedAt, cutoff)))
        .returning({ id: compareLists.id });
      return gone.length;
    },

    /**
     * Changes the owner's list under a row lock: `change` sees the stored entries and answers the
     * new ones (or throws, and nothing is written). Two tabs adding at once queue on the lock.
     */
    async change(
      owner: CompareOwnerKey,
      change: (items: StoredCompareEntry[]) => StoredCompareEntry[],
    ): Promise<StoredCompareEntry[]> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const next = change(await lockOwn(tx, owner));
        await save(tx, owner, next);
        return next;
      });
    },

    /** Sign-in: the guest's list goes into the customer's (`merge`), and the guest's row is removed. */
    async mergeGuest(
      sessionId: string,
      customerId: number,
      merge: (customer: StoredCompareEntry[], guest: StoredCompareEntry[]) => StoredCompareEntry[],
    ): Promise<void> {
      const guest: CompareOwnerKey = { customerId: null, sessionId };
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .select({ items: compareLists.items, updatedAt: compareLists.updatedAt })
          .from(compareLists)
          .where(ownedBy(guest))
          .for("update");
        if (!row) return;
        const customer: CompareOwnerKey = { customerId };
        const guestItems = expired(guest, row) ? [] : (row.items as StoredCompareEntry[]);
        const merged = merge(await lockOwn(tx, customer), guestItems);
        await save(tx, customer, merged);
        await tx.delete(compareLists).where(ownedBy(guest));
      });
    },
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;
