import { ForgotPasswordRequest, ResetPasswordRequest } from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../../platform/body.ts";
import type { AppEnv } from "../../../platform/http.ts";
import type { PasswordResetService } from "./password-reset.service.ts";

/**
 * /svc_customer/customer/forgot-password (SPEC §7), private answers (no-store):
 * - POST /customer/forgot-password {email, locale?} + captcha header (action forgotpassword) →
 *   200 {success: true} for a known and an unknown email alike; 400 malformed_json /
 *   validation_error (field named) / captcha_failed; 429 too_many_attempts + Retry-After;
 * - POST /customer/forgot-password/reset {token, password, passwordConfirmation?} → 200
 *   {success: true}, every session of the customer ended (sign in again); 400 validation_error,
 *   reset_token_invalid (unknown, used, replaced), reset_token_expired; 429 after many bad tokens.
 */
export function passwordResetRoutes(deps: {
  passwordReset: PasswordResetService;
  clientAddress: (c: Context) => string;
}) {
  const { passwordReset, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  app.use("/customer/forgot-password", privateAnswers);
  app.use("/customer/forgot-password/*", privateAnswers);

  app.post("/customer/forgot-password", async (c) => {
    const input = await parseJsonBody(c, ForgotPasswordRequest);
    const answer = await passwordReset.requestReset(input, {
      token: c.get("session").token,
      captchaToken: c.req.header(CAPTCHA_HEADER),
      ip: clientAddress(c),
    });
    return c.json(answer, 200);
  });

  app.post("/customer/forgot-password/reset", async (c) => {
    const input = await parseJsonBody(c, ResetPasswordRequest);
    const answer = await passwordReset.reset(input, { ip: clientAddress(c) });
    const rs = c.get("session");
    // The browser's own session may have been one of the customer's: it ended with the others.
    if (rs.token && !(await rs.find())) rs.clear();
    return c.json(answer, 200);
  });

  return app;
}
