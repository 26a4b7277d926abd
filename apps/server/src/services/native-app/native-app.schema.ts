import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * The native app's notification preferences (issue #24): one row per customer and topic
 * (order, shipping, backInStock, rapidFire); a topic without a row is on (the defaults of
 * native-app.service.ts). The Rapid Fire topic's e-mail switch is the `rapidfire` newsletter list,
 * kept by the newsletter service; its row keeps only the push switch.
 */
export const appNotificationPreferences = pgTable(
  "app_notification_preferences",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    push: boolean("push").notNull(),
    email: boolean("email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.topic] })],
);

/** App-only product drops (SPEC §2 exclusive/{productId}): buyable in the app between the dates. */
export const appExclusives = pgTable("app_exclusives", {
  productId: integer("product_id").primaryKey(),
  startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
});
