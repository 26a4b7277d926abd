import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  ShippingRatesRequest,
  ShippingRatesResponse,
  TaxRatesRequest,
  TaxRatesResponse,
} from "@ironworks/contracts";
import { CAPTCHA_HEADER, type SiteCode } from "@ironworks/domain";
import { type ApiResult, api } from "../../lib/api.ts";
import { type OrderError, orderErrorOf } from "./order-errors.ts";

/** The browser's checkout calls (SPEC §7), same-origin with the session cookie. */

export class OrderCallError extends Error {
  constructor(
    readonly error: OrderError,
    readonly status: number,
  ) {
    super(error.message);
    this.name = "OrderCallError";
  }
}

/** The answer's data, or an OrderCallError carrying the SPEC §8 order error. */
async function call<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (result.ok) return result.data;
  throw new OrderCallError(orderErrorOf(result), result.status);
}

/** Checkout answers are never cached and always JSON. */
const NO_STORE = { cache: "no-store", headers: { accept: "application/json" } } as const;

export function fetchShippingRates(
  site: SiteCode,
  body: ShippingRatesRequest,
  signal?: AbortSignal,
): Promise<ShippingRatesResponse> {
  return call(
    api.post<ShippingRatesResponse, ShippingRatesRequest>("/svc_shipping/shipping/rates/get", {
      ...NO_STORE,
      site,
      body,
      signal,
    }),
  );
}

export function fetchTaxRates(site: SiteCode, body: TaxRatesRequest, signal?: AbortSignal): Promise<TaxRatesResponse> {
  return call(
    api.post<TaxRatesResponse, TaxRatesRequest>("/svc_tax/tax/rates/fetch", { ...NO_STORE, site, body, signal }),
  );
}

export function postOrder(site: SiteCode, body: PlaceOrderRequest, captchaToken: string): Promise<PlaceOrderResponse> {
  return call(
    api.post<PlaceOrderResponse, PlaceOrderRequest>("/svc_checkout/order", {
      ...NO_STORE,
      site,
      body,
      headers: { ...NO_STORE.headers, [CAPTCHA_HEADER]: captchaToken },
    }),
  );
}

export function getOrder(site: SiteCode, orderId: string, storeId: number): Promise<Order> {
  return call(
    api.get<Order>(`/svc_checkout/order/${encodeURIComponent(orderId)}?storeId=${storeId}`, { ...NO_STORE, site }),
  );
}
