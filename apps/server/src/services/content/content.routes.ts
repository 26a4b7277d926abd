import { TextLocale } from "@ironworks/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { Cache } from "../../platform/cache.ts";
import { type AppEnv, cachedJson, parseParam, parseQuery, resolveSite } from "../../platform/http.ts";
import type { ContentService } from "./content.service.ts";

/** SPEC §9: CMS block 1 h; pages follow the category time (5 min). */
const TTL = { page: 300, block: 3600 } as const;
const Identifier = z
  .string()
  .min(1, "is required")
  .max(100, "is too long")
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, "must be an id or identifier (letters, digits, - and _)");

/** `?locale=de-DE`: the text locale (ADR 0038); English without it. */
const LocaleQuery = z.object({ locale: TextLocale.default("en") });

export function contentRoutes(content: ContentService, cache: Cache) {
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.get("/cms/page/:id", (c) => {
    const id = parseParam(c.req.param("id"), Identifier, "id");
    const site = c.get("site");
    const { locale } = parseQuery(c, LocaleQuery);
    return cachedJson(c, cache, `cms:page:${site.code}:${locale}:${id}`, TTL.page, () =>
      content.getPage(id, site, locale),
    );
  });
  app.get("/cms/block/:name", (c) => {
    const name = parseParam(c.req.param("name"), Identifier, "name");
    const site = c.get("site");
    const { locale } = parseQuery(c, LocaleQuery);
    return cachedJson(c, cache, `cms:block:${site.code}:${locale}:${name}`, TTL.block, () =>
      content.getBlock(name, site, locale),
    );
  });
  return app;
}
