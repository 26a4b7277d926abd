import { PaymentUnavailableError } from "./payment.provider.ts";
import { basicAuth, failure, type GatewayAnswer, minorToValue, sendJson, valueToMinor } from "./provider-http.ts";
import type { Fetch } from "./testpay.provider.ts";

export interface PaypalProviderOptions {
  /** PayPal's REST base: "https://api-m.paypal.com", or our gateway's "…/_testpay/paypal". */
  baseUrl: string;
  /** The OAuth client secret (our gateway: TESTPAY_API_KEY). */
  apiKey: string;
  clientId?: string;
  fetch?: Fetch;
  /** Give up on a silent provider after this long (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

export type PaypalOrderStatus = "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";

export interface PaypalProvider {
  /** Creates an order to capture `amountMinor`; the shopper approves it at `approveUrl`. */
  createOrder(input: {
    amountMinor: number;
    currency: string;
    reference: string;
    returnUrl: string;
    cancelUrl: string;
    /** PayPal-Request-Id: the same id answers the first order again. */
    requestId?: string;
  }): Promise<{ id: string; approveUrl: string }>;
  getOrder(
    id: string,
  ): Promise<{ status: PaypalOrderStatus; amountMinor: number; currency: string; payerEmail: string | null }>;
  /**
   * Captures the approved order. The amount is sent along: one that differs from the order's is
   * rejected (AMOUNT_MISMATCH), so a total changed after approval is caught.
   */
  capture(
    id: string,
    amount: { amountMinor: number; currency: string },
    idempotencyKey?: string,
  ): Promise<{ status: string; captureId: string }>;
  /**
   * Refunds part or all of a capture (Payments v2 `/v2/payments/captures/{id}/refund`). The request
   * id makes a retry answer the first refund again: money goes back once per id.
   */
  refundCapture(
    captureId: string,
    amount: { amountMinor: number; currency: string },
    requestId: string,
  ): Promise<{ id: string; status: string }>;
}

interface PaypalOrderJson {
  id: string;
  status: PaypalOrderStatus;
  purchase_units?: {
    amount: { currency_code: string; value: string };
    payments?: { captures?: { id: string; status: string }[] };
  }[];
  payer?: { email_address?: string };
  links?: { href: string; rel: string }[];
}

/** PayPal's error: `{name, message, details: [{issue, description}], debug_id}`. */
function paypalFailure(answer: GatewayAnswer): Error {
  const j = answer.json as {
    name?: string;
    message?: string;
    details?: { issue?: string; description?: string }[];
    errorCode?: string;
    error?: string;
  };
  const detail = j.details?.[0];
  const code = detail?.issue ?? j.name ?? j.error ?? j.errorCode ?? "";
  return failure(answer, code, detail?.description ?? j.message ?? "Rejected by PayPal");
}

/**
 * PayPal Orders v2 over HTTP (our /_testpay plays PayPal, docs/testpay.md). The OAuth access
 * token is cached until a minute before it expires; a 401 drops it and the call is tried once more.
 */
export function createPaypalProvider(options: PaypalProviderOptions): PaypalProvider {
  const base = options.baseUrl.replace(/\/$/, "");
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const answer = await sendJson(
      doFetch,
      {
        method: "POST",
        url: `${base}/v1/oauth2/token`,
        headers: {
          authorization: basicAuth(options.clientId ?? "ironworks", options.apiKey),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      },
      timeoutMs,
    );
    const j = answer.json as { access_token?: string; expires_in?: number };
    if (answer.status !== 200 || !j.access_token)
      throw new PaymentUnavailableError(`PayPal refused the OAuth credentials (${answer.status})`);
    const lifetimeMs = Math.max(0, (Number(j.expires_in) || 0) - 60) * 1000;
    token = { value: j.access_token, expiresAt: now() + lifetimeMs };
    return j.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    // Concurrent callers share one token request.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function api(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<GatewayAnswer> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
      if (requestId) headers["paypal-request-id"] = requestId;
      if (method === "POST") headers.prefer = "return=representation";
      const answer = await sendJson(doFetch, { method, url: `${base}${path}`, headers, body }, timeoutMs);
      if (answer.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      throw paypalFailure(answer);
    }
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    async createOrder(input) {
      const answer = await api(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.reference,
              amount: { currency_code: input.currency, value: minorToValue(input.amountMinor) },
            },
          ],
          payment_source: {
            paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl } },
          },
        },
        input.requestId,
      );
      const order = answer.json as unknown as PaypalOrderJson;
      const approve = order.links?.find((l) => l.rel === "approve" || l.rel === "payer-action");
      if (!order.id || !approve) throw new PaymentUnavailableError("PayPal answered an order without an approval link");
      return { id: order.id, approveUrl: approve.href };
    },

    async getOrder(id) {
      const order = (await api("GET", orderPath(id))).json as unknown as PaypalOrderJson;
      const amount = order.purchase_units?.[0]?.amount;
      if (!amount) throw new PaymentUnavailableError("PayPal answered an order without an amount");
      return {
        status: order.status,
        amountMinor: valueToMinor(amount.value),
        currency: amount.currency_code,
        payerEmail: order.payer?.email_address ?? null,
      };
    },

    async capture(id, amount, idempotencyKey) {
      const answer = await api(
        "POST",
        `${orderPath(id)}/capture`,
        { amount: { currency_code: amount.currency, value: minorToValue(amount.amountMinor) } },
        idempotencyKey,
      );
      const order = answer.json as unknown as PaypalOrderJson;
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture) throw new PaymentUnavailableError("PayPal answered a capture without a capture id");
      return { status: order.status, captureId: capture.id };
    },

    async refundCapture(captureId, amount, requestId) {
      const answer = await api(
        "POST",
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: amount.currency, value: minorToValue(amount.amountMinor) } },
        requestId,
      );
      const refund = answer.json as { id?: string; status?: string };
      if (!refund.id) throw new PaymentUnavailableError("PayPal answered a refund without an id");
      return { id: refund.id, status: refund.status ?? "COMPLETED" };
    },
  };
}
