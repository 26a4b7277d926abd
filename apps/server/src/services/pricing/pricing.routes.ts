import { ERRORS, PriceRequest } from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { httpError, validationError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import type { PricingService } from "./pricing.service.ts";

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(ERRORS.malformedJson);
  }
}

/**
 * POST /svc_content/catalog/price (and /svc_content/site/{code}/catalog/price).
 * - malformed JSON → 400 malformed_json; wrong types or bounds (qty not 1…9999, > 100 items) →
 *   400 validation_error naming the field;
 * - a line the engine refuses (unknown product, bad option, free product, gift amount…) →
 *   422 pricing_error with the first failing line's SPEC §8 message, its index and error in
 *   details, and every line in details.items —
 *   or, with `partial: true`, 200 with per-line `{ error }` entries;
 * - otherwise 200 `{ items, subtotal, hundoDiscount, total, currency, storeId }`.
 * Quotes are per shopper, so never cached.
 */
export function pricingRoutes(pricing: PricingService) {
  const app = new Hono<AppEnv>();
  app.use("/catalog/price", resolveSite);

  app.post("/catalog/price", async (c) => {
    const parsed = PriceRequest.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { response, firstError } = await pricing.priceItems(parsed.data, c.get("site"));
    c.header("cache-control", "no-store");
    if (firstError && !parsed.data.partial)
      throw httpError(ERRORS.pricing, firstError.error.message, { ...firstError, items: response.items });
    return c.json(response, 200);
  });

  return app;
}
