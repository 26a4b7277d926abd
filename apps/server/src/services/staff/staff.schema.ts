import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The back office's own tables (issue #17, ADR 0037). Staff are not customers: their own accounts,
 * sessions and setup links; every staff write leaves a row in `staff_audit`, which a trigger keeps
 * append-only (migration 0005).
 */
export const staffMembers = pgTable("staff_members", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  role: text("role").notNull(),
  /** argon2id; null until the setup link is used. */
  passwordHash: text("password_hash"),
  /** Base32 TOTP secret, set at setup; null when the member has not enrolled a second factor. */
  totpSecret: text("totp_secret"),
  /** The last TOTP time step accepted: a code is good once. */
  totpLastStep: integer("totp_last_step"),
  disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One-time setup links: the token's SHA-256, the secret offered for enrolment, an expiry. */
export const staffSetupTokens = pgTable("staff_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staffMembers.id, { onDelete: "cascade" }),
  totpSecret: text("totp_secret").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
});

/** Staff sessions: the cookie token's SHA-256; idle timeout on last_seen_at, an absolute expiry. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/** Who did what, when, and the before/after of each changed field. Never updated or deleted. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** null for the CLI (a shell on the server). */
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("staff_audit_at").on(t.at),
    index("staff_audit_target").on(t.targetType, t.targetId),
    index("staff_audit_staff").on(t.staffId, t.at),
  ],
);

/** Refunds asked of the payment provider: pending while the provider is asked, then succeeded or failed. */
export const orderRefunds = pgTable(
  "staff_order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    pspReference: text("psp_reference"),
    reason: text("reason"),
    staffId: integer("staff_id").notNull(),
    /** The console's Idempotency-Key: a retry with it answers this refund again (migration 0010). */
    idempotencyKey: text("idempotency_key"),
    /**
     * What went back to which tender (ADR 0057, migration 0038): the provider's part and each gift
     * card's. Null on refunds recorded before: the provider's in full.
     */
    tenders: jsonb("tenders").$type<{ tender: "provider" | "giftcard"; code?: string; amountMinor: number }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_order_refunds_order").on(t.orderId),
    uniqueIndex("staff_order_refunds_idempotency")
      .on(t.orderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Staff notes on an order (internal; the customer never sees them). */
export const orderNotes = pgTable(
  "staff_order_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id").notNull(),
    staffId: integer("staff_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("staff_order_notes_order").on(t.orderId)],
);
