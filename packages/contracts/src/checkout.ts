import { z } from "zod";
import { type FreeFormLimits, boundedRecord, freeForm } from "./bounded.ts";
import { LineDescription } from "./line-description.ts";
import { CardTokens } from "./payment.ts";
import { RateAddress } from "./shipping.ts";

/** Order meta passed through from apps (app, btwb): small, shallow. */
const META_LIMITS: FreeFormLimits = {
  maxChars: 2048,
  maxDepth: 5,
  maxKeys: 20,
  maxKeyLength: 64,
  maxString: 500,
  maxArray: 20,
};

/**
 * /svc_checkout: placing and reading orders (SPEC §3 Order, §4 order status, §7, §8), and the
 * gift-card balance check. The browser sends what it showed; the server recomputes every price,
 * discount, shipping charge, tax and total from the stored list and answers a mismatch with the
 * spec's code. Card numbers never appear here: only the gateway's tokens (ADR 0014).
 */

/** SPEC §8 order errors, verbatim, plus the few this server adds (documented in ADR 0016). */
export const ORDER_ERROR_CODES = {
  wrongTaxTotal: "wrong_tax_total",
  wrongDiscount: "wrong_discount",
  wrongGrandTotal: "wrong_grandtotal",
  wrongPaymentAmount: "wrong_payment_amount",
  shippingRate: "shipping_rate",
  wrongShippingTotal: "wrong_shipping_total",
  wrongShippingRate: "wrong_shipping_rate",
  shippingMethodNotFound: "shipping_method_not_found",
  shippingMethodNotValid: "shipping_method_not_valid",
  wrongProductPrice: "wrong_product_price",
  pickupDisabled: "pickup_disabled",
  inventoryError: "inventory_error",
  orderAlreadyPublished: "order_already_published",
  giftcardBalanceError: "giftcard_balance_error",
  giftcardNotExist: "giftcard_not_exist",
  cvvRequired: "cvv_required",
  paymentError: "payment_error",
  threeDs: "three_ds",
  /** SPEC §8 message key for a subscription/trial order placed without its agreements. */
  subscriptionAgreeMissing: "subscription_agree_missing",
  /** The list is unknown, someone else's, or empty. */
  listNotFound: "list_not_found",
  emptyOrder: "empty_order",
  /** The gateway could not be reached: nothing was charged, stock and gift cards were given back. */
  paymentUnavailable: "payment_unavailable",
  /** Unknown order, or someone else's (the same 404). */
  orderNotFound: "order_not_found",
  /** The guest's mailed order link is past its expiry (ADR 0021). */
  orderLinkExpired: "order_link_expired",
  /** GET /order (the list) as a guest. */
  loginRequired: "login_required",
  /** A ticket-only product (SPEC §5 HW1012) ordered without a ticket for it (a guest, or none held). */
  ticketRequired: "ticket_required",
  /** A ticket the order counted on (ticket-only product, earned free shipping) has no use left. */
  ticketUsed: "ticket_used",
  /** A one-per-account product (SPEC §5 HW1012) the account already bought. */
  accountLimit: "account_limit",
} as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[keyof typeof ORDER_ERROR_CODES];

/** Fulfilment's own answers (CLI and admin door): the order cannot take this step. */
export const FULFILMENT_ERROR_CODES = {
  /** Not paid (new, payment_pending, payment_error): nothing leaves the warehouse. */
  notPaid: "order_not_paid",
  /** A virtual-only order: nothing to ship. */
  nothingToShip: "nothing_to_ship",
  /** deliver before ship. */
  notShipped: "order_not_shipped",
} as const;

export const ORDER_STATUSES = [
  "new",
  "payment_pending",
  "payment_complete",
  "published",
  "payment_error",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §4 3-D Secure state of a pending payment. */
export const THREE_DS_STATES = ["new", "finalization-timeout", "error"] as const;
export type ThreeDsState = (typeof THREE_DS_STATES)[number];

export const PAYMENT_TYPES = ["card", "storedCard", "paypal", "affirm", "giftcard", "free", "wallet"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const Money = z
  .number({ error: "must be a number" })
  .min(0, "must not be negative")
  .max(10_000_000, "is too large")
  .refine((n) => Number.isFinite(n), "must be a number");

const Text = (max: number) => z.string({ error: "must be a string" }).max(max, "is too long");
const Id = Text(64).min(1, "is required");

/**
 * SPEC §3 Order.totals, as the browser computed and showed them. The server's rule (ADR 0016),
 * compared in minor units: subtotal = Σ rowTotal; discount = Hundo discount; shipping = Σ chosen
 * rates; tax = the tax service's totalTaxAmount for that shipping amount;
 * grandTotalIncludingTax = subtotal − discount + shipping + tax (EUR/GBR: prices include VAT, so
 * without + tax); giftcards = Σ giftcards[].amount; payment.amount = grandTotalIncludingTax − giftcards.
 */
export const OrderTotals = z.object({
  grandTotalIncludingTax: Money,
  grandTotalExcludingTax: Money.optional(),
  tax: Money,
  shipping: Money,
  subtotal: Money,
  discount: Money.default(0),
  giftcards: Money.default(0),
  itemTax: Money.optional(),
  shippingTax: Money.optional(),
  tariff: Money.optional(),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

/** The line as the browser showed it: checked against the list and the server's price. */
export const OrderItemIn = z.object({
  listItemId: Text(64).optional(),
  productId: z.number({ error: "must be a number" }).int("must be a whole number").positive("must be positive"),
  sku: Text(64).optional(),
  qty: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(10_000),
  /** Unit price shown. */
  price: Money,
});
export type OrderItemIn = z.infer<typeof OrderItemIn>;

/** SPEC §3 shipping selection: one per package when split, else one. */
export const ShippingSelection = z.object({
  shippingCode: Text(64).min(1, "is required"),
  rate: Money,
  label: Text(255).optional(),
  carrier: Text(64).optional(),
  packageNumber: z.number().int().min(0).max(100).optional(),
  /** The signed quote id from /svc_shipping/shipping/rates/get. */
  transactionId: Text(4096).min(1, "is required"),
});
export type ShippingSelection = z.infer<typeof ShippingSelection>;

export const GiftcardCode = Text(32)
  .trim()
  .min(4, "is too short")
  .regex(/^[A-Za-z0-9-]+$/, "must be a gift card code");

export const OrderGiftcardIn = z.object({
  code: GiftcardCode,
  /** The amount to take from this card. */
  amount: Money,
  balance: Money.optional(),
});

/** SPEC §3 Order.payment. Exactly the fields its paymentType needs. */
export const OrderPaymentIn = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { error: `must be one of ${PAYMENT_TYPES.join(", ")}` }),
  /** What the payment method is charged (grand total less gift cards). */
  amount: Money,
  adyenType: Text(32).optional(),
  /** card: the gateway's encrypted fields. */
  card: CardTokens.optional(),
  /** storedCard: the stored method id, with a CVC token when the card needs it. */
  storedPaymentMethodId: Text(64).optional(),
  encryptedSecurityCode: Text(200).optional(),
  /** card: keep the card for next time (customers only). */
  storeCard: z.boolean().optional(),
  /** paypal: the approved PayPal order id; affirm: the checkout token; wallet: the wallet token. */
  // Wallet tokens (Apple Pay, Google Pay) run to several kilobytes.
  transactionToken: Text(16_384).optional(),
  transactionId: Text(200).optional(),
  /** SPEC §4: collected for EUR/GBR card payments (3-D Secure 2). */
  browserInfo: boundedRecord(
    z.string().max(64),
    z.union([z.string().max(512), z.number(), z.boolean()]),
    30,
  ).optional(),
  /** Where the 3-D Secure redirect returns (our /checkout/review). */
  returnUrl: Text(2048).optional(),
});
export type OrderPaymentIn = z.infer<typeof OrderPaymentIn>;

export const PlaceOrderRequest = z.object({
  listId: Id,
  storeId: z.number({ error: "must be a store id" }).int("must be a store id"),
  items: z.array(OrderItemIn).min(1, "must list at least one item").max(200, "lists too many items"),
  shippingMode: z.enum(["fastest", "fewestPackages"]).default("fewestPackages"),
  totals: OrderTotals,
  payment: OrderPaymentIn,
  shippingAddress: RateAddress.nullable().default(null),
  billingAddress: RateAddress.nullable().default(null),
  shipping: z.array(ShippingSelection).max(20, "lists too many packages").default([]),
  giftcards: z.array(OrderGiftcardIn).max(5, "lists too many gift cards").default([]),
  comments: Text(1000).optional(),
  customer: z.object({
    email: Text(320).min(1, "is required"),
    customerId: z.union([z.string().max(64), z.number()]).optional(),
    groupId: z.number().int().optional(),
  }),
  meta: z
    .object({
      app: freeForm(META_LIMITS, 3).optional(),
      l10n: Text(16).optional(),
      btwb: freeForm(META_LIMITS, 3).optional(),
      rsAnonId: Text(64).optional(),
    })
    .optional(),
  /** Subscription and trial agreements (SPEC §4, 'Subscription Agree Missing'). */
  agreements: z.object({ subscription: z.boolean().optional(), trial: z.boolean().optional() }).optional(),
  newsletter: z.boolean().optional(),
});
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;
export type PlaceOrderInput = z.infer<typeof PlaceOrderRequest>;

/** What the browser must do next for the payment (3-D Secure fingerprint/challenge/redirect). */
export const PaymentAction = z.record(z.string(), z.unknown());

export const OrderPaymentOut = z.object({
  paymentType: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  resultCode: z.string().nullable(),
  /** 3-D Secure: present while status is payment_pending. */
  action: PaymentAction.nullable(),
  threeDsState: z.enum(THREE_DS_STATES).nullable(),
  brand: z.string().nullable(),
  lastFour: z.string().nullable(),
});

/** POST /svc_checkout/order → SPEC §7 {orderId, storeId, status, payment}. */
export const PlaceOrderResponse = z.object({
  orderId: z.string(),
  storeId: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment: OrderPaymentOut,
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

/** POST /svc_checkout/order/{orderId}/payment/details: finishes a 3-D Secure step. */
export const PaymentDetailsRequest = z.object({
  storeId: z.number().int().optional(),
  details: boundedRecord(z.string().max(64), z.string().max(8192), 20),
  /** The action's paymentData (optional: the server kept the one it handed out). */
  paymentData: z.string().max(8192).optional(),
});

export const OrderLine = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  price: z.number(),
  rowTotal: z.number(),
  thumbnail: z.string().nullable(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
  /** What the line was when ordered (kept with the order, not read from today's catalog). */
  description: LineDescription,
});

export const Shipment = z.object({
  packageNumber: z.number(),
  carrier: z.string(),
  label: z.string(),
  status: z.enum(["processing", "shipped", "in_transit", "delivered"]),
  trackingNumber: z.string().nullable(),
  items: z.array(z.object({ sku: z.string(), qty: z.number() })),
  events: z.array(z.object({ at: z.string(), description: z.string() })),
});

/** GET /svc_checkout/order/{orderId}: SPEC §3 Order as the customer (or the guest who placed it) sees it. */
export const Order = z.object({
  orderId: z.string(),
  listId: z.string(),
  storeId: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  currency: z.string(),
  shippingMode: z.enum(["fastest", "fewestPackages"]),
  items: z.array(OrderLine),
  totals: z.object({
    grandTotalIncludingTax: z.number(),
    grandTotalExcludingTax: z.number(),
    tax: z.number(),
    shipping: z.number(),
    subtotal: z.number(),
    discount: z.number(),
    giftcards: z.number(),
    itemTax: z.number(),
    shippingTax: z.number(),
    tariff: z.number(),
  }),
  payment: OrderPaymentOut,
  shippingAddress: RateAddress.nullable(),
  billingAddress: RateAddress.nullable(),
  shipping: z.array(
    z.object({
      shippingCode: z.string(),
      rate: z.number(),
      label: z.string(),
      carrier: z.string(),
      packageNumber: z.number().optional(),
    }),
  ),
  giftcards: z.array(z.object({ code: z.string(), amount: z.number() })),
  customer: z.object({ email: z.string(), customerId: z.string().nullable(), groupId: z.number() }),
  comments: z.string().nullable(),
  shipments: z.array(Shipment),
});
export type Order = z.infer<typeof Order>;

/** GET /svc_checkout/order?page&limit&view: the signed-in customer's orders, newest first. */
export const OrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  view: z.enum(["summary", "full"]).default("summary"),
});
export const OrderSummary = Order.pick({
  orderId: true,
  storeId: true,
  status: true,
  createdAt: true,
  currency: true,
}).extend({
  grandTotalIncludingTax: z.number(),
  itemCount: z.number(),
});
export const OrdersResponse = z.object({
  orders: z.array(z.union([OrderSummary, Order])),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** POST /svc_checkout/order/lookup: a guest finds an order by number and email (captcha). */
export const OrderLookupRequest = z.object({ orderId: Id, email: Text(320).min(1, "is required") });

/** POST /svc_checkout/giftcard/balance (captcha): the balance-check page and checkout's "apply". */
export const GiftcardBalanceRequest = z.object({ code: GiftcardCode, storeId: z.number().int().optional() });
export type GiftcardBalanceRequest = z.infer<typeof GiftcardBalanceRequest>;
export const GiftcardBalanceResponse = z.object({ code: z.string(), balance: z.number(), currency: z.string() });
export type GiftcardBalanceResponse = z.infer<typeof GiftcardBalanceResponse>;

/** POST /svc_checkout/paypal/order: creates the PayPal order the shopper approves (amount = what PayPal pays). */
export const PaypalStartRequest = z.object({
  listId: Id,
  storeId: z.number().int(),
  amount: Money,
  returnUrl: Text(2048),
  cancelUrl: Text(2048),
});
export type PaypalStartRequest = z.infer<typeof PaypalStartRequest>;
export const PaypalStartResponse = z.object({ id: z.string(), approveUrl: z.string() });
export type PaypalStartResponse = z.infer<typeof PaypalStartResponse>;
