import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  RateAddress,
  RateItem,
  ShippingRatesResponse,
  TaxRatesResponse,
} from "@ironworks/contracts";
import { CAPTCHA_HEADER, type SiteCode } from "@ironworks/domain";
import { serviceUrl } from "../native-app/service-url.ts";
import { type OrderError, readOrderError } from "./order-errors.ts";

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

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: "same-origin",
      cache: "no-store",
      ...init,
      headers: { "content-type": "application/json", accept: "application/json", ...init.headers },
    });
  } catch {
    throw new OrderCallError(readOrderError(null, 0), 0);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new OrderCallError(readOrderError(body, res.status), res.status);
  return body as T;
}

export function fetchShippingRates(
  site: SiteCode,
  body: {
    storeId: number;
    subtotalAmount: number;
    shippingAddress: RateAddress | null;
    items: RateItem[];
    allowSplit: boolean;
    shippingMode: "fastest" | "fewestPackages";
  },
  signal?: AbortSignal,
): Promise<ShippingRatesResponse> {
  return call(serviceUrl(site, "/svc_shipping", "/shipping/rates/get"), {
    method: "POST",
    body: JSON.stringify(body),
    signal,
  });
}

export function fetchTaxRates(
  site: SiteCode,
  body: {
    storeId: number;
    shippingAddress: RateAddress | null;
    shippingAmount: number;
    hundoDiscount: number;
    items: RateItem[];
    vatNumber: string | null;
    eoriNumber: string | null;
  },
  signal?: AbortSignal,
): Promise<TaxRatesResponse> {
  return call(serviceUrl(site, "/svc_tax", "/tax/rates/fetch"), { method: "POST", body: JSON.stringify(body), signal });
}

export function postOrder(site: SiteCode, body: PlaceOrderRequest, captchaToken: string): Promise<PlaceOrderResponse> {
  return call(serviceUrl(site, "/svc_checkout", "/order"), {
    method: "POST",
    body: JSON.stringify(body),
    headers: { [CAPTCHA_HEADER]: captchaToken },
  });
}

export function getOrder(site: SiteCode, orderId: string, storeId: number): Promise<Order> {
  return call(serviceUrl(site, "/svc_checkout", `/order/${encodeURIComponent(orderId)}?storeId=${storeId}`), {
    method: "GET",
  });
}
