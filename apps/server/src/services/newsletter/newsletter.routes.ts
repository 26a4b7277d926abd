import { ERRORS, IterableSubmit, NewsletterChange } from "@ironworks/contracts";
import { isSiteCode, SITES } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { httpError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import {
  createMemoryAttemptStore,
  createThrottle,
  type Throttle,
  type ThrottlePolicy,
  tooManyAttempts,
} from "../../platform/rate-limit.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { NewsletterService } from "./newsletter.service.ts";

/** Signups from one address: 20 an hour free (an office, a campus), then 30 s, 60 s … up to 1 h. */
export const SIGNUP_POLICY: ThrottlePolicy = {
  free: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  windowMs: 3_600_000,
};

/** The signed-in customer and their address (401 'Missing customer data' for a guest). */
async function requireCustomer(c: Context<AppEnv>) {
  const customerId = await requireCustomerId(c);
  const info = await c.get("session").find();
  return { customerId, email: info?.email ?? "" };
}

const forbidden = () => httpError(ERRORS.newsletterForbidden);

/**
 * Newsletters under /svc_ssr (SPEC §7), also under /svc_ssr/site/{code}; private answers:
 * - POST /newsletters/subscribe, /newsletters/unsubscribe {userId, email, newsletters} → 200
 *   {success: true, emailListIds}; customer-only (401 for guests); userId and email must be the
 *   signed-in customer's (403 forbidden); a list the site does not offer → 400 naming newsletters.N
 * - GET /newsletters/site/{siteCode}/subscriptions → 200 {emailListIds}; customer-only; unknown site → 404
 * - POST /submit/iterable {email, emailListIds, locale?} → 200 {success: true, confirmationRequired};
 *   guests too; the signed-in customer's own address subscribes at once, any other is pending
 *   until its mailed link is followed (double opt-in, ADR 0015 addendum); throttled per client
 *   address (429 too_many_attempts with Retry-After)
 * - bad JSON → 400 malformed_json; bad fields → 400 validation_error naming them
 */
export function newsletterRoutes(deps: {
  newsletter: NewsletterService;
  clientAddress: (c: Context) => string;
  signupThrottle?: Throttle;
}) {
  const { newsletter, clientAddress } = deps;
  const throttle = deps.signupThrottle ?? createThrottle(createMemoryAttemptStore(), SIGNUP_POLICY);
  const app = new Hono<AppEnv>();
  // Only these paths: /svc_ssr has public cached answers too.
  for (const path of ["/newsletters/*", "/submit/iterable"]) {
    app.use(path, privateAnswers);
    app.use(path, resolveSite);
  }

  const change = (kind: "subscribe" | "unsubscribe") => async (c: Context<AppEnv>) => {
    const me = await requireCustomer(c);
    const body = await parseJsonBody(c, NewsletterChange);
    if (String(body.userId) !== String(me.customerId) || body.email.toLowerCase() !== me.email.toLowerCase())
      throw forbidden();
    const site = c.get("site");
    const emailListIds =
      kind === "subscribe"
        ? await newsletter.subscribe(site, me.email, body.newsletters, me.customerId)
        : await newsletter.unsubscribe(site, me.email, body.newsletters);
    return c.json({ success: true, emailListIds }, 200);
  };
  app.post("/newsletters/subscribe", change("subscribe"));
  app.post("/newsletters/unsubscribe", change("unsubscribe"));

  app.get("/newsletters/site/:siteCode/subscriptions", async (c) => {
    const me = await requireCustomer(c);
    const code = c.req.param("siteCode").toUpperCase();
    if (!isSiteCode(code)) throw httpError(ERRORS.unknownSite);
    return c.json({ emailListIds: await newsletter.subscriptions(SITES[code], me.email) }, 200);
  });

  app.post("/submit/iterable", async (c) => {
    const address = `newsletter:ip:${clientAddress(c)}`;
    const wait = await throttle.wait(address);
    if (wait > 0) throw tooManyAttempts(wait);
    const body = await parseJsonBody(c, IterableSubmit);
    await throttle.hit(address);
    const info = await c.get("session").find();
    const { confirmationRequired } = await newsletter.signup(c.get("site"), body.email, body.emailListIds, {
      customerId: info?.customerId ?? null,
      customerEmail: info?.email ?? null,
      localePrefix: body.locale,
    });
    return c.json({ success: true, confirmationRequired }, 200);
  });

  return app;
}
