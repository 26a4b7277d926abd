import { ERRORS, NotificationPreferencesChange } from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { httpError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { AppCustomer, NativeAppService } from "./native-app.service.ts";

async function me(c: Context<AppEnv>): Promise<AppCustomer> {
  const customerId = await requireCustomerId(c);
  const info = await c.get("session").find();
  return { customerId, email: info?.email ?? "", site: c.get("site") };
}

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

/**
 * /svc_app (issue #24), also under /svc_app/site/{code}; private answers (no-store):
 * - GET /notifications/preferences → 200 {preferences: [{topic, push, email}]} every topic, in order;
 *   rapidFire.email is the customer's `rapidfire` newsletter subscription on the site
 * - PUT /notifications/preferences {preferences: [{topic, push, email}]} → 200 the same shape;
 *   400 malformed_json / validation_error naming the field (unknown topic, a topic twice, not booleans)
 * - GET /exclusive/{productId} → 200 {productId, startsAt, endsAt, live}; not an app drop → 404 product_not_found
 * - guests → 401 unauthorized on the preferences; writes are same-origin only (ADR 0009, platform)
 */
export function nativeAppRoutes(app_: NativeAppService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);

  app.get("/notifications/preferences", async (c) => {
    return c.json({ preferences: await app_.preferences(await me(c)) }, 200);
  });

  app.put("/notifications/preferences", async (c) => {
    const who = await me(c);
    const change = await parseJsonBody(c, NotificationPreferencesChange);
    return c.json({ preferences: await app_.setPreferences(who, change) }, 200);
  });

  app.get("/exclusive/:productId", async (c) => {
    const id = c.req.param("productId");
    if (!PRODUCT_ID.test(id) || Number(id) > 2_147_483_647) throw httpError(ERRORS.productNotFound);
    return c.json(await app_.exclusive(Number(id)), 200);
  });

  return app;
}
