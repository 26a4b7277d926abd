import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/** SPEC §3 list types; the cart is the active `quote` list ("cart" is accepted as its alias). */
export type ListType = "quote" | "sfl" | "buyNow" | "wishlist" | "registry" | "registryPurchase";

/**
 * Lists (SPEC §3: _id, type, items, messages, metadata). A list belongs to a customer
 * (owner_customer_id) or, for a guest, to a session (owner_session_id = sessions.session_id);
 * exactly one is set. Lists are per site: a cart priced in USD is not the EUR store's cart.
 * `url_key` is the public handle of wishlists and registries (/wishlist/{urlKey}, /registry/{urlKey});
 * the _id is never shown to anyone but the owner.
 */
export const lists = pgTable(
  "lists",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<ListType>().notNull(),
    siteCode: text("site_code").notNull(),
    ownerCustomerId: integer("owner_customer_id").references(() => customers.customerId, { onDelete: "cascade" }),
    ownerSessionId: text("owner_session_id"),
    isActive: boolean("is_active").notNull().default(true),
    activeCartTs: timestamp("active_cart_ts", { withTimezone: true, mode: "date" }),
    /** SPEC metadata: email, rsAnonId, registry/wishlist name, event date… (isActive/activeCartTs are columns). */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    urlKey: text("url_key"),
    /** Bumped on every change: optimistic clients compare it, caches key on it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("lists_owner_customer").on(t.ownerCustomerId, t.siteCode, t.type),
    index("lists_owner_session").on(t.ownerSessionId, t.siteCode, t.type),
    uniqueIndex("lists_url_key").on(t.urlKey).where(sql`${t.urlKey} is not null`),
  ],
);

/**
 * List items (SPEC §3 buy request). `line_key` identifies "the same thing" — product, options,
 * children and the metadata that makes a line distinct — so that concurrent adds of one item
 * meet on the unique (list_id, line_key) index and sum into one line instead of duplicating it.
 */
export const listItems = pgTable(
  "list_items",
  {
    id: text("id").primaryKey(),
    listId: text("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    lineKey: text("line_key").notNull(),
    productId: integer("product_id").notNull(),
    qty: integer("qty").notNull(),
    /** The buy request as stored: options, children, metadata (registry wanted/purchased/priority…). */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("list_items_line").on(t.listId, t.lineKey), index("list_items_list").on(t.listId)],
);
