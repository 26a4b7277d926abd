import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  },
  (t) => [index("mail_outbox_created").on(t.createdAt)],
);
