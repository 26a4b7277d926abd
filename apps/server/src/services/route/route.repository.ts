import type { Db } from "@ironworks/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import { urlRewrites } from "./route.schema.ts";

export function createRouteRepository(db: Db) {
  return {
    async findRewrites(path: string, site: string) {
      return db
        .select()
        .from(urlRewrites)
        .where(and(eq(urlRewrites.requestPath, path), inArray(urlRewrites.site, [site, "*"])));
    },
    /** Other paths that lead to the same entity (aliases and legacy redirects). */
    async listAliases(entityType: string, entityId: string, except: string) {
      return db
        .select({ requestPath: urlRewrites.requestPath })
        .from(urlRewrites)
        .where(
          and(
            eq(urlRewrites.entityType, entityType as "category"),
            eq(urlRewrites.entityId, entityId),
            ne(urlRewrites.requestPath, except),
          ),
        );
    },
    async listRedirectsTo(target: string) {
      return db
        .select({ requestPath: urlRewrites.requestPath })
        .from(urlRewrites)
        .where(eq(urlRewrites.redirectTarget, target));
    },
  };
}
export type RouteRepository = ReturnType<typeof createRouteRepository>;
