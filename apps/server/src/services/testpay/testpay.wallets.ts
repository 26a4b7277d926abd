import { z } from "zod";
import { GatewayError, randomCode, randomToken } from "./testpay.errors.ts";
import type { TestpayRepository } from "./testpay.repository.ts";

/** PayPal Orders v2 and Affirm, as far as the store needs them (reference §4.2, §4.3, §4.4 items 8–9). */

const Money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,10}\.\d{2}$/, "must be a string with 2 decimals"),
});

export const PaypalOrderRequest = z.object({
  intent: z.enum(["CAPTURE", "AUTHORIZE"]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        custom_id: z.string().max(127).optional(),
        amount: Money.extend({
          breakdown: z
            .object({
              item_total: Money.optional(),
              shipping: Money.optional(),
              tax_total: Money.optional(),
              discount: Money.optional(),
            })
            .optional(),
        }),
        items: z
          .array(
            z.object({
              name: z.string(),
              quantity: z.string().regex(/^\d+$/),
              sku: z.string().optional(),
              unit_amount: Money,
            }),
          )
          .optional(),
      }),
    )
    .min(1)
    .max(1),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({ return_url: z.string().optional(), cancel_url: z.string().optional() })
            .partial()
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
export type PaypalOrderRequest = z.infer<typeof PaypalOrderRequest>;

export const PaypalCaptureRequest = z.object({ amount: Money.optional() }).default({});
/** Payments v2 capture refund: no amount gives back what is left of the capture. */
export const PaypalRefundRequest = z.object({
  amount: Money.optional(),
  note_to_payer: z.string().max(255).optional(),
});
export const AffirmRefundRequest = z.object({ amount: z.number().int().positive("must be positive").optional() });

interface PaypalOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  request: PaypalOrderRequest;
  payer?: { email_address: string; payer_id: string; name: { given_name: string; surname: string } };
  captureId?: string;
  /** Given back so far from the capture, in cents. */
  refundedMinor?: number;
}

const cents = (v: string) => Math.round(Number(v) * 100);

export const paypalError = (status: 400 | 404 | 422, name: string, issue: string, description: string) =>
  new GatewayError(status, issue, description, "validation", {
    name,
    message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
    details: [{ issue, description }],
    debug_id: randomCode(13).toLowerCase(),
  });

export const AffirmCheckoutRequest = z.object({
  merchant: z.object({
    user_confirmation_url: z.string().max(2000),
    user_cancel_url: z.string().max(2000),
    user_confirmation_url_action: z.enum(["POST", "GET"]).default("POST"),
    name: z.string().optional(),
  }),
  billing: z.object({ email: z.string().optional() }).passthrough().optional(),
  shipping: z.object({ email: z.string().optional() }).passthrough().optional(),
  items: z
    .array(
      z.object({
        display_name: z.string(),
        sku: z.string(),
        unit_price: z.number().int().min(0),
        qty: z.number().int().min(1),
      }),
    )
    .min(1),
  order_id: z.string().max(256),
  currency: z.literal("USD").default("USD"),
  shipping_amount: z.number().int().min(0).default(0),
  tax_amount: z.number().int().min(0).default(0),
  total: z.number().int().positive("must be positive"),
});

interface AffirmCheckout {
  id: string;
  request: z.infer<typeof AffirmCheckoutRequest>;
  status: "open" | "confirmed" | "cancelled" | "authorized";
  checkoutToken?: string;
}

interface AffirmTransaction {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "voided";
  /** Given back so far, in cents. */
  refunded?: number;
}

export const affirmError = (status: 400 | 404, code: string, message: string) =>
  new GatewayError(status, code, message, "validation", {
    status_code: status,
    type: "invalid_request",
    code,
    message,
  });

export function createWallets(deps: { repo: TestpayRepository; publicUrl: string }) {
  const { repo, publicUrl } = deps;

  const paypalView = (o: PaypalOrder) => ({
    id: o.id,
    status: o.status,
    intent: o.request.intent,
    purchase_units: o.request.purchase_units.map((u) => ({
      ...u,
      ...(o.captureId
        ? {
            payments: {
              captures: [
                {
                  id: o.captureId,
                  status: "COMPLETED",
                  amount: { currency_code: u.amount.currency_code, value: u.amount.value },
                  final_capture: true,
                },
              ],
            },
          }
        : {}),
    })),
    ...(o.payer ? { payer: o.payer } : {}),
    links: [
      { href: `${publicUrl}/paypal/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
      { href: `${publicUrl}/paypal/checkoutnow?token=${o.id}`, rel: "approve", method: "GET" },
      { href: `${publicUrl}/paypal/v2/checkout/orders/${o.id}`, rel: "update", method: "PATCH" },
      { href: `${publicUrl}/paypal/v2/checkout/orders/${o.id}/capture`, rel: "capture", method: "POST" },
    ],
  });

  async function requireOrder(id: string) {
    const order = await repo.get<PaypalOrder>("paypal", id);
    if (!order)
      throw paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    return order;
  }

  async function createPaypalOrder(req: PaypalOrderRequest) {
    const unit = req.purchase_units[0]!;
    const b = unit.amount.breakdown;
    if (b) {
      const sum =
        [b.item_total, b.shipping, b.tax_total].reduce((s, m) => s + (m ? cents(m.value) : 0), 0) -
        (b.discount ? cents(b.discount.value) : 0);
      if (sum !== cents(unit.amount.value))
        throw paypalError(
          422,
          "UNPROCESSABLE_ENTITY",
          "AMOUNT_MISMATCH",
          "Should equal item_total + tax_total + shipping - discount.",
        );
      if (unit.items && b.item_total) {
        const items = unit.items.reduce((s, i) => s + cents(i.unit_amount.value) * Number(i.quantity), 0);
        if (items !== cents(b.item_total.value))
          throw paypalError(
            422,
            "UNPROCESSABLE_ENTITY",
            "ITEM_TOTAL_MISMATCH",
            "Should equal sum of (unit_amount * quantity) across all items.",
          );
      }
    }
    if (cents(unit.amount.value) <= 0)
      throw paypalError(422, "UNPROCESSABLE_ENTITY", "CANNOT_BE_ZERO_OR_NEGATIVE", "Amount must be positive.");
    const order: PaypalOrder = { id: randomCode(17), status: "CREATED", request: req };
    await repo.create("paypal", order.id, order);
    return paypalView(order);
  }

  async function approvePaypalOrder(id: string, email: string) {
    const order = await requireOrder(id);
    if (order.status !== "CREATED")
      return { order: paypalView(order), context: order.request.payment_source?.paypal?.experience_context };
    const [given, surname] = ["Test", "Buyer"];
    const approved: PaypalOrder = {
      ...order,
      status: "APPROVED",
      payer: { email_address: email, payer_id: randomCode(13), name: { given_name: given, surname } },
    };
    await repo.put("paypal", id, approved);
    return { order: paypalView(approved), context: order.request.payment_source?.paypal?.experience_context };
  }

  async function cancelUrl(id: string) {
    const order = await requireOrder(id);
    return order.request.payment_source?.paypal?.experience_context?.cancel_url ?? null;
  }

  async function capturePaypalOrder(id: string, req: z.infer<typeof PaypalCaptureRequest>) {
    const order = await requireOrder(id);
    if (order.status === "COMPLETED")
      throw paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.");
    if (order.status !== "APPROVED")
      throw paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "ORDER_NOT_APPROVED",
        "Payer has not yet approved the Order for payment.",
      );
    const unit = order.request.purchase_units[0]!;
    if (
      req.amount &&
      (req.amount.currency_code !== unit.amount.currency_code || req.amount.value !== unit.amount.value)
    )
      throw paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "AMOUNT_MISMATCH",
        "The capture amount differs from the approved order amount.",
      );
    if (order.payer?.email_address.toLowerCase().startsWith("declined@"))
      throw paypalError(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED", "The instrument presented was declined.");
    const done: PaypalOrder = { ...order, status: "COMPLETED", captureId: randomCode(17) };
    await repo.put("paypal", id, done);
    await repo.create("paypal", `capture:${done.captureId}`, { orderId: id });
    return paypalView(done);
  }

  /** Payments v2: a capture given back in part or in full, never more than is left of it. */
  async function refundPaypalCapture(captureId: string, req: z.infer<typeof PaypalRefundRequest>) {
    const link = await repo.get<{ orderId: string }>("paypal", `capture:${captureId}`);
    const order = link && (await repo.get<PaypalOrder>("paypal", link.orderId));
    if (!order)
      throw paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const captured = order.request.purchase_units[0]!.amount;
    const left = cents(captured.value) - (order.refundedMinor ?? 0);
    if (left <= 0)
      throw paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "CAPTURE_FULLY_REFUNDED",
        "The capture has already been fully refunded.",
      );
    if (req.amount && req.amount.currency_code !== captured.currency_code)
      throw paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "REFUND_CURRENCY_MISMATCH",
        "Refund must be in the capture's currency.",
      );
    const amount = req.amount ? cents(req.amount.value) : left;
    if (amount <= 0 || amount > left)
      throw paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      );
    await repo.put("paypal", order.id, { ...order, refundedMinor: (order.refundedMinor ?? 0) + amount });
    return {
      id: randomCode(17),
      status: "COMPLETED",
      amount: { currency_code: captured.currency_code, value: (amount / 100).toFixed(2) },
    };
  }

  async function createAffirmCheckout(req: z.infer<typeof AffirmCheckoutRequest>) {
    const sum = req.items.reduce((s, i) => s + i.unit_price * i.qty, 0) + req.shipping_amount + req.tax_amount;
    if (sum !== req.total) throw affirmError(400, "total-mismatch", "total must equal items + shipping + tax");
    const checkout: AffirmCheckout = { id: randomCode(16), request: req, status: "open" };
    await repo.create("affirm", checkout.id, checkout);
    return { checkout_id: checkout.id, redirect_url: `${publicUrl}/affirm/checkout/${checkout.id}` };
  }

  const findAffirmCheckout = (id: string) => repo.get<AffirmCheckout>("affirm", id);

  /** The shopper confirms (or cancels) in the Affirm modal: a checkout_token for the merchant's confirmation URL. */
  async function decideAffirmCheckout(id: string, confirm: boolean) {
    const checkout = await findAffirmCheckout(id);
    if (checkout?.status !== "open") throw affirmError(404, "checkout-not-found", "Checkout not found or already used");
    if (!confirm) {
      await repo.put("affirm", id, { ...checkout, status: "cancelled" });
      return { confirmed: false as const, url: checkout.request.merchant.user_cancel_url };
    }
    const checkoutToken = randomToken("affirm");
    await repo.put("affirm", id, { ...checkout, status: "confirmed", checkoutToken });
    await repo.create("affirm", `token:${checkoutToken}`, { checkoutId: id });
    return {
      confirmed: true as const,
      checkoutToken,
      url: checkout.request.merchant.user_confirmation_url,
      action: checkout.request.merchant.user_confirmation_url_action,
    };
  }

  async function authorizeAffirm(req: { transaction_id: string; order_id?: string }) {
    const link = await repo.take<{ checkoutId: string }>("affirm", `token:${req.transaction_id}`);
    if (!link) throw affirmError(400, "invalid-checkout-token", "Checkout token is invalid, expired or already used");
    const checkout = (await findAffirmCheckout(link.checkoutId))!;
    const email = checkout.request.billing?.email ?? checkout.request.shipping?.email ?? "";
    if (String(email).toLowerCase().startsWith("declined@"))
      throw affirmError(400, "auth-declined", "Authorization declined");
    const txn: AffirmTransaction = {
      id: randomCode(12),
      order_id: req.order_id ?? checkout.request.order_id,
      amount: checkout.request.total,
      currency: checkout.request.currency,
      status: "authorized",
    };
    await repo.create("affirm_txn", txn.id, txn);
    await repo.put("affirm", checkout.id, { ...checkout, status: "authorized" });
    return txn;
  }

  async function affirmTransition(id: string, to: "captured" | "voided") {
    const txn = await repo.get<AffirmTransaction>("affirm_txn", id);
    if (!txn) throw affirmError(404, "transaction-not-found", "Transaction not found");
    if (txn.status !== "authorized") throw affirmError(400, "invalid-transition", `Transaction is ${txn.status}`);
    const next = { ...txn, status: to };
    await repo.put("affirm_txn", id, next);
    return {
      id: randomCode(12),
      type: to === "captured" ? "capture" : "void",
      amount: txn.amount,
      currency: txn.currency,
      transaction_id: id,
    };
  }

  /** A captured Affirm transaction given back in part or in full, never more than is left of it. */
  async function refundAffirm(id: string, req: z.infer<typeof AffirmRefundRequest>) {
    const txn = await repo.get<AffirmTransaction>("affirm_txn", id);
    if (!txn) throw affirmError(404, "transaction-not-found", "Transaction not found");
    if (txn.status !== "captured") throw affirmError(400, "invalid-transition", `Transaction is ${txn.status}`);
    const left = txn.amount - (txn.refunded ?? 0);
    const amount = req.amount ?? left;
    if (amount <= 0 || amount > left)
      throw affirmError(400, "refund-exceeds-captured", "The refund is more than what is left of the capture");
    await repo.put("affirm_txn", id, { ...txn, refunded: (txn.refunded ?? 0) + amount });
    return { id: randomCode(12), type: "refund", amount, currency: txn.currency, transaction_id: id };
  }

  return {
    refundPaypalCapture,
    refundAffirm,
    createPaypalOrder,
    getPaypalOrder: async (id: string) => paypalView(await requireOrder(id)),
    approvePaypalOrder,
    cancelUrl,
    capturePaypalOrder,
    createAffirmCheckout,
    findAffirmCheckout,
    decideAffirmCheckout,
    authorizeAffirm,
    affirmTransition,
  };
}
export type Wallets = ReturnType<typeof createWallets>;
