import { type CmsBlock, type CmsBlockCopy, type CmsPage, type CmsPageCopy, ERRORS } from "@ironworks/contracts";
import { pickText, type Site } from "@ironworks/domain";
import { type Cache, memoize } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import type { MissingTranslation } from "../../platform/missing-translations.ts";
import type { ContentRepository } from "./content.repository.ts";

/** A site's own row wins over the shared ("*") one. */
function preferSite<T extends { site: string }>(rows: T[], site: Site): T | undefined {
  return rows.find((r) => r.site === site.code) ?? rows.find((r) => r.site === "*");
}

/** SPEC §9: CMS block 1 h; pages follow the catalog's 5 min. */
const PAGE_TTL_MS = 5 * 60_000;
const BLOCK_TTL_MS = 60 * 60_000;
const EN = "en";

/** CMS pages and blocks in the requested text locale, English where a translation is missing (ADR 0038). */
export function createContentService(
  repo: ContentRepository,
  cache: Cache,
  options: { missingTranslation?: MissingTranslation } = {},
) {
  const missing = options.missingTranslation;
  const service = {
    async getPage(idOrIdentifier: string, site: Site, locale = EN): Promise<CmsPage> {
      const row = preferSite(await repo.findPages(idOrIdentifier, site.code), site);
      if (!row) throw httpError(ERRORS.pageNotFound);
      const note = missing && ((l: string, field: string) => missing("cms_page", row.id, l, field));
      const pick = <K extends keyof CmsPageCopy>(english: CmsPageCopy[K], field: K) =>
        locale === EN ? english : pickText<CmsPageCopy, K>(english, row.translations, locale, field, note);
      return {
        id: row.id,
        identifier: row.identifier,
        url: row.url,
        title: pick(row.title, "title"),
        metaDescription: row.metaDescription === null ? null : pick(row.metaDescription, "metaDescription"),
        blocks: pick(row.blocks, "blocks"),
        roguebuilder: row.roguebuilder ?? null,
      };
    },

    async getBlock(name: string, site: Site, locale = EN): Promise<CmsBlock> {
      const row = preferSite(await repo.findBlocks(name, site.code), site);
      if (!row) throw httpError(ERRORS.blockNotFound);
      if (!row.active) return { name: row.name, active: false, content: "" };
      const note = missing && ((l: string, field: string) => missing("cms_block", `${row.site}:${row.name}`, l, field));
      const content =
        locale === EN
          ? row.content
          : pickText<CmsBlockCopy, "content">(row.content, row.translations, locale, "content", note);
      return { name: row.name, active: true, content };
    },
  };
  const key = (name: string, site: Site, locale?: string) => `${site.code}:${locale ?? EN}:${name}`;
  return {
    getPage: memoize(cache, "cms-page", { ttlMs: PAGE_TTL_MS, key }, service.getPage),
    getBlock: memoize(cache, "cms-block", { ttlMs: BLOCK_TTL_MS, key }, service.getBlock),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
