import { TaxRatesRequest } from "@ironworks/contracts";
import { Hono } from "hono";
import { validationError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { readJson, siteFor } from "../../platform/request.ts";
import type { TaxService } from "./tax.service.ts";

/**
 * POST /svc_tax/tax/rates/fetch (and under /site/{code}).
 * - malformed JSON → 400 malformed_json; wrong types → 400 validation_error naming the field;
 * - no address → 400 'No shipping address provided'; an invalid address, unknown country or
 *   region, or a postcode off the country's pattern → 400 naming the field;
 * - a line the pricing engine refuses → 422 pricing_error;
 * - otherwise 200 {totalTaxAmount, shipping.taxAmount, summary, vatResponse, …}. Never cached.
 */
export function taxRoutes(tax: TaxService) {
  const app = new Hono<AppEnv>();
  app.use("/tax/*", resolveSite);
  app.post("/tax/rates/fetch", async (c) => {
    const parsed = TaxRatesRequest.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    const site = siteFor(c.get("site"), parsed.data.storeId, c.req.param("site" as never) === undefined);
    c.header("cache-control", "no-store");
    const buyer = { customerId: (await c.get("session").find())?.customerId ?? null };
    return c.json(await tax.fetchRates(parsed.data, site, buyer), 200);
  });
  return app;
}
