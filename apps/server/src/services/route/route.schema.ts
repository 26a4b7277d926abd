import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** URL rewrites: a path resolves to an entity or redirects. site "*" applies to every site. */
export const urlRewrites = pgTable(
  "route_url_rewrites",
  {
    site: text("site").notNull(),
    requestPath: text("request_path").notNull(),
    entityType: text("entity_type").$type<"category" | "product" | "cms" | "page">(),
    entityId: text("entity_id"),
    redirectTarget: text("redirect_target"),
    redirectType: integer("redirect_type"),
    /** Moved forward by every back-office save of a redirect (migration 0011). */
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.site, t.requestPath] }), index("route_url_rewrites_target").on(t.redirectTarget)],
);
