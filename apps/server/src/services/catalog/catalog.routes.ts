import { ERRORS, TextLocale } from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Cache } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import { type AppEnv, cachedJson, IdParam, parseParam, parseQuery, resolveSite } from "../../platform/http.ts";
import type { CatalogService } from "./catalog.service.ts";
import { DEFAULT_CATEGORY_PAGE_SIZE } from "./catalog.service.ts";

/** SPEC §9 cache times, in seconds. */
const TTL = { category: 300, product: 300, hot: 300, groupPrices: 300, compatibility: 300 } as const;

const ProductLookup = z
  .object({
    sku: z.string().trim().min(1, "must not be empty").max(64, "is too long").optional(),
    childId: IdParam.optional(),
  })
  .refine((q) => (q.sku === undefined) !== (q.childId === undefined), {
    message: "exactly one of sku or childId is required",
    path: ["sku"],
  });

/** `?locale=de-DE`: the text locale of names and copy (ADR 0038); English without it. */
const LocaleQuery = z.object({ locale: TextLocale.default("en") });

const CategoryQuery = z.object({
  page: z.coerce.number().int("must be an integer").min(1, "must be at least 1").max(10_000, "is too large").default(1),
  pageSize: z.coerce
    .number()
    .int("must be an integer")
    .min(1, "must be at least 1")
    .max(200, "must be at most 200")
    .default(DEFAULT_CATEGORY_PAGE_SIZE),
});

const IdList = z
  .string()
  .max(4000, "is too long")
  .transform((s) => s.split(",").filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, "must be a comma-separated list of product ids")
          .transform(Number),
      )
      .min(1, "must list at least one id")
      .max(200, "must list at most 200 ids"),
  );

const GroupPricesQuery = z.object({
  ids: IdList,
  groupId: z.coerce.number().int("must be an integer").min(0).max(1000).optional(),
});

const CompatibilityQuery = z.object({
  tag: z.string().trim().min(1, "is required").max(100, "is too long"),
  group: z.string().trim().min(1, "is required").max(100, "is too long"),
});

export function catalogRoutes(catalog: CatalogService, cache: Cache) {
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  // Cache keys name the site and the text locale: one language's answer never serves another.
  const localeOf = (c: Context<AppEnv>): string => parseQuery(c, LocaleQuery).locale;
  const key = (c: Context<AppEnv>, ...parts: unknown[]) =>
    ["catalog", c.get("site").code, localeOf(c), ...parts].join(":");

  app.get("/catalog/category/:id", (c) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    const q = parseQuery(c, CategoryQuery);
    return cachedJson(c, cache, key(c, "category", id, q.page, q.pageSize), TTL.category, () =>
      catalog.getCategory(id, c.get("site"), q.page, q.pageSize, localeOf(c)),
    );
  });

  app.get("/catalog/menu", (c) =>
    cachedJson(c, cache, key(c, "menu"), TTL.category, () => catalog.listMenu(c.get("site"), localeOf(c))),
  );

  app.get("/catalog/product/group-prices", (c) => {
    const q = parseQuery(c, GroupPricesQuery);
    return cachedJson(c, cache, key(c, "group-prices", q.ids.join(","), q.groupId ?? "all"), TTL.groupPrices, () =>
      catalog.listGroupPrices(q.ids, c.get("site"), q.groupId),
    );
  });

  app.get("/catalog/product/compatibility", (c) => {
    const q = parseQuery(c, CompatibilityQuery);
    return cachedJson(c, cache, key(c, "compat", q.tag, q.group), TTL.compatibility, () =>
      catalog.checkCompatibility(q.tag, q.group, c.get("site"), localeOf(c)),
    );
  });

  app.get("/catalog/product/complete/:id", (c) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return cachedJson(c, cache, key(c, "complete", id), TTL.product, () =>
      catalog.getProductComplete(id, c.get("site"), localeOf(c)),
    );
  });

  app.get("/catalog/product/:id", (c) => {
    const id = parseParam(c.req.param("id"), IdParam, "id");
    return cachedJson(c, cache, key(c, "product", id), TTL.product, () =>
      catalog.getProduct(id, c.get("site"), localeOf(c)),
    );
  });

  app.get("/catalog/product", (c) => {
    const q = parseQuery(c, ProductLookup);
    const site = c.get("site");
    if (q.sku !== undefined)
      return cachedJson(c, cache, key(c, "sku", q.sku.toUpperCase()), TTL.product, () =>
        catalog.getProductBySku(q.sku as string, site, localeOf(c)),
      );
    if (q.childId !== undefined) {
      const childId = q.childId;
      return cachedJson(c, cache, key(c, "child", childId), TTL.product, () =>
        catalog.getProductByChildId(childId, site, localeOf(c)),
      );
    }
    throw httpError(ERRORS.validation, "Invalid query");
  });

  app.get("/hot/active", (c) =>
    cachedJson(c, cache, key(c, "hot"), TTL.hot, () => catalog.getHotActive(c.get("site"), localeOf(c))),
  );

  return app;
}
