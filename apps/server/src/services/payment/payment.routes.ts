import { CreditCardInput, CreditCardUpdate, PaymentMethodsQuery } from "@ironworks/contracts";
import { Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { type AppEnv, parseQuery, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { PaymentService } from "./payment.service.ts";

/**
 * /svc_customer/customer/credit-cards (SPEC §7), private answers, every one {success, creditCards[, creditCard]}:
 * - GET → 200; POST {paymentMethod: gateway tokens, isDefault?, billingAddressId?, billingAddress?} → 201;
 * - PUT /{id} {isDefault?: true, billingAddressId?, billingAddress?} → 200; DELETE /{id} → 200;
 * - 400 malformed_json / validation_error (field named; a card number in any field is refused) /
 *   payment_token_invalid; 401 guest; 404 unknown or another customer's card; 409 card_limit_reached;
 *   422 card_refused (the gateway's refusal reason in details); 503 payment_unavailable.
 */
export function creditCardRoutes(payment: PaymentService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers, resolveSite);

  app.get("/customer/credit-cards", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json({ success: true, creditCards: await payment.listCards(customerId) }, 200);
  });

  app.post("/customer/credit-cards", async (c) => {
    const customerId = await requireCustomerId(c);
    const input = await parseJsonBody(c, CreditCardInput);
    return c.json({ success: true, ...(await payment.addCard(customerId, input, c.get("site"))) }, 201);
  });

  app.put("/customer/credit-cards/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    const patch = await parseJsonBody(c, CreditCardUpdate);
    return c.json(
      { success: true, ...(await payment.updateCard(customerId, c.req.param("id"), patch, c.get("site"))) },
      200,
    );
  });

  app.delete("/customer/credit-cards/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json({ success: true, ...(await payment.removeCard(customerId, c.req.param("id"))) }, 200);
  });

  return app;
}

/**
 * /svc_paymentmethod/methods (SPEC §7), Adyen's /paymentMethods shape, private answers:
 * - GET ?country&locale → 200 {paymentMethods, storedPaymentMethods} (a guest gets no stored ones);
 * - PUT {paymentMethod, isDefault?, billingAddressId?, billingAddress?} → 201 {success, storedPaymentMethods, storedPaymentMethod};
 * - DELETE /{storedPaymentMethodId} → 200 {success, storedPaymentMethods};
 * - errors as the credit-card routes (401 guest for PUT/DELETE, 404 not the customer's).
 */
export function paymentMethodRoutes(payment: PaymentService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers, resolveSite);

  const customerIdOrNull = async (c: Parameters<typeof requireCustomerId>[0]) =>
    (await c.get("session").find())?.customerId ?? null;

  app.get("/methods", async (c) => {
    const query = parseQuery(c, PaymentMethodsQuery);
    const country = query.country ?? c.get("site").defaultCountry;
    return c.json(await payment.paymentMethods(await customerIdOrNull(c), country), 200);
  });

  app.put("/methods", async (c) => {
    const customerId = await requireCustomerId(c);
    const input = await parseJsonBody(c, CreditCardInput);
    const site = c.get("site");
    const { creditCard } = await payment.addCard(customerId, input, site);
    const { storedPaymentMethods } = await payment.paymentMethods(customerId, site.defaultCountry);
    const storedPaymentMethod = storedPaymentMethods.find((m) => m._id === creditCard._id);
    return c.json({ success: true, storedPaymentMethods, storedPaymentMethod }, 201);
  });

  app.delete("/methods/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    await payment.removeStored(customerId, c.req.param("id"));
    const { storedPaymentMethods } = await payment.paymentMethods(customerId, c.get("site").defaultCountry);
    return c.json({ success: true, storedPaymentMethods }, 200);
  });

  return app;
}
