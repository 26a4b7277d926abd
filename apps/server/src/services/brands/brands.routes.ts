import { TextLocale } from "@ironworks/contracts";
import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, parseQuery, resolveSite } from "../../platform/http.ts";
import type { BrandsService } from "./brands.service.ts";

const LocaleQuery = z.object({ locale: TextLocale.default("en") });

/**
 * Brands (our extension, issue 23 item 6), under /svc_content and /svc_content/site/{code}:
 * - GET /brands[?locale=] → 200 {brands}
 * - GET /brands/{slug}[?locale=] → 200 {brand, products, articles} (articles: The Index's published posts
 *   featuring the brand's products, newest first, at most 6); unknown or inactive → 404 brand_not_found
 * Public data: cached for five minutes like the catalog's reads (SPEC §9).
 */
export function brandsRoutes(brands: BrandsService) {
  const app = new Hono<AppEnv>();
  app.use("/brands/*", resolveSite);
  app.use("/brands", resolveSite);
  app.get("/brands", async (c) => {
    const { locale } = parseQuery(c, LocaleQuery);
    c.header("cache-control", "public, max-age=300");
    return c.json({ brands: await brands.list(c.get("site"), locale) }, 200);
  });
  app.get("/brands/:slug", async (c) => {
    const { locale } = parseQuery(c, LocaleQuery);
    const answer = await brands.get(c.req.param("slug"), c.get("site"), locale);
    c.header("cache-control", "public, max-age=300");
    return c.json(answer, 200);
  });
  return app;
}
