import type { Db } from "@ironworks/db";
import { and, eq, inArray } from "drizzle-orm";
import { cmsBlocks, cmsPages } from "./content.schema.ts";

export function createContentRepository(db: Db) {
  return {
    /** Pages matching by numeric id or identifier, for the site or shared ("*"). */
    async findPages(idOrIdentifier: string, site: string) {
      const numeric = /^\d{1,9}$/.test(idOrIdentifier) ? Number(idOrIdentifier) : null;
      return db
        .select()
        .from(cmsPages)
        .where(
          and(
            numeric === null ? eq(cmsPages.identifier, idOrIdentifier) : eq(cmsPages.id, numeric),
            inArray(cmsPages.site, [site, "*"]),
            eq(cmsPages.isActive, true),
          ),
        );
    },
    async findBlocks(name: string, site: string) {
      return db
        .select()
        .from(cmsBlocks)
        .where(and(eq(cmsBlocks.name, name), inArray(cmsBlocks.site, [site, "*"])));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
