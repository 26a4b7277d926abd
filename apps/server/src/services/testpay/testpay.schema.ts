import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The test gateway's own state (it plays a third party: nothing of the store's lives here, and the
 * store never reads this table). One keyed document per object — card tokens, payments, 3-D Secure
 * actions, stored payment methods, PayPal orders, Affirm checkouts, idempotency records — so the
 * gateway stays a small, deterministic in-memory-style model that survives restarts.
 */
export const testpayObjects = pgTable(
  "testpay_objects",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    /** Who the object belongs to (a shopperReference for stored payment methods). */
    owner: text("owner"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index("testpay_objects_owner").on(t.kind, t.owner)],
);
