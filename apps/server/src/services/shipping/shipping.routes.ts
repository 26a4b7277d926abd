import { ShippingRatesRequest } from "@ironworks/contracts";
import { Hono } from "hono";
import { validationError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { readJson, siteFor } from "../../platform/request.ts";
import type { ShippingService } from "./shipping.service.ts";

/**
 * POST /svc_shipping/shipping/rates/get (and under /site/{code}).
 * - malformed JSON → 400 malformed_json; wrong types → 400 validation_error naming the field;
 * - no address on a physical order → 400 'No shipping address provided'; an invalid address,
 *   unknown country or region, or a postcode off the country's pattern → 400 naming the field;
 * - a line the pricing engine refuses → 422 pricing_error;
 * - otherwise 200 {rates, split, transactionId, currency, storeId, error}. Never cached.
 */
export function shippingRoutes(shipping: ShippingService) {
  const app = new Hono<AppEnv>();
  app.use("/shipping/*", resolveSite);
  app.post("/shipping/rates/get", async (c) => {
    const parsed = ShippingRatesRequest.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    const site = siteFor(c.get("site"), parsed.data.storeId, c.req.param("site" as never) === undefined);
    c.header("cache-control", "no-store");
    // The buyer's whole custom quotes ship on their freight (issue #22, ADR 0052), as checkout charges.
    const buyer = { customerId: (await c.get("session").find())?.customerId ?? null };
    return c.json(await shipping.getRates(parsed.data, site, buyer), 200);
  });
  return app;
}
