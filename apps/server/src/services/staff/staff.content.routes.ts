import {
  CopyLanguage,
  RedirectSite,
  StaffCategoryCreate,
  StaffCategoryEdit,
  StaffCmsBlockCreate,
  StaffCmsBlockEdit,
  StaffCmsPageCreate,
  StaffCmsPageEdit,
  StaffMissingQuery,
  StaffRedirectCreate,
  StaffRedirectEdit,
  StaffRedirectKey,
  StaffRedirectQuery,
} from "@ironworks/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { IdParam, parseParam, parseQuery } from "../../platform/http.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffContent } from "./staff.content.ts";
import type { StaffEndpoint } from "./staff.permissions.ts";
import type { StaffRedirects } from "./staff.redirects.ts";

type Register = <C extends Context>(
  key: StaffEndpoint,
  handler: (c: C, who: StaffPrincipal) => Promise<Response>,
) => void;

const LocaleQuery = z.object({ locale: CopyLanguage.default("en") });
const BlockName = z
  .string()
  .min(1, "is required")
  .max(100, "is too long")
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, "must be a block name");
const VersionQuery = z.object({ version: z.coerce.number({ error: "is required" }).int().min(1) });

/**
 * Categories, redirects, CMS pages and blocks, and the missing-translations report (issue #17 item 4,
 * issue #15 item 3), registered through staff.routes.ts's `endpoint`, so each has its row in the
 * permission table.
 */
export function registerContentEndpoints(
  endpoint: Register,
  deps: { content: StaffContent; redirects: StaffRedirects },
) {
  const { content, redirects } = deps;
  const id = (c: Context) => parseParam(c.req.param("id"), IdParam, "id");
  const block = (c: Context) => ({
    site: parseParam(c.req.param("site"), RedirectSite, "site"),
    name: parseParam(c.req.param("name"), BlockName, "name"),
  });

  endpoint("GET /categories", async (c) => c.json(await content.listCategories(), 200));
  endpoint("GET /categories/:id", async (c) => c.json(await content.getCategory(id(c)), 200));
  endpoint("PUT /categories/:id", async (c, who) => {
    const edit = await parseJsonBody(c, StaffCategoryEdit);
    return c.json(await content.editCategory(who, id(c), edit), 200);
  });

  endpoint("POST /categories", async (c, who) => {
    const input = await parseJsonBody(c, StaffCategoryCreate);
    return c.json(await content.createCategory(who, input), 201);
  });
  endpoint("DELETE /categories/:id", async (c, who) => {
    await content.deleteCategory(who, id(c), parseQuery(c, VersionQuery).version);
    return c.body(null, 204);
  });

  endpoint("GET /redirects", async (c) => c.json(await redirects.list(parseQuery(c, StaffRedirectQuery)), 200));
  endpoint("POST /redirects", async (c, who) => {
    const input = await parseJsonBody(c, StaffRedirectCreate);
    return c.json(await redirects.create(who, input), 201);
  });
  endpoint("PUT /redirects", async (c, who) => {
    const key = parseQuery(c, StaffRedirectKey);
    const input = await parseJsonBody(c, StaffRedirectEdit);
    return c.json(await redirects.edit(who, key, input), 200);
  });
  endpoint("DELETE /redirects", async (c, who) => {
    const { version, ...key } = parseQuery(c, StaffRedirectKey.extend(VersionQuery.shape));
    await redirects.remove(who, key, version);
    return c.body(null, 204);
  });

  endpoint("GET /cms/pages", async (c) => c.json(await content.listPages(), 200));
  endpoint("GET /cms/pages/:id", async (c) =>
    c.json(await content.getPage(id(c), parseQuery(c, LocaleQuery).locale), 200),
  );
  endpoint("PUT /cms/pages/:id", async (c, who) => {
    const edit = await parseJsonBody(c, StaffCmsPageEdit);
    return c.json(await content.editPage(who, id(c), edit), 200);
  });
  endpoint("POST /cms/pages", async (c, who) => {
    const input = await parseJsonBody(c, StaffCmsPageCreate);
    return c.json(await content.createPage(who, input), 201);
  });
  endpoint("DELETE /cms/pages/:id", async (c, who) => {
    await content.deletePage(who, id(c), parseQuery(c, VersionQuery).version);
    return c.body(null, 204);
  });
  endpoint("GET /cms/blocks", async (c) => c.json(await content.listBlocks(), 200));
  endpoint("GET /cms/blocks/:site/:name", async (c) => {
    const { site, name } = block(c);
    return c.json(await content.getBlock(site, name, parseQuery(c, LocaleQuery).locale), 200);
  });
  endpoint("PUT /cms/blocks/:site/:name", async (c, who) => {
    const key = block(c);
    const edit = await parseJsonBody(c, StaffCmsBlockEdit);
    return c.json(await content.editBlock(who, key, edit), 200);
  });

  endpoint("POST /cms/blocks", async (c, who) => {
    const input = await parseJsonBody(c, StaffCmsBlockCreate);
    return c.json(await content.createBlock(who, input), 201);
  });
  endpoint("DELETE /cms/blocks/:site/:name", async (c, who) => {
    await content.deleteBlock(who, block(c), parseQuery(c, VersionQuery).version);
    return c.body(null, 204);
  });

  endpoint("GET /translations/missing", async (c) =>
    c.json(await content.missingTranslations(parseQuery(c, StaffMissingQuery)), 200),
  );
}
