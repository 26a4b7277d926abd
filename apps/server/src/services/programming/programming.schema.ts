import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Programs a customer owns: "programming" subscription products of the catalog (virtual, with a
 * subscription_interval) bought in an order. SPEC §5: programs max 1, so one row per customer
 * and product.
 */
export const customerPrograms = pgTable(
  "customer_programs",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    orderId: text("order_id"),
    /** The product's name when bought: the page still names a program the store stopped selling. */
    name: text("name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customer_programs_product").on(t.customerId, t.productId)],
);
