import {
  type CaptchaChallenge as _Challenge,
  type Customer,
  LoginRequest,
  type SessionHeaderResponse,
} from "@ironworks/contracts";
import { CAPTCHA_ACTIONS, CAPTCHA_HEADER, SITE_CODES } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import type { Captcha } from "../../platform/captcha.ts";
import { type AppEnv, parseQuery } from "../../platform/http.ts";
import type { SessionInfo } from "../../platform/session.ts";
import type { SessionService } from "./session.service.ts";
import { customerOfSession, sessionResponse } from "./session.wire.ts";

const HeaderQuery = z.object({
  site: z.enum(SITE_CODES, { error: `must be one of ${SITE_CODES.join(", ")}` }),
});

const ChallengeQuery = z.object({
  action: z.enum(CAPTCHA_ACTIONS, { error: `must be one of ${CAPTCHA_ACTIONS.join(", ")}` }),
});

/**
 * /svc_session (SPEC §7), private answers (no-store):
 * - GET /session → 200 {session: {groupId, lifetime, expiresAt}, customer | null}; never starts a session;
 * - POST /session/login {email, password} + captcha header → 200 the same, with a rotated cookie;
 *   400 malformed_json / validation_error (field named) / captcha_failed; 401 invalid_credentials
 *   (one answer for an unknown email and a wrong password); 429 too_many_attempts + Retry-After;
 * - POST /session/logout → 200 guest answer, cookie cleared (also when nobody was signed in);
 * - GET /session/header?site=USA|… → 200 {customer | null, cartQty}: the personal island of a page
 *   shared by sessions (ADR 0061), from the page's own header read; 400 validation_error;
 * - GET /captcha/challenge?action=login|register|forgotpassword|order → 200 an ALTCHA challenge.
 */
/**
 * The sign-in behind POST /session/login: the customer service's `login`, given by the app. Declared
 * here so that session never imports customer (customer uses session to sign in: ADR 0025).
 */
export interface CustomerLogin {
  login(
    input: LoginRequest,
    ctx: { token: string | null; captchaToken?: string | null; ip: string },
  ): Promise<{ token: string; session: SessionInfo; customer: Customer }>;
}

export function sessionRoutes(deps: {
  session: SessionService;
  customer: CustomerLogin;
  captcha: Captcha;
  clientAddress: (c: Context) => string;
}) {
  const { session, customer, captcha, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);

  app.get("/session", async (c) => {
    const info = await c.get("session").find();
    return c.json(sessionResponse(info, customerOfSession(info)), 200);
  });

  app.get("/session/header", async (c) => {
    const { site } = parseQuery(c, HeaderQuery);
    const header = await c.get("session").header(site);
    const s = header?.session;
    const answer: SessionHeaderResponse = {
      customer: s?.customerId
        ? { firstname: s.firstname ?? "", lastname: s.lastname ?? "", email: s.email ?? "", groupId: s.groupId }
        : null,
      cartQty: header?.cartQty ?? 0,
    };
    return c.json(answer, 200);
  });

  app.post("/session/login", async (c) => {
    const input = await parseJsonBody(c, LoginRequest);
    const rs = c.get("session");
    const result = await customer.login(input, {
      token: rs.token,
      captchaToken: c.req.header(CAPTCHA_HEADER),
      ip: clientAddress(c),
    });
    rs.replace(result.token, result.session);
    return c.json(sessionResponse(result.session, result.customer), 200);
  });

  app.post("/session/logout", async (c) => {
    const rs = c.get("session");
    await session.signOut(rs.token);
    if (rs.token) rs.clear();
    return c.json(sessionResponse(null, null), 200);
  });

  app.get("/captcha/challenge", async (c) => {
    const { action } = parseQuery(c, ChallengeQuery);
    const challenge: _Challenge = await captcha.challenge(action);
    return c.json(challenge, 200);
  });

  return app;
}
