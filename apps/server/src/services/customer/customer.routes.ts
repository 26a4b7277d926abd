import {
  ConfirmRegistrationRequest,
  CustomerPatch,
  REGISTRATION_RECEIVED_MESSAGE,
  RegisterRequest,
} from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import type { AppEnv } from "../../platform/http.ts";
import { sessionResponse } from "../session/index.ts";
import { type CustomerService, unauthorized } from "./customer.service.ts";

/** The signed-in customer's id, or 401 'Missing customer data' (SPEC §8) for a guest. */
export async function requireCustomerId(c: Context<AppEnv>): Promise<number> {
  const info = await c.get("session").find();
  if (!info?.customerId) throw unauthorized();
  return info.customerId;
}

/**
 * /svc_customer/customer (SPEC §7), private answers (no-store):
 * - POST {email, password, firstname, lastname, locale?} (register; captcha header) → 202
 *   {success: true, message} for a new email (a pending registration, a confirmation link mailed)
 *   and a taken one (the owner mailed) alike, no Set-Cookie, no session change; 400 malformed_json /
 *   validation_error (field named) / captcha_failed; 429 too_many_attempts (per client address);
 * - POST /customer/confirm {token, password} → 200 {session, customer} like sign-in, with a rotated
 *   cookie (the account is created now); 400 registration_link_invalid (unknown, used, replaced,
 *   expired, or the address got an account meanwhile: one answer) / validation_error; 403
 *   current_password_invalid (not the password chosen at registration); 429 too_many_attempts;
 * - GET → 200 customer; 401 unauthorized for a guest;
 * - PATCH {firstname?, lastname?, email?, password?, currentPassword?} → 200 customer; 400 as above
 *   (email or password without currentPassword names it); 401 guest; 403 current_password_invalid;
 *   409 email_taken (general words; needs the current password); 429 too_many_attempts. Nothing is
 *   saved unless everything is.
 */
export function customerRoutes(deps: { customer: CustomerService; clientAddress: (c: Context) => string }) {
  const { customer, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);

  app.post("/customer", async (c) => {
    const input = await parseJsonBody(c, RegisterRequest);
    // The same answer for a new and a taken email, and the session stays as it was (ADR 0011 addendum).
    await customer.register(input, {
      token: c.get("session").token,
      captchaToken: c.req.header(CAPTCHA_HEADER),
      ip: clientAddress(c),
    });
    return c.json({ success: true as const, message: REGISTRATION_RECEIVED_MESSAGE }, 202);
  });

  app.post("/customer/confirm", async (c) => {
    const input = await parseJsonBody(c, ConfirmRegistrationRequest);
    const rs = c.get("session");
    const result = await customer.confirmRegistration(input, { token: rs.token, ip: clientAddress(c) });
    rs.replace(result.token, result.session);
    return c.json(sessionResponse(result.session, result.customer), 200);
  });

  app.get("/customer", async (c) => c.json(await customer.get(await requireCustomerId(c)), 200));

  app.patch("/customer", async (c) => {
    const customerId = await requireCustomerId(c);
    const patch = await parseJsonBody(c, CustomerPatch);
    return c.json(await customer.update(customerId, patch, { token: c.get("session").token }), 200);
  });

  return app;
}
