import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Customers (SPEC §3 customer: customerId, email, groupId). `customerId` is the spec's numeric id;
 * `email` is kept as typed, unique case-insensitively. `groupId` 1 is a plain customer, 2 and up
 * get group prices (SPEC §6). Passwords are argon2id hashes (@node-rs/argon2), never plain text.
 */
export const customers = pgTable(
  "customers",
  {
    customerId: integer("customer_id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    groupId: integer("group_id").notNull().default(1),
    /** Visitor segments (SPEC §6); guests keep theirs in local storage. */
    segments: jsonb("segments").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_lower").on(sql`lower(${t.email})`),
    // The back office's search by the beginning of an email (migration 0010).
    index("customers_email_prefix").using("btree", sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/**
 * Registrations waiting for their mailed link (ADR 0011 addendum): nothing is a customer until the
 * address's owner confirms. One per address (`emailKey` = lower(email)): a repeat replaces it,
 * token and all. Only the SHA-256 of the 256-bit token is kept; the password is already argon2id.
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    emailKey: text("email_key").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** The form's locale prefix ("" for the USA): the welcome mail links there. */
    locale: text("locale").notNull().default(""),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pending_registrations_token").on(t.tokenHash),
    index("pending_registrations_expires").on(t.expiresAt),
  ],
);
