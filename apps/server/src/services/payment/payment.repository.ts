import type { Db } from "@ironworks/db";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { paymentCards } from "./payment.schema.ts";

export type CardRow = typeof paymentCards.$inferSelect;
export type CardValues = Pick<
  CardRow,
  | "storedPaymentMethodId"
  | "brand"
  | "lastFour"
  | "expMonth"
  | "expYear"
  | "holderName"
  | "billingAddressId"
  | "billingAddress"
>;

export class CardLimitError extends Error {
  constructor(readonly max: number) {
    super("card limit reached");
    this.name = "CardLimitError";
  }
}

const order = [asc(paymentCards.createdAt), asc(paymentCards.id)];

/**
 * The only SQL on saved cards. Every statement carries the customer id: another customer's card
 * is invisible (the same "not found" as an unknown id). Changes that move the default run in one
 * transaction behind a per-customer advisory lock, so two saves never make two defaults.
 */
export function createPaymentRepository(db: Db) {
  const lock = (tx: Pick<Db, "execute">, customerId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext('payment_cards'), ${customerId})`);

  return {
    list: (customerId: number): Promise<CardRow[]> =>
      db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.customerId, customerId))
        .orderBy(...order),

    async find(customerId: number, id: string): Promise<CardRow | null> {
      const rows = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByStoredId(customerId: number, storedPaymentMethodId: string): Promise<CardRow | null> {
      const rows = await db
        .select()
        .from(paymentCards)
        .where(
          and(eq(paymentCards.customerId, customerId), eq(paymentCards.storedPaymentMethodId, storedPaymentMethodId)),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Saves a card: the first one is the default; `makeDefault` clears the old default. The same
     * gateway card saved again updates the existing row (the gateway answers the same id).
     */
    async save(
      customerId: number,
      id: string,
      values: CardValues,
      makeDefault: boolean,
      max: number,
    ): Promise<CardRow> {
      return db.transaction(async (tx) => {
        await lock(tx, customerId);
        const existing = await tx
          .select({ id: paymentCards.id, isDefault: paymentCards.isDefault })
          .from(paymentCards)
          .where(eq(paymentCards.customerId, customerId));
        const same = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(
            and(
              eq(paymentCards.customerId, customerId),
              eq(paymentCards.storedPaymentMethodId, values.storedPaymentMethodId),
            ),
          );
        const isDefault =
          makeDefault ||
          existing.length === 0 ||
          (same[0] !== undefined && existing.some((e) => e.id === same[0]!.id && e.isDefault));
        if (!same[0] && existing.length >= max) throw new CardLimitError(max);
        if (isDefault)
          await tx
            .update(paymentCards)
            .set({ isDefault: false, updatedAt: sql`now()` })
            .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true)));
        if (same[0]) {
          const rows = await tx
            .update(paymentCards)
            .set({ ...values, isDefault, updatedAt: sql`now()` })
            .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, same[0].id)))
            .returning();
          return rows[0]!;
        }
        const rows = await tx
          .insert(paymentCards)
          .values({ id, customerId, ...values, isDefault })
          .returning();
        return rows[0]!;
      });
    },

    /** Makes a card the default (clearing the old one) and/or changes its billing address; null when not the customer's. */
    async update(
      customerId: number,
      id: string,
      patch: { isDefault?: true; billing?: Pick<CardRow, "billingAddressId" | "billingAddress"> },
    ): Promise<CardRow | null> {
      return db.transaction(async (tx) => {
        await lock(tx, customerId);
        const mine = and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, id));
        const found = await tx.select({ id: paymentCards.id }).from(paymentCards).where(mine);
        if (!found[0]) return null;
        if (patch.isDefault)
          await tx
            .update(paymentCards)
            .set({ isDefault: false, updatedAt: sql`now()` })
            .where(
              and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true), ne(paymentCards.id, id)),
            );
        const rows = await tx
          .update(paymentCards)
          .set({ ...(patch.isDefault ? { isDefault: true } : {}), ...(patch.billing ?? {}), updatedAt: sql`now()` })
          .where(mine)
          .returning();
        return rows[0] ?? null;
      });
    },

    /** Deletes a card; when it was the default, the earliest saved card left becomes the default. */
    async delete(customerId: number, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lock(tx, customerId);
        const rows = await tx
          .delete(paymentCards)
          .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, id)))
          .returning({ isDefault: paymentCards.isDefault });
        if (!rows[0]) return false;
        if (rows[0].isDefault) {
          const next = await tx
            .select({ id: paymentCards.id })
            .from(paymentCards)
            .where(eq(paymentCards.customerId, customerId))
            .orderBy(...order)
            .limit(1);
          if (next[0])
            await tx
              .update(paymentCards)
              .set({ isDefault: true, updatedAt: sql`now()` })
              .where(eq(paymentCards.id, next[0].id));
        }
        return true;
      });
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
