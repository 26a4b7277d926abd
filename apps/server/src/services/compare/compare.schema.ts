import type { CompareEntry } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "../customer/customer.schema.ts";

/**
 * Compare lists (issue 23 item 5): one per owner — a customer (the list follows them to every
 * device) or a guest's stable session id (ADR 0009/0010). `items` keeps the shopper's order and
 * each product's comparable kind, so the rules need no catalog read inside the write.
 */
export const compareLists = pgTable(
  "compare_lists",
  {
    id: uuid("id").primaryKey(),
    ownerCustomerId: integer("owner_customer_id").references(() => customers.customerId, { onDelete: "cascade" }),
    ownerSessionId: text("owner_session_id"),
    items: jsonb("items").$type<CompareEntry[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("compare_lists_customer").on(t.ownerCustomerId).where(sql`${t.ownerCustomerId} is not null`),
    uniqueIndex("compare_lists_session").on(t.ownerSessionId).where(sql`${t.ownerCustomerId} is null`),
  ],
);
