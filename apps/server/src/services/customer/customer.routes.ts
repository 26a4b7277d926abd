import { CustomerPatch, RegisterRequest } from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import type { AppEnv } from "../../platform/http.ts";
import { sessionResponse } from "../session/session.wire.ts";
import { type CustomerService, unauthorized } from "./customer.service.ts";

/** The signed-in customer's id, or 401 'Missing customer data' (SPEC §8) for a guest. */
export async function requireCustomerId(c: Context<AppEnv>): Promise<number> {
  const info = await c.get("session").find();
  if (!info?.customerId) throw unauthorized();
  return info.customerId;
}

/**
 * /svc_customer/customer (SPEC §7), private answers (no-store):
 * - POST → 201 {session, customer}, signed in (register; captcha header); 400 malformed_json /
 *   validation_error (field named) / captcha_failed; 409 email_taken; 429 too_many_attempts;
 * - GET → 200 customer; 401 unauthorized for a guest;
 * - PATCH {firstname?, lastname?, email?, password?, currentPassword?} → 200 customer; 400 as above
 *   (email or password without currentPassword names it); 401 guest; 403 current_password_invalid;
 *   409 email_taken; 429 too_many_attempts. Nothing is saved unless everything is.
 */
export function customerRoutes(deps: { customer: CustomerService; clientAddress: (c: Context) => string }) {
  const { customer, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);

  app.post("/customer", async (c) => {
    const input = await parseJsonBody(c, RegisterRequest);
    const rs = c.get("session");
    const result = await customer.register(input, {
      token: rs.token,
      captchaToken: c.req.header(CAPTCHA_HEADER),
      ip: clientAddress(c),
    });
    rs.replace(result.token, result.session);
    return c.json(sessionResponse(result.session, result.customer), 201);
  });

  app.get("/customer", async (c) => c.json(await customer.get(await requireCustomerId(c)), 200));

  app.patch("/customer", async (c) => {
    const customerId = await requireCustomerId(c);
    const patch = await parseJsonBody(c, CustomerPatch);
    return c.json(await customer.update(customerId, patch, { token: c.get("session").token }), 200);
  });

  return app;
}
