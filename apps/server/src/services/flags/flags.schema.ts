import type { FlagValueType } from "@ironworks/domain";
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Feature flags in the GrowthBook shape: a default value and optional targeting/experiment rules
 * (SDK FeatureRule objects, stored as given). Defaults are seeded by the migration that creates the table.
 */
export const flagsFeatures = pgTable("flags_features", {
  key: text("key").primaryKey(),
  valueType: text("value_type").$type<FlagValueType>().notNull(),
  defaultValue: jsonb("default_value").$type<unknown>().notNull(),
  rules: jsonb("rules").$type<Record<string, unknown>[]>().notNull().default([]),
  description: text("description").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
