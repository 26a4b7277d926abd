import { OrderLookupRequest, OrdersQuery, PaymentDetailsRequest, PlaceOrderRequest } from "@ironworks/contracts";
import { CAPTCHA_HEADER } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import type { CaptchaGate } from "../../platform/captcha.ts";
import { type AppEnv, parseParam, parseQuery, resolveSite } from "../../platform/http.ts";
import { siteFor } from "../../platform/request.ts";
import type { Buyer, CheckoutService } from "./checkout.service.ts";

const OrderIdParam = z.string().min(1, "is required").max(64, "is too long");
const GuestLinkQuery = z.object({ t: z.string().min(1, "is required").max(128, "is too long") });
const StoreQuery = z.object({ storeId: z.coerce.number().int("must be a store id").optional() });

async function buyer(c: Context<AppEnv>, create: boolean): Promise<Buyer> {
  const rs = c.get("session");
  const s = create ? await rs.ensure() : await rs.find();
  if (!s) return { customerId: null, sessionId: null, groupId: 0, email: null };
  return { customerId: s.customerId, sessionId: s.sessionId, groupId: s.groupId, email: s.email };
}

/**
 * /svc_checkout/order (and under /site/{code}); answers are private (no-store).
 * - POST /order (captcha header, action "order") PlaceOrderRequest → 201 {orderId, storeId, status, payment};
 *   400 malformed_json / validation_error / captcha_failed, 404 list_not_found, 422 empty_order /
 *   subscription_agree_missing / pricing_error, 409 SPEC §8 mismatch codes, inventory_error,
 *   order_already_published {orderId}, giftcard_*; 402 payment_error / cvv_required / three_ds;
 *   503 payment_unavailable; 429 too_many_attempts (no captcha token, throttled).
 * - GET /order/{id}?storeId= → Order (the customer's, or the guest session's that placed or looked it up; else 404).
 * - GET /order?page&limit&view → the signed-in customer's orders (guest → 401 login_required).
 * - POST /order/{id}/payment/details {details} → the placement answer after the 3-D Secure step.
 * - POST /order/lookup {orderId, email} (captcha) → Order; the session may read it from then on.
 * - GET /order/{id}/guest?t= (the guest's mailed link, ADR 0021) → Order, and the session may read it from
 *   then on; a changed link 404 order_not_found, an expired one 410 order_link_expired.
 */
export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  gate: CaptchaGate;
  clientAddress: (c: Context) => string;
}) {
  const { checkout, gate } = deps;
  const app = new Hono<AppEnv>();
  app.use("/order", privateAnswers, resolveSite);
  app.use("/order/*", privateAnswers, resolveSite);

  app.post("/order", async (c) => {
    const input = await parseJsonBody(c, PlaceOrderRequest);
    await gate.pass(c.req.header(CAPTCHA_HEADER), "order", deps.clientAddress(c));
    const site = siteFor(c.get("site"), input.storeId, c.req.param("site" as never) === undefined);
    // The client address: unknown gift-card codes count toward its guessing budget (ADR 0024).
    const placed = await checkout.place(
      input,
      { ...(await buyer(c, false)), clientAddress: deps.clientAddress(c) },
      site,
    );
    return c.json(placed, 201);
  });

  app.get("/order", async (c) => {
    const query = parseQuery(c, OrdersQuery.extend({ storeId: StoreQuery.shape.storeId }));
    const site = siteFor(c.get("site"), query.storeId, c.req.param("site" as never) === undefined);
    return c.json(await checkout.list(await buyer(c, false), site, query), 200);
  });

  app.post("/order/lookup", async (c) => {
    const input = await parseJsonBody(c, OrderLookupRequest);
    await gate.pass(c.req.header(CAPTCHA_HEADER), "order", deps.clientAddress(c));
    return c.json(await checkout.lookup(await buyer(c, true), input), 200);
  });

  app.get("/order/:orderId", async (c) => {
    const id = parseParam(c.req.param("orderId"), OrderIdParam, "orderId");
    parseQuery(c, StoreQuery);
    return c.json(await checkout.get(await buyer(c, false), id), 200);
  });

  app.get("/order/:orderId/guest", async (c) => {
    const id = parseParam(c.req.param("orderId"), OrderIdParam, "orderId");
    const { t } = parseQuery(c, GuestLinkQuery);
    return c.json(await checkout.openGuestLink(await buyer(c, true), id, t), 200);
  });

  app.post("/order/:orderId/payment/details", async (c) => {
    const id = parseParam(c.req.param("orderId"), OrderIdParam, "orderId");
    const input = await parseJsonBody(c, PaymentDetailsRequest);
    return c.json(await checkout.details(await buyer(c, false), id, input.details, input.paymentData), 200);
  });

  return app;
}
