import { Hono } from "hono";
import { z } from "zod";
import type { Cache } from "../../platform/cache.ts";
import { type AppEnv, cachedJson, parseQuery, resolveSite } from "../../platform/http.ts";
import { normalizePath, type RouteService } from "./route.service.ts";

/** SPEC §9: routes cached 2 h. */
const TTL_SECONDS = 7200;
const RouteQuery = z.object({
  url: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(2048, "is too long")
    .refine((u) => u.startsWith("/") && !u.startsWith("//"), "must be a root-relative path"),
});

export function routeRoutes(routes: RouteService, cache: Cache) {
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.get("/route", (c) => {
    const { url } = parseQuery(c, RouteQuery);
    const site = c.get("site");
    return cachedJson(c, cache, `route:${site.code}:${normalizePath(url)}`, TTL_SECONDS, () =>
      routes.resolve(url, site),
    );
  });
  return app;
}
