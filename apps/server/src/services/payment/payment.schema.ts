import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Saved cards (SPEC §3 credit card / stored payment method). Only what the gateway tells us about a
 * stored card: its storedPaymentMethodId token, brand, last four, expiry and holder name — never a
 * number or security code (ADR 0014). One default per customer (partial unique index). The billing
 * address is the address book's id plus a snapshot, so a card keeps its address if the book changes.
 */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    storedPaymentMethodId: text("stored_payment_method_id").notNull(),
    adyenType: text("adyen_type").notNull().default("scheme"),
    brand: text("brand").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holderName: text("holder_name").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    billingAddressId: text("billing_address_id"),
    billingAddress: jsonb("billing_address").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_cards_customer_method").on(t.customerId, t.storedPaymentMethodId),
    uniqueIndex("payment_cards_one_default").on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
