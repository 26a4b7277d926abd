import type { ZeusPlanInput } from "@ironworks/contracts";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/** A quote's line as requested (store price) and as quoted (staff price), minor units. */
export interface QuoteLineRow {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  unitMinor: number;
  quotedUnitMinor: number | null;
  /**
   * A configurable product's chosen variant (the child the engine prices), and the cart line's
   * choices to put the same variant back in the cart. The quote's price is per priced product id:
   * the child's for a configurable, the product's otherwise (`pricedIdOf`).
   */
  childId?: number | null;
  options?: Record<string, unknown>;
}

/** The product id a quote line is priced for: the configurable's chosen child, else the product. */
export const pricedIdOf = (l: { productId: number; childId?: number | null }) => l.childId ?? l.productId;

/**
 * Gym projects (issue #22, migration 0017): one row per project with its current version; every
 * saved version kept in zeus_project_versions. `share_token` opens a read-only copy.
 */
export const zeusProjects = pgTable(
  "zeus_projects",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    name: text("name").notNull(),
    version: integer("version").notNull().default(1),
    plan: jsonb("plan").$type<ZeusPlanInput>().notNull(),
    totalMinor: integer("total_minor").notNull(),
    currency: text("currency").notNull(),
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("zeus_projects_customer").on(t.customerId, t.updatedAt),
    uniqueIndex("zeus_projects_share").on(t.shareToken),
  ],
);

export const zeusProjectVersions = pgTable(
  "zeus_project_versions",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => zeusProjects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    plan: jsonb("plan").$type<ZeusPlanInput>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.version] })],
);

/** Custom quotes: requested from a project, answered by support (prices, discount, freight, expiry). */
export const zeusQuotes = pgTable(
  "zeus_quotes",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    email: text("email").notNull(),
    projectId: text("project_id").references(() => zeusProjects.id, { onDelete: "set null" }),
    projectName: text("project_name").notNull(),
    projectVersion: integer("project_version").notNull(),
    state: text("state").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    facilityType: text("facility_type").notNull(),
    deliveryZip: text("delivery_zip").notNull(),
    installation: boolean("installation").notNull(),
    notes: text("notes"),
    lines: jsonb("lines").$type<QuoteLineRow[]>().notNull(),
    listTotalMinor: integer("list_total_minor").notNull(),
    discountMinor: integer("discount_minor"),
    freightMinor: integer("freight_minor"),
    currency: text("currency").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    /** "project" or "cart" (migration 0031): where the requested lines came from. */
    source: text("source").notNull().default("project"),
    /** The order placed from the quote (state ordered); the state it had, for a released order. */
    orderId: text("order_id"),
    stateBeforeOrder: text("state_before_order"),
    /** The shopper's language when they asked (migration 0035): the quote's mails are in it. */
    locale: text("locale").notNull().default("en-US"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("zeus_quotes_customer").on(t.customerId, t.createdAt),
    index("zeus_quotes_state").on(t.state, t.createdAt),
  ],
);

/** Messages between the shopper and staff on a quote (staff ones carry the member's id). */
export const zeusQuoteMessages = pgTable(
  "zeus_quote_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => zeusQuotes.id, { onDelete: "cascade" }),
    sender: text("sender").notNull(),
    staffId: integer("staff_id"),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("zeus_quote_messages_quote").on(t.quoteId, t.id)],
);

/**
 * A bought build (migration 0027): the plan as the server priced it when it went into a cart as
 * one recipe. Its id is the lines' `recipeId` and the `rid=` link that opens the build again.
 */
export const zeusRecipes = pgTable("zeus_recipes", {
  id: text("id").primaryKey(),
  customerId: integer("customer_id"),
  sessionId: text("session_id"),
  projectId: text("project_id"),
  name: text("name").notNull(),
  plan: jsonb("plan").$type<ZeusPlanInput>().notNull(),
  totalMinor: integer("total_minor").notNull(),
  currency: text("currency").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
