import type { RefundBreakdown } from "@ironworks/domain";
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** What the shopper was shown and confirmed: the domain's refund breakdown and the store credit's bonus. */
export type RmaTotals = RefundBreakdown & {
  /** Store credit only: the bonus on top of the total. */
  bonus: number;
};

/**
 * Returns (issue #21, migration 0012). One row per RMA; `confirm_key` (the confirm page's one-time
 * key) is unique per order, so two confirms of the same page make one RMA.
 */
export const rmas = pgTable(
  "returns_rmas",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    storeId: integer("store_id").notNull(),
    site: text("site").notNull(),
    currency: text("currency").notNull(),
    locale: text("locale").notNull().default("en-US"),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    state: text("state").notNull(),
    outcome: text("outcome").notNull(),
    confirmKey: text("confirm_key").notNull(),
    totals: jsonb("totals").$type<RmaTotals>().notNull(),
    needsPickup: boolean("needs_pickup").notNull().default(false),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    giftcardCode: text("giftcard_code"),
    rejectReason: text("reject_reason"),
    dateIssued: text("date_issued").notNull(),
    /** Exchange (migration 0026): the replacement units are held in stock (taken at confirm, given back on cancel/reject). */
    exchangeReserved: boolean("exchange_reserved").notNull().default(false),
    /** Exchange: the order's package number the replacement shipped in. */
    replacementPackage: integer("replacement_package"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("returns_rmas_confirm").on(t.orderId, t.confirmKey),
    index("returns_rmas_order").on(t.orderId),
    index("returns_rmas_state").on(t.state, t.createdAt),
  ],
);

/** The lines of an RMA: what goes back, why, and what support found at receipt. */
export const rmaLines = pgTable(
  "returns_rma_lines",
  {
    rmaId: text("rma_id")
      .notNull()
      .references(() => rmas.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    reason: text("reason").notNull(),
    condition: text("condition").notNull(),
    note: text("note"),
    freight: boolean("freight").notNull().default(false),
    receivedQty: integer("received_qty"),
    receivedCondition: text("received_condition"),
    /** Exchange (migration 0026): the variant that replaces these units, its SKU and option label. */
    exchangeProductId: integer("exchange_product_id"),
    exchangeSku: text("exchange_sku"),
    exchangeLabel: text("exchange_label"),
    /** Photos of a damaged item (returns_photos ids). */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.rmaId, t.lineNo] })],
);

/**
 * Every transition, once: the unique (rma, to_state) index makes a replayed or concurrent
 * transition a no-op (the state machine has no loops), and the row is the audit entry.
 */
export const rmaEvents = pgTable(
  "returns_rma_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    rmaId: text("rma_id")
      .notNull()
      .references(() => rmas.id, { onDelete: "cascade" }),
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    actor: text("actor").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("returns_rma_events_once").on(t.rmaId, t.toState)],
);

/** One line of a withdrawal: what the consumer withdrew from, as the order named it. */
export interface WithdrawnLine {
  lineNo: number;
  sku: string;
  name: string;
  qty: number;
  delivered: boolean;
}

/**
 * EU withdrawals (issue #21 item 7, migration 0019): the consumer's statement as confirmed — who,
 * which contract, which units, when — kept as submitted (the acknowledgement repeats it); the
 * confirmation step's key is unique per order, so a replay makes no second withdrawal. `rma_id` is
 * the return opened for the delivered units; `acknowledged_at` when the acknowledgement went out.
 */
export const withdrawals = pgTable(
  "returns_withdrawals",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    site: text("site").notNull(),
    locale: text("locale").notNull().default("en-US"),
    email: text("email").notNull(),
    name: text("name").notNull(),
    lines: jsonb("lines").$type<WithdrawnLine[]>().notNull(),
    confirmKey: text("confirm_key").notNull(),
    rmaId: text("rma_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("returns_withdrawals_confirm").on(t.orderId, t.confirmKey),
    index("returns_withdrawals_order").on(t.orderId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Photos of damaged items on the select-items step (migration 0026): JPEG or PNG told by their
 * bytes (the reviews' sniffing), metadata out, kept for the session and order that uploaded them
 * until a return names them. Small and on its own so the shared image-upload module can replace it.
 */
export const returnPhotos = pgTable(
  "returns_photos",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    orderId: text("order_id").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("returns_photos_owner").on(t.sessionId, t.orderId)],
);
