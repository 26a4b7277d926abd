import { integer, pgTable, primaryKey, text, timestamp, index } from "drizzle-orm/pg-core";

/**
 * Newsletter subscriptions (SPEC §3 lists): one row per site, address and list. `email` is stored
 * lower-cased so one address is one subscriber; `customer_id` records the account that set it
 * (null for the footer form), not ownership: preferences follow the address.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    siteCode: text("site_code").notNull(),
    email: text("email").notNull(),
    listId: text("list_id").notNull(),
    customerId: integer("customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.email, t.listId] }), index("newsletter_email").on(t.email)],
);
