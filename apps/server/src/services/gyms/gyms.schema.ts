import type { GymEquipment } from "@ironworks/contracts";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Gyms on the equipped-gyms map (issue #24). `status`: an application is `pending` until the back
 * office approves it (`approved`) or turns it down (`rejected`); only approved gyms are shown.
 */
export const gyms = pgTable(
  "gyms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    hours: text("hours").notNull(),
    photo: text("photo"),
    equipment: jsonb("equipment").$type<GymEquipment[]>().notNull().default([]),
    website: text("website"),
    status: text("status").notNull().default("approved"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("gyms_status").on(t.status)],
);
