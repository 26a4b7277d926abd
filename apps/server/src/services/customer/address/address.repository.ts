import type { Db } from "@ironworks/db";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { addressBooks, customerAddresses } from "../customer.address.schema.ts";

export type AddressRow = typeof customerAddresses.$inferSelect;
/** What a write sets: everything but the keys and timestamps. */
export type AddressValues = Omit<AddressRow, "id" | "customerId" | "createdAt" | "updatedAt">;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Raised inside a write to roll it back; the service turns it into its HTTP answer. */
export class AddressLimitError extends Error {
  constructor(readonly max: number) {
    super("address limit reached");
    this.name = "AddressLimitError";
  }
}

/**
 * The only SQL on address books. Every change runs in one transaction that first locks the
 * customer's address_books row (an upsert), so a cap check, the clearing of other defaults and
 * the write itself cannot interleave with another change of the same book. Every statement
 * names the customer: another customer's id matches nothing.
 */
export function createAddressRepository(db: Db) {
  async function lockBook(tx: Tx, customerId: number) {
    await tx
      .insert(addressBooks)
      .values({ customerId })
      .onConflictDoUpdate({ target: addressBooks.customerId, set: { updatedAt: sql`now()` } });
  }

  /** SPEC §4: a new default shipping/billing address clears the flag on the customer's others. */
  async function clearOtherDefaults(tx: Tx, customerId: number, keepId: string, values: AddressValues) {
    const flags: Partial<Pick<AddressRow, "isDefaultShipping" | "isDefaultBilling">> = {};
    if (values.isDefaultShipping) flags.isDefaultShipping = false;
    if (values.isDefaultBilling) flags.isDefaultBilling = false;
    if (!Object.keys(flags).length) return;
    await tx
      .update(customerAddresses)
      .set({ ...flags, updatedAt: sql`now()` })
      .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, keepId)));
  }

  /** SPEC §4: the default shipping address sets the customer's ship-to country. */
  async function followDefaultShipping(tx: Tx, customerId: number, values: AddressValues) {
    if (!values.isDefaultShipping) return;
    await tx
      .update(addressBooks)
      .set({ shipToCountry: values.countryId, updatedAt: sql`now()` })
      .where(eq(addressBooks.customerId, customerId));
  }

  return {
    /** The customer's addresses, oldest first, and their ship-to country. */
    async list(customerId: number): Promise<{ rows: AddressRow[]; shipToCountry: string | null }> {
      const [rows, book] = await Promise.all([
        db
          .select()
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId))
          .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id)),
        db
          .select({ shipToCountry: addressBooks.shipToCountry })
          .from(addressBooks)
          .where(eq(addressBooks.customerId, customerId)),
      ]);
      return { rows, shipToCountry: book[0]?.shipToCountry ?? null };
    },

    async findShipToCountry(customerId: number): Promise<string | null> {
      const rows = await db
        .select({ shipToCountry: addressBooks.shipToCountry })
        .from(addressBooks)
        .where(eq(addressBooks.customerId, customerId));
      return rows[0]?.shipToCountry ?? null;
    },

    /** Inserts with its default-flag consequences, or throws AddressLimitError with nothing written. */
    async insert(customerId: number, id: string, values: AddressValues, max: number): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await lockBook(tx, customerId);
        const [counted] = await tx
          .select({ n: count() })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId));
        if ((counted?.n ?? 0) >= max) throw new AddressLimitError(max);
        await clearOtherDefaults(tx, customerId, id, values);
        const [row] = await tx
          .insert(customerAddresses)
          .values({ ...values, id, customerId })
          .returning();
        await followDefaultShipping(tx, customerId, values);
        if (!row) throw new Error("address insert returned nothing");
        return row;
      });
    },

    /**
     * Reads the customer's address, lets `next` compute its new values (it may throw to refuse,
     * rolling everything back) and writes them with their default-flag consequences. null when
     * the customer has no such address.
     */
    async update(
      customerId: number,
      id: string,
      next: (current: AddressRow) => AddressValues,
    ): Promise<AddressRow | null> {
      return db.transaction(async (tx) => {
        await lockBook(tx, customerId);
        const [current] = await tx
          .select()
          .from(customerAddresses)
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
        if (!current) return null;
        const values = next(current);
        await clearOtherDefaults(tx, customerId, id, values);
        const [row] = await tx
          .update(customerAddresses)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
          .returning();
        await followDefaultShipping(tx, customerId, values);
        return row ?? null;
      });
    },

    /** Deletes the customer's address; false when they have no such address. Nothing is promoted (ADR 0012). */
    async delete(customerId: number, id: string): Promise<boolean> {
      const rows = await db
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
        .returning({ id: customerAddresses.id });
      return rows.length > 0;
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
