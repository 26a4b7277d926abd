import { BinConfirmRequest, BinRequest } from "@ironworks/contracts";
import { LOCALES, type SiteCode } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { BinService } from "./bin.service.ts";

/**
 * The locale the alert is asked on: the page's prefix when it is one of the site's ("/de/en" on
 * DEU), else the site's first ("" USA, "/gb", "/de"…). Its mails are in its language and link there.
 */
function localePrefixOf(site: SiteCode, posted: string | undefined): string {
  const ofSite = LOCALES.filter((l) => l.site === site);
  return (ofSite.find((l) => l.prefix === posted) ?? ofSite[0])?.prefix ?? "";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /svc_bin (SPEC §7), customer-only, private answers (no-store):
 * - GET /bin → 200 {bins}
 * - POST /bin {product_id, email, parent_id?, locale?} → 201 bin for the customer's own address; another
 *   address → 202 {confirmationRequired, email} and a mailed link (ADR 0024); 400 malformed_json / validation_error
 *   naming the field (a product the site does not sell names product_id); 409
 *   validation_error_already_subscribed (SPEC §8, the browser treats it as success) or too_many_bins
 * - DELETE /bin/{id} → 200 {success: true}; unknown or someone else's id → 404 bin_not_found
 * - POST /bin/confirm {token} → 200 bin (anyone holding the mailed link); 400 bin_link_invalid
 * - guests → 401 unauthorized 'Missing customer data'
 */
export function binRoutes(bins: BinService, options: { clientAddress?: (c: Context) => string } = {}) {
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
    const info = await c.get("session").find();
    const answer = await bins.subscribe(customerId, c.get("site"), input, {
      customerEmail: info?.email ?? null,
      localePrefix: localePrefixOf(c.get("site").code, input.locale),
      clientAddress: options.clientAddress?.(c) ?? null,
    });
    return "confirmationRequired" in answer ? c.json(answer, 202) : c.json(answer, 201);
  });

  app.post("/bin/confirm", async (c) => {
    const { token } = await parseJsonBody(c, BinConfirmRequest);
    return c.json(await bins.confirm(token), 200);
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
