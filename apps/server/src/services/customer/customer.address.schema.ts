import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer.schema.ts";

/**
 * The address book's per-customer row (ADR 0012): the ship-to country (SPEC §4: the default
 * shipping address sets it; it stays when that address goes) and the row every change to the
 * customer's addresses locks first, so the cap and the single-default rules hold under races.
 */
export const addressBooks = pgTable("address_books", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.customerId, { onDelete: "cascade" }),
  shipToCountry: text("ship_to_country"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * SPEC §3 Address in a customer's book. `id` is an opaque UUID; at most one default shipping and
 * one default billing address per customer (partial unique indexes back the SPEC §4 rule).
 * `region_id` is the region's code when the country lists regions; `region` its name or free text.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    company: text("company"),
    telephone: text("telephone").notNull(),
    street: jsonb("street").$type<string[]>().notNull(),
    apartment: text("apartment"),
    city: text("city").notNull(),
    postcode: text("postcode"),
    region: text("region"),
    regionId: text("region_id"),
    countryId: text("country_id").notNull(),
    vatNumber: text("vat_number"),
    eoriNumber: text("eori_number"),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_addresses_customer").on(t.customerId, t.createdAt),
    uniqueIndex("customer_addresses_default_shipping").on(t.customerId).where(sql`${t.isDefaultShipping}`),
    uniqueIndex("customer_addresses_default_billing").on(t.customerId).where(sql`${t.isDefaultBilling}`),
  ],
);
