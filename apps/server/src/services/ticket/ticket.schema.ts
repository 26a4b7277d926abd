import { index, integer, numeric, boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Tickets: discounts a customer earned (SPEC §3 earnedProducts: remainingUses, orderId, value,
 * type percent/fixed, freeShipping). Granted by orders and events; each use decrements
 * `remaining_uses` (never below 0, checked in the UPDATE's WHERE).
 */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    remainingUses: integer("remaining_uses").notNull(),
    orderId: text("order_id"),
    value: numeric("value", { precision: 12, scale: 2, mode: "number" }).notNull(),
    type: text("type").$type<"percent" | "fixed">().notNull(),
    freeShipping: boolean("free_shipping").notNull().default(false),
    productId: integer("product_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("tickets_customer").on(t.customerId, t.createdAt)],
);
