import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./customer.schema.ts";

/**
 * Outstanding password reset links (ADR 0013): only the SHA-256 of the 256-bit token is kept. A
 * customer has a few live ones at most (ADR 0024); using one removes the others.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_customer").on(t.customerId)],
);
