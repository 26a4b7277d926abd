import { type CmsBlock, type CmsPage, ERRORS } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { type Cache, memoize } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import type { ContentRepository } from "./content.repository.ts";

/** A site's own row wins over the shared ("*") one. */
function preferSite<T extends { site: string }>(rows: T[], site: Site): T | undefined {
  return rows.find((r) => r.site === site.code) ?? rows.find((r) => r.site === "*");
}

/** SPEC §9: CMS block 1 h; pages follow the catalog's 5 min. */
const PAGE_TTL_MS = 5 * 60_000;
const BLOCK_TTL_MS = 60 * 60_000;

export function createContentService(repo: ContentRepository, cache: Cache) {
  const service = {
    async getPage(idOrIdentifier: string, site: Site): Promise<CmsPage> {
      const row = preferSite(await repo.findPages(idOrIdentifier, site.code), site);
      if (!row) throw httpError(ERRORS.pageNotFound);
      return {
        id: row.id,
        identifier: row.identifier,
        url: row.url,
        title: row.title,
        metaDescription: row.metaDescription,
        blocks: row.blocks,
        roguebuilder: row.roguebuilder ?? null,
      };
    },
    async getBlock(name: string, site: Site): Promise<CmsBlock> {
      const row = preferSite(await repo.findBlocks(name, site.code), site);
      if (!row) throw httpError(ERRORS.blockNotFound);
      return { name: row.name, active: row.active, content: row.active ? row.content : "" };
    },
  };
  const key = (name: string, site: Site) => `${site.code}:${name}`;
  return {
    getPage: memoize(cache, "cms-page", { ttlMs: PAGE_TTL_MS, key }, service.getPage),
    getBlock: memoize(cache, "cms-block", { ttlMs: BLOCK_TTL_MS, key }, service.getBlock),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
