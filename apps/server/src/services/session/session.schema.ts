import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Server-side sessions (DESIGN §2: sessions live in Postgres so any process can serve any request).
 * The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens nothing.
 * A guest session (customer_id null) owns a guest's lists; signing in rotates the token and sets
 * customer_id. `data` holds small per-session state (e.g. the guest's rsAnonId).
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Stable id of the session across rotations; lists a guest owns point at it. */
    sessionId: text("session_id").notNull(),
    customerId: integer("customer_id").references(() => customers.customerId, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("sessions_session_id").on(t.sessionId),
    index("sessions_customer_id").on(t.customerId),
    index("sessions_expires_at").on(t.expiresAt),
  ],
);
