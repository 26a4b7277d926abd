import { PaymentUnavailableError } from "./payment.provider.ts";
import { basicAuth, failure, type GatewayAnswer, sendJson } from "./provider-http.ts";
import type { Fetch } from "./testpay.provider.ts";

export interface AffirmProviderOptions {
  /** Affirm's base: "https://api.affirm.com", or our gateway's "…/_testpay/affirm". */
  baseUrl: string;
  /** The private API key (our gateway: TESTPAY_API_KEY). */
  apiKey: string;
  publicKey?: string;
  fetch?: Fetch;
  /** Give up on a silent provider after this long (default 10 s). */
  timeoutMs?: number;
}

export interface AffirmItem {
  name: string;
  sku: string;
  unitPriceMinor: number;
  qty: number;
}

export interface AffirmProvider {
  /**
   * Starts a checkout; the shopper confirms at `redirectUrl` and comes back to
   * `userConfirmationUrl` with a checkout_token. Without `items`, one line carries the total less
   * shipping and tax (Affirm requires items + shipping + tax = total).
   */
  createCheckout(input: {
    totalMinor: number;
    shippingMinor?: number;
    taxMinor?: number;
    currency?: string;
    items?: AffirmItem[];
    email?: string;
    userConfirmationUrl: string;
    cancelUrl: string;
    /** How Affirm returns the token: GET query (default here) or an auto-posted form. */
    confirmationAction?: "GET" | "POST";
    orderId: string;
  }): Promise<{ checkoutId: string; redirectUrl: string }>;
  /** Turns the checkout token into an authorised transaction (once). */
  authorize(checkoutToken: string, orderId: string): Promise<{ id: string; amountMinor: number; currency: string }>;
  capture(id: string): Promise<{ id: string; amountMinor: number }>;
  void(id: string): Promise<{ id: string }>;
  /**
   * Gives back part or all of a captured transaction. The Idempotency-Key makes a retry answer the
   * first refund again: money goes back once per key.
   */
  refund(id: string, amountMinor: number, idempotencyKey: string): Promise<{ id: string; amountMinor: number }>;
}

/** Affirm's error: `{status_code, type, code, message}`. */
function affirmFailure(answer: GatewayAnswer): Error {
  const j = answer.json as { code?: string; message?: string; errorCode?: string };
  return failure(answer, j.code ?? j.errorCode ?? "", j.message ?? "Rejected by Affirm");
}

/** Affirm's direct checkout and transactions API over HTTP (our /_testpay plays Affirm, docs/testpay.md). */
export function createAffirmProvider(options: AffirmProviderOptions): AffirmProvider {
  const base = options.baseUrl.replace(/\/$/, "");
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = basicAuth(options.publicKey ?? "ironworks", options.apiKey);

  async function api(path: string, body: unknown, idempotencyKey?: string): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { authorization };
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const answer = await sendJson(doFetch, { method: "POST", url: `${base}${path}`, headers, body }, timeoutMs);
    if (answer.status >= 200 && answer.status < 300) return answer.json;
    throw affirmFailure(answer);
  }

  const txnPath = (id: string) => `/api/v1/transactions/${encodeURIComponent(id)}`;

  return {
    async createCheckout(input) {
      const shipping = input.shippingMinor ?? 0;
      const tax = input.taxMinor ?? 0;
      const items = input.items ?? [
        { name: "Ironworks order", sku: "order", unitPriceMinor: input.totalMinor - shipping - tax, qty: 1 },
      ];
      const contact = input.email ? { email: input.email } : undefined;
      const j = await api("/api/v2/checkout/direct", {
        merchant: {
          user_confirmation_url: input.userConfirmationUrl,
          user_cancel_url: input.cancelUrl,
          user_confirmation_url_action: input.confirmationAction ?? "GET",
          name: "Ironworks",
        },
        ...(contact ? { billing: contact, shipping: contact } : {}),
        items: items.map((i) => ({ display_name: i.name, sku: i.sku, unit_price: i.unitPriceMinor, qty: i.qty })),
        order_id: input.orderId,
        currency: input.currency ?? "USD",
        shipping_amount: shipping,
        tax_amount: tax,
        total: input.totalMinor,
      });
      if (typeof j.checkout_id !== "string" || typeof j.redirect_url !== "string")
        throw new PaymentUnavailableError("Affirm answered a checkout without an id or redirect");
      return { checkoutId: j.checkout_id, redirectUrl: j.redirect_url };
    },

    async authorize(checkoutToken, orderId) {
      const j = await api("/api/v1/transactions", { transaction_id: checkoutToken, order_id: orderId });
      if (typeof j.id !== "string") throw new PaymentUnavailableError("Affirm answered without a transaction id");
      return { id: j.id, amountMinor: Number(j.amount), currency: String(j.currency ?? "USD") };
    },

    async capture(id) {
      const j = await api(`${txnPath(id)}/capture`, {});
      return { id: String(j.id), amountMinor: Number(j.amount) };
    },

    async void(id) {
      const j = await api(`${txnPath(id)}/void`, {});
      return { id: String(j.id) };
    },

    async refund(id, amountMinor, idempotencyKey) {
      const j = await api(`${txnPath(id)}/refund`, { amount: amountMinor }, idempotencyKey);
      if (typeof j.id !== "string") throw new PaymentUnavailableError("Affirm answered a refund without an id");
      return { id: j.id, amountMinor: Number(j.amount) };
    },
  };
}
