import { EmailField, ERRORS, PaypalStartRequest, type PaypalStartResponse } from "@ironworks/contracts";
import { STORE_CURRENCY, type StoreId, safeReturnUrl, toMinor } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { fieldError, httpError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { type ListsService, listOwner } from "../lists/index.ts";
import type { AffirmProvider } from "./affirm.provider.ts";
import { PaymentRejectedError, PaymentUnavailableError } from "./payment.provider.ts";
import type { PaypalProvider } from "./paypal.provider.ts";

/** POST /svc_checkout/affirm/checkout: the Affirm counterpart of PaypalStartRequest. */
export const AffirmStartRequest = z.object({
  listId: z.string().min(1, "is required").max(64, "is too long"),
  storeId: z.number().int(),
  amount: z.number().positive("must be positive").max(10_000_000, "is too large"),
  shipping: z.number().min(0).max(10_000_000).optional(),
  tax: z.number().min(0).max(10_000_000).optional(),
  // Sent to Affirm as the billing and shipping contact: checked here, before calling out.
  email: EmailField.optional(),
  returnUrl: z.string().max(2048),
  cancelUrl: z.string().max(2048),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Starting a wallet payment from checkout (/svc_checkout, also under /site/{code}), private answers:
 * - POST /paypal/order {listId, storeId, amount, returnUrl, cancelUrl} → 200 {id, approveUrl}
 * - POST /affirm/checkout {listId, storeId, amount, shipping?, tax?, email?, returnUrl, cancelUrl}
 *   → 200 {checkoutId, redirectUrl} (USD stores only)
 * The list must be the caller's (404 list_not_found otherwise, the same body as an unknown id); the
 * return/cancel URLs must be on our own origin (400 validation_error naming the field). Provider
 * refusals → 422 payment_error with the provider's code; provider down → 503 payment_unavailable.
 * The amount is what the provider charges; the order service captures with its own recomputed
 * total, so a tampered amount fails there (PayPal AMOUNT_MISMATCH).
 */
export function walletRoutes(deps: {
  lists: ListsService;
  paypal: PaypalProvider;
  affirm: AffirmProvider;
  publicBaseUrl: string;
}) {
  const { lists, paypal, affirm } = deps;
  const origin = new URL(deps.publicBaseUrl).origin;
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.use("*", privateAnswers);

  /** An absolute URL on our origin, or a root-relative path made absolute on it (`safeReturnUrl`); anything else is a 400. */
  function ownUrl(value: string, field: string): string {
    const url = safeReturnUrl(value, origin);
    if (!url) throw fieldError(field, "must be a page of this store");
    return url;
  }

  async function ownedList(c: Context<AppEnv>, listId: string, storeId: number) {
    const currency = STORE_CURRENCY[storeId as StoreId];
    if (!currency) throw fieldError("storeId", "is not a store");
    const notFound = () => httpError(ERRORS.listNotFound);
    if (!UUID.test(listId)) throw notFound();
    const owner = listOwner(await c.get("session").find());
    if (!owner.customerId && !owner.sessionId) throw notFound();
    await lists.getList(owner, c.get("site"), listId);
    return { currency };
  }

  async function provider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof PaymentRejectedError)
        throw httpError(ERRORS.walletRefused, ERRORS.walletRefused.message, {
          providerCode: err.errorCode,
        });
      if (err instanceof PaymentUnavailableError)
        throw httpError(ERRORS.paymentProviderUnavailable, "We couldn't reach the payment provider. Please try again.");
      throw err;
    }
  }

  app.post("/paypal/order", async (c) => {
    const input = await parseJsonBody(c, PaypalStartRequest);
    const returnUrl = ownUrl(input.returnUrl, "returnUrl");
    const cancelUrl = ownUrl(input.cancelUrl, "cancelUrl");
    const amountMinor = toMinor(input.amount);
    if (amountMinor <= 0) throw fieldError("amount", "must be positive");
    const { currency } = await ownedList(c, input.listId, input.storeId);
    const order = await provider(() =>
      paypal.createOrder({ amountMinor, currency, reference: input.listId, returnUrl, cancelUrl }),
    );
    const answer: z.infer<typeof PaypalStartResponse> = { id: order.id, approveUrl: order.approveUrl };
    return c.json(answer, 200);
  });

  app.post("/affirm/checkout", async (c) => {
    const input = await parseJsonBody(c, AffirmStartRequest);
    const returnUrl = ownUrl(input.returnUrl, "returnUrl");
    const cancelUrl = ownUrl(input.cancelUrl, "cancelUrl");
    const { currency } = await ownedList(c, input.listId, input.storeId);
    if (currency !== "USD") throw fieldError("storeId", "Affirm is offered in US dollar stores only");
    const totalMinor = toMinor(input.amount);
    const shippingMinor = toMinor(input.shipping ?? 0);
    const taxMinor = toMinor(input.tax ?? 0);
    if (shippingMinor + taxMinor >= totalMinor) throw fieldError("amount", "must be more than shipping and tax");
    const checkout = await provider(() =>
      affirm.createCheckout({
        totalMinor,
        shippingMinor,
        taxMinor,
        currency,
        email: input.email,
        userConfirmationUrl: returnUrl,
        cancelUrl,
        orderId: input.listId,
      }),
    );
    return c.json(checkout, 200);
  });

  return app;
}
