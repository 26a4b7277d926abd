import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Product reviews (issue #23, migration 0013). One per author and product (`author_key`: `c:<customer
 * id>` for a customer, `e:<lower email>` for a guest order's buyer through the mailed link), so a
 * second review edits the first. `status` pending → published | rejected; a rejection keeps its
 * reason and nothing is ever deleted. `verified`: a delivered order line of the product
 * (`order_id` names it). `findings`: what the automatic screen saw in the text.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id").notNull(),
    authorKey: text("author_key").notNull(),
    customerId: integer("customer_id").references(() => customers.customerId, { onDelete: "set null" }),
    email: text("email"),
    orderId: text("order_id"),
    verified: boolean("verified").notNull().default(false),
    status: text("status").notNull().default("pending"),
    rating: smallint("rating").notNull(),
    aspects: jsonb("aspects").$type<Record<string, number>>().notNull().default({}),
    title: text("title").notNull(),
    body: text("body").notNull(),
    nickname: text("nickname").notNull(),
    locale: text("locale").notNull().default("en"),
    experiencedOn: date("experienced_on", { mode: "string" }),
    findings: jsonb("findings").$type<Record<string, boolean>>().notNull().default({}),
    rejectionReason: text("rejection_reason"),
    replyBody: text("reply_body"),
    replyAt: timestamp("reply_at", { withTimezone: true, mode: "date" }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("reviews_author_product").on(t.productId, t.authorKey),
    // The product page: published reviews of a product, newest first, and the summary's GROUP BY.
    index("reviews_product_published").on(t.productId, t.createdAt, t.rating).where(sql`${t.status} = 'published'`),
    index("reviews_queue").on(t.status, t.createdAt),
    index("reviews_customer").on(t.customerId),
  ],
);

/** One helpful vote per review and voter (a session's hash); `address` bounds stuffing per client. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    targetId: text("target_id").notNull(),
    voter: text("voter").notNull(),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.voter] }), index("review_votes_address").on(t.address, t.createdAt)],
);

/** Questions about a product, answered by staff or by verified owners. */
export const reviewQuestions = pgTable(
  "review_questions",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id").notNull(),
    customerId: integer("customer_id").references(() => customers.customerId, { onDelete: "set null" }),
    nickname: text("nickname").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    findings: jsonb("findings").$type<Record<string, boolean>>().notNull().default({}),
    rejectionReason: text("rejection_reason"),
    votes: integer("votes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("review_questions_product").on(t.productId, t.status, t.createdAt)],
);

export const reviewAnswers = pgTable(
  "review_answers",
  {
    id: text("id").primaryKey(),
    questionId: text("question_id")
      .notNull()
      .references(() => reviewQuestions.id, { onDelete: "cascade" }),
    /** "staff" or "owner" (a verified buyer of the product). */
    authorKind: text("author_kind").notNull(),
    staffId: integer("staff_id"),
    customerId: integer("customer_id").references(() => customers.customerId, { onDelete: "set null" }),
    nickname: text("nickname").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("published"),
    votes: integer("votes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("review_answers_question").on(t.questionId, t.createdAt)],
);

/** Orders whose post-purchase review mail went out (one mail per order, sent after delivery). */
export const reviewInvitations = pgTable("review_invitations", {
  orderId: text("order_id").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A review's photos (issue #23, migration 0020): JPEG or PNG, sniffed by their bytes and stored with
 * their camera metadata (EXIF, XMP, IPTC, text chunks) removed. Moderated with their review: shown only
 * while it is published, and a review with photos always waits for a moderator.
 */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: text("id").primaryKey(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("review_photos_review").on(t.reviewId, t.position)],
);
