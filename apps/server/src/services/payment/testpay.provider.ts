import {
  type Amount,
  CardRefusedError,
  type PaymentProvider,
  PaymentRejectedError,
  type PaymentResult,
  PaymentUnavailableError,
  type ResultCode,
  type StoredCard,
} from "./payment.provider.ts";

export type Fetch = (input: string, init: RequestInit) => Response | Promise<Response>;

export interface TestpayProviderOptions {
  /** The gateway's base, e.g. "http://127.0.0.1:3000/_testpay". */
  baseUrl: string;
  apiKey: string;
  merchantAccount?: string;
  /** Network fetch by default; the in-process gateway's `fetch` when it runs in this process. */
  fetch?: Fetch;
  /** Give up on a silent gateway after this long (default 10 s). */
  timeoutMs?: number;
}

interface AdyenPaymentResponse {
  resultCode: ResultCode;
  pspReference?: string;
  merchantReference?: string;
  refusalReason?: string;
  refusalReasonCode?: string;
  action?: Record<string, unknown>;
  paymentMethod?: { brand?: string };
  additionalData?: Record<string, string>;
}

interface AdyenStored {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName?: string;
}

const toStored = (m: AdyenStored): StoredCard => ({
  storedPaymentMethodId: m.id,
  brand: m.brand,
  lastFour: m.lastFour,
  expiryMonth: Number(m.expiryMonth),
  expiryYear: Number(m.expiryYear),
  holderName: m.holderName ?? "",
});

/**
 * The PaymentProvider over HTTP to an Adyen-shaped gateway (our /_testpay). Only the fields the
 * store needs are mapped; a real Adyen adapter would be this file with Adyen's URL and key.
 */
export function createTestpayProvider(options: TestpayProviderOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/$/, "");
  const merchantAccount = options.merchantAccount ?? "IronworksECOM";
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { "x-api-key": options.apiKey, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new PaymentUnavailableError(
        timedOut ? "The payment gateway did not answer in time" : "The payment gateway is unreachable",
        { cause: err },
      );
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    let json: { message?: string; errorCode?: string } & Record<string, unknown>;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentUnavailableError(`The payment gateway answered ${res.status} without JSON`);
    }
    if (res.status === 422 || res.status === 400)
      throw new PaymentRejectedError(
        String(json.message ?? "Rejected by the payment gateway"),
        String(json.errorCode ?? ""),
      );
    if (!res.ok) throw new PaymentUnavailableError(`The payment gateway answered ${res.status}`);
    return json as T;
  }

  function toResult(r: AdyenPaymentResponse): PaymentResult {
    const ad = r.additionalData ?? {};
    const [month, year] = (ad.expiryDate ?? "").split("/").map(Number);
    const card =
      r.resultCode === "Authorised" && ad.cardSummary
        ? {
            brand: ad.paymentMethod ?? r.paymentMethod?.brand ?? "unknown",
            lastFour: ad.cardSummary,
            expiryMonth: month ?? 0,
            expiryYear: year ?? 0,
            holderName: ad.cardHolderName ?? "",
          }
        : undefined;
    const storedId = ad["tokenization.storedPaymentMethodId"];
    return {
      resultCode: r.resultCode,
      pspReference: r.pspReference ?? null,
      merchantReference: r.merchantReference ?? null,
      ...(r.refusalReason ? { refusalReason: r.refusalReason, refusalReasonCode: r.refusalReasonCode ?? "" } : {}),
      ...(r.action ? { action: r.action } : {}),
      ...(card ? { card } : {}),
      ...(card && storedId ? { stored: { storedPaymentMethodId: storedId, ...card } } : {}),
    };
  }

  return {
    async paymentMethods(input) {
      const r = await call<{ paymentMethods: { type: string; name: string }[]; storedPaymentMethods?: AdyenStored[] }>(
        "POST",
        "/v72/paymentMethods",
        { merchantAccount, channel: "Web", countryCode: input.countryCode, shopperReference: input.shopperReference },
      );
      return { paymentMethods: r.paymentMethods, storedPaymentMethods: (r.storedPaymentMethods ?? []).map(toStored) };
    },

    async authorise(input) {
      const body = {
        merchantAccount,
        reference: input.reference,
        amount: input.amount,
        paymentMethod: { type: "scheme", ...input.paymentMethod },
        shopperReference: input.shopperReference,
        storePaymentMethod: input.storePaymentMethod,
        returnUrl: input.returnUrl,
        browserInfo: input.browserInfo,
        channel: "Web",
        shopperInteraction: input.shopperInteraction ?? "Ecommerce",
        recurringProcessingModel:
          input.recurringProcessingModel ?? (input.storePaymentMethod ? "CardOnFile" : undefined),
        authenticationData: { threeDSRequestData: { nativeThreeDS: input.nativeThreeDS ?? "preferred" } },
      };
      return toResult(await call<AdyenPaymentResponse>("POST", "/v72/payments", body, input.idempotencyKey));
    },

    async details(input) {
      const body = { details: input.details, ...(input.paymentData ? { paymentData: input.paymentData } : {}) };
      return toResult(await call<AdyenPaymentResponse>("POST", "/v72/payments/details", body, input.idempotencyKey));
    },

    async capture(psp, amount: Amount, idempotencyKey) {
      const r = await call<{ pspReference: string }>(
        "POST",
        `/v72/payments/${encodeURIComponent(psp)}/captures`,
        { merchantAccount, amount },
        idempotencyKey,
      );
      return { pspReference: r.pspReference };
    },

    async cancel(psp, idempotencyKey) {
      const r = await call<{ pspReference: string }>(
        "POST",
        `/v72/payments/${encodeURIComponent(psp)}/cancels`,
        { merchantAccount },
        idempotencyKey,
      );
      return { pspReference: r.pspReference };
    },

    async refund(psp, amount: Amount, idempotencyKey) {
      const r = await call<{ pspReference: string }>(
        "POST",
        `/v72/payments/${encodeURIComponent(psp)}/refunds`,
        { merchantAccount, amount },
        idempotencyKey,
      );
      return { pspReference: r.pspReference };
    },

    async storePaymentMethod(input) {
      const result = toResult(
        await call<AdyenPaymentResponse>("POST", "/v72/payments", {
          merchantAccount,
          reference: input.reference,
          amount: { currency: input.currency, value: 0 },
          paymentMethod: { type: "scheme", ...input.paymentMethod },
          shopperReference: input.shopperReference,
          storePaymentMethod: true,
          shopperInteraction: "Ecommerce",
          recurringProcessingModel: "CardOnFile",
        }),
      );
      if (result.resultCode !== "Authorised")
        throw new CardRefusedError(result.refusalReason ?? result.resultCode, result.refusalReasonCode ?? "");
      if (!result.stored) throw new PaymentUnavailableError("The payment gateway did not store the card");
      return result.stored;
    },

    async listStored(shopperReference) {
      const q = new URLSearchParams({ shopperReference, merchantAccount });
      const r = await call<{ storedPaymentMethods: AdyenStored[] }>("GET", `/v72/storedPaymentMethods?${q}`);
      return r.storedPaymentMethods.map(toStored);
    },

    async deleteStored(shopperReference, id) {
      const q = new URLSearchParams({ shopperReference, merchantAccount });
      await call<void>("DELETE", `/v72/storedPaymentMethods/${encodeURIComponent(id)}?${q}`);
    },
  };
}
