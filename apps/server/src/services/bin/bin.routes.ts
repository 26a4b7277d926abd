import { BinRequest } from "@ironworks/contracts";
import { Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { BinService } from "./bin.service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /svc_bin (SPEC §7), customer-only, private answers (no-store):
 * - GET /bin → 200 {bins}
 * - POST /bin {product_id, email, parent_id?} → 201 bin; 400 malformed_json / validation_error
 *   naming the field (a product the site does not sell names product_id); 409
 *   validation_error_already_subscribed (SPEC §8, the browser treats it as success) or too_many_bins
 * - DELETE /bin/{id} → 200 {success: true}; unknown or someone else's id → 404 bin_not_found
 * - guests → 401 unauthorized 'Missing customer data'
 */
export function binRoutes(bins: BinService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);

  app.get("/bin", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json({ bins: await bins.list(customerId, c.get("site")) }, 200);
  });

  app.post("/bin", async (c) => {
    const customerId = await requireCustomerId(c);
    const input = await parseJsonBody(c, BinRequest);
    return c.json(await bins.subscribe(customerId, c.get("site"), input), 201);
  });

  app.delete("/bin/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = c.req.param("id");
    if (!UUID.test(id)) throw bins.notFound();
    await bins.remove(customerId, id);
    return c.json({ success: true }, 200);
  });

  return app;
}
