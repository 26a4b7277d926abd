import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Back-in-stock alerts (SPEC §3 customer.bins: id, product_id). One per customer and product
 * (the unique index makes a second subscription a conflict, race-free). `site_code` is where the
 * alert was set (the store whose restock it waits for); `parent_id` the configurable parent.
 * `notified_at` is set when the restock mail went out (a restock claims the rows, ADR 0015
 * addendum); subscribing again to a notified product re-arms the alert.
 */
export const bins = pgTable(
  "bins",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    parentId: integer("parent_id"),
    email: text("email").notNull(),
    siteCode: text("site_code").notNull(),
    /** The store locale prefix the alert was set on ("/de", "/de/en", "" USA): the restock mail's language and links; null before issue 15. */
    localePrefix: text("locale_prefix"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("bins_customer_product").on(t.customerId, t.productId), index("bins_product").on(t.productId)],
);
