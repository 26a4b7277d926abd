import { integer, pgTable, primaryKey, text, timestamp, index } from "drizzle-orm/pg-core";

/**
 * Newsletter subscriptions (SPEC §3 lists): one row per site, address and list. `email` is stored
 * lower-cased so one address is one subscriber; `customer_id` records the account that set it
 * (null for the footer form), not ownership: preferences follow the address.
 *
 * Double opt-in (ADR 0015 addendum): a signup of an address that is not the signed-in customer's
 * own is pending (`confirmed_at` null) until the mailed link is followed; only the SHA-256 of the
 * link's token is kept (`confirm_token_hash`, valid until `confirm_expires_at`). Rows from before
 * double opt-in count as confirmed (the column's default).
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    siteCode: text("site_code").notNull(),
    email: text("email").notNull(),
    listId: text("list_id").notNull(),
    customerId: integer("customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }).defaultNow(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.email, t.listId] }),
    index("newsletter_email").on(t.email),
    index("newsletter_confirm_token").on(t.confirmTokenHash),
  ],
);
