import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Gift cards: a code with a balance in one currency. Issued when an order buys a gift-card
 * product; spent by orders. The balance never goes below zero (CHECK, and every debit is a
 * conditional UPDATE); every change is a row in giftcard_movements.
 */
export const giftcards = pgTable(
  "giftcards",
  {
    code: text("code").primaryKey(),
    /** The back office's handle of a card (migration 0010): the code is money, never put in a URL. */
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    currency: text("currency").notNull(),
    initialMinor: integer("initial_minor").notNull(),
    balanceMinor: integer("balance_minor").notNull(),
    /** The order that bought it (null for cards made by staff or tests). */
    issuedOrderId: text("issued_order_id"),
    recipient: jsonb("recipient").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Disabled by staff (lost, stolen, fraud): from then on it pays nothing and is not found by a balance check. */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("giftcards_balance_non_negative", sql`${t.balanceMinor} >= 0`),
    uniqueIndex("giftcards_id").on(t.id),
    index("giftcards_created").on(t.createdAt),
  ],
);

export const giftcardMovements = pgTable(
  "giftcard_movements",
  {
    id: serial("id").primaryKey(),
    code: text("code")
      .notNull()
      .references(() => giftcards.code, { onDelete: "cascade" }),
    orderId: text("order_id"),
    /** Negative: spent; positive: issued or given back. */
    amountMinor: integer("amount_minor").notNull(),
    kind: text("kind").$type<"issue" | "debit" | "refund">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("giftcard_movements_code").on(t.code, t.createdAt)],
);
