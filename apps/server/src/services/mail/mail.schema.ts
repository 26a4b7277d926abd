import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mail that was not handed to an SMTP relay (no SMTP_URL): kept here so a developer, a test or
 * the dev viewer (/_dev/mail) can read it. Holds reset links, so it is never served in production
 * unless DEV_MAIL_VIEWER says so (ADR 0013).
 */
export const outbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * `outbox`: kept here because there is no SMTP relay; `failed`: the relay refused it (kept for
     * the back office's retry); `sending`: a retry is under way; `sent`: a retry delivered it (migration 0010).
     */
    status: text("status").$type<"outbox" | "failed" | "sending" | "sent">().notNull().default("outbox"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("mail_outbox_created").on(t.createdAt), index("mail_outbox_status").on(t.status, t.createdAt)],
);

/**
 * A mail job delivered (issue #18, migration 0023): its pg-boss job id, written with the outbox row
 * in one transaction (or once the relay took it), so a job handed out again after a worker died
 * mid-job delivers nothing twice.
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  jobId: uuid("job_id").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
