import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Minor-unit totals of an order (SPEC §3 Order.totals), as the server computed them. */
export interface OrderTotalsMinor {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  itemTax: number;
  shippingTax: number;
  tariff: number;
  giftcards: number;
  grandTotalIncludingTax: number;
  grandTotalExcludingTax: number;
}

/**
 * Orders (SPEC §3 Order, §4 status machine). One live order per list: the partial unique index
 * makes a second placement of the same list (`order_already_published`) a constraint conflict, so
 * concurrent posts of one cart make one order. A failed payment (`payment_error`) or a staff cancel
 * (`cancelled`) frees the list for another try. `stock` records exactly what was taken from catalog_inventory, so a failed
 * payment gives back what it took and nothing else.
 */
export const orders = pgTable(
  "checkout_orders",
  {
    id: text("id").primaryKey(),
    listId: text("list_id").notNull(),
    storeId: integer("store_id").notNull(),
    site: text("site").notNull(),
    currency: text("currency").notNull(),
    customerId: integer("customer_id"),
    /** The session that placed it: a guest reads their own order through it. */
    sessionId: text("session_id"),
    email: text("email").notNull(),
    groupId: integer("group_id").notNull().default(0),
    status: text("status").notNull(),
    threeDsState: text("three_ds_state"),
    shippingMode: text("shipping_mode").notNull(),
    totals: jsonb("totals").$type<OrderTotalsMinor>().notNull(),
    payment: jsonb("payment").$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown> | null>(),
    billingAddress: jsonb("billing_address").$type<Record<string, unknown> | null>(),
    shipping: jsonb("shipping").$type<Record<string, unknown>[]>().notNull(),
    giftcards: jsonb("giftcards").$type<{ code: string; amountMinor: number }[]>().notNull(),
    stock: jsonb("stock").$type<{ productId: number; qty: number }[]>().notNull(),
    comments: text("comments"),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkout_orders_live_list").on(t.listId).where(sql`${t.status} not in ('payment_error', 'cancelled')`),
    index("checkout_orders_customer").on(t.customerId, t.createdAt),
    index("checkout_orders_pending").on(t.status, t.updatedAt),
    // The back office's order list: newest first, one page at a time (bench/admin-orders.bench.ts).
    index("checkout_orders_created").on(t.createdAt, t.id),
    // …and its search box: an order number's or an email's beginning (LIKE 'term%', any collation).
    index("checkout_orders_id_prefix").using("btree", t.id.op("text_pattern_ops")),
    index("checkout_orders_email_prefix").using("btree", sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** The order's lines as priced by the server at placement. */
export const orderLines = pgTable(
  "checkout_order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    priceMinor: integer("price_minor").notNull(),
    rowTotalMinor: integer("row_total_minor").notNull(),
    thumbnail: text("thumbnail"),
    /** The buy request (options, children, gift-card metadata) as it was in the list. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/** Packages of an order as fulfilment reports them (/shippingtracker, the order page). */
export const shipments = pgTable(
  "checkout_shipments",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    packageNumber: integer("package_number").notNull(),
    carrier: text("carrier").notNull(),
    label: text("label").notNull(),
    status: text("status").notNull().default("processing"),
    trackingNumber: text("tracking_number"),
    items: jsonb("items").$type<{ sku: string; qty: number }[]>().notNull(),
    events: jsonb("events").$type<{ at: string; description: string }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.packageNumber] })],
);

/**
 * Guest sessions that proved they may read an order (POST /order/lookup with the order number and
 * its email): GET /order/{id} then answers for that session too. The placing session needs no row.
 */
export const orderAccess = pgTable(
  "checkout_order_access",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.sessionId] })],
);
