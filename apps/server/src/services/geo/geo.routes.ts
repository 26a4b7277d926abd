import { Hono } from "hono";
import { z } from "zod";
import type { Cache } from "../../platform/cache.ts";
import { type AppEnv, cachedJson, parseQuery, resolveSite } from "../../platform/http.ts";
import type { GeoService } from "./geo.service.ts";
import { addShellRoutes } from "./geo.shell.routes.ts";

const DAY = 86_400;
const RegionsQuery = z.object({
  countryCode: z
    .string({ error: "is required" })
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO country code")
    .transform((s) => s.toUpperCase()),
});

export function geoRoutes(geo: GeoService, cache: Cache) {
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.get("/countries", (c) => {
    const site = c.get("site");
    return cachedJson(c, cache, `geo:countries:${site.code}`, DAY, async () => geo.listCountries(site));
  });
  app.get("/regions", (c) => {
    const { countryCode } = parseQuery(c, RegionsQuery);
    return cachedJson(c, cache, `geo:regions:${countryCode}`, DAY, async () => geo.listRegions(countryCode));
  });
  addShellRoutes(app, geo);
  return app;
}
