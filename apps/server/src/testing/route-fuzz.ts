import type { z } from "zod";
import {
  AnswerInput,
  QuestionInput,
  ReviewInput,
  ReviewLinkSubmit,
  ReviewListQuery,
  AddItemsRequest,
  AddressInput,
  AddressPatch,
  BinRequest,
  ConfirmRegistrationRequest,
  CreateListRequest,
  CreditCardInput,
  CreditCardUpdate,
  CustomerPatch,
  ForgotPasswordRequest,
  GiftcardBalanceRequest,
  IterableSubmit,
  ListsQuery,
  LoginRequest,
  NewsletterChange,
  OrderLookupRequest,
  OrdersQuery,
  PaymentDetailsRequest,
  PaymentMethodsQuery,
  PaypalStartRequest,
  PlaceOrderRequest,
  PriceRequest,
  PromotionStatusRequest,
  RegisterRequest,
  RegistrySearchQuery,
  ResetPasswordRequest,
  SearchEnvelope,
  SearchEvent,
  SegmentsRequest,
  ShippingRatesRequest,
  TaxRatesRequest,
} from "@ironworks/contracts";
import { AffirmStartRequest } from "../services/payment/index.ts";
import type { TestStore } from "./test-store.ts";
import { nastyValue, toJson } from "./zod-arbitrary.ts";

/** The route fuzz's knowledge of the app (app.fuzz.test.ts): which contract each route reads, how to reach it. */

/** The zod contract of each route's body and query, by "METHOD path" (the /site/:site copies share them). */
export const CONTRACTS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = {
  "POST /svc_content/catalog/price": { body: PriceRequest },
  "POST /svc_shipping/shipping/rates/get": { body: ShippingRatesRequest },
  "POST /svc_tax/tax/rates/fetch": { body: TaxRatesRequest },
  "POST /svc_checkout/promotion/status": { body: PromotionStatusRequest },
  "POST /search-api/search-rec/3": { body: SearchEnvelope },
  "POST /search-api/event/1": { body: SearchEvent },
  "GET /svc_list/lists": { query: ListsQuery },
  "POST /svc_list/lists": { body: CreateListRequest },
  "PUT /svc_list/lists/:id/metadata": { body: CreateListRequest },
  "POST /svc_list/lists/:id/items": { body: AddItemsRequest },
  "PUT /svc_list/lists/:id/items/:itemId": { body: AddItemsRequest },
  "GET /svc_list/registries": { query: RegistrySearchQuery },
  "POST /svc_session/session/login": { body: LoginRequest },
  "POST /svc_customer/customer": { body: RegisterRequest },
  "POST /svc_customer/customer/confirm": { body: ConfirmRegistrationRequest },
  "PATCH /svc_customer/customer": { body: CustomerPatch },
  "POST /svc_customer/customer/address": { body: AddressInput },
  "PATCH /svc_customer/customer/address/:id": { body: AddressPatch },
  "POST /svc_customer/customer/credit-cards": { body: CreditCardInput },
  "PUT /svc_customer/customer/credit-cards/:id": { body: CreditCardUpdate },
  "GET /svc_paymentmethod/methods": { query: PaymentMethodsQuery },
  "PUT /svc_paymentmethod/methods": { body: CreditCardInput },
  "POST /svc_customer/customer/forgot-password": { body: ForgotPasswordRequest },
  "POST /svc_customer/customer/forgot-password/reset": { body: ResetPasswordRequest },
  "PUT /svc_customer/customer/segments": { body: SegmentsRequest },
  "POST /svc_bin/bin": { body: BinRequest },
  "POST /svc_ssr/newsletters/subscribe": { body: NewsletterChange },
  "POST /svc_ssr/newsletters/unsubscribe": { body: NewsletterChange },
  "POST /svc_ssr/submit/iterable": { body: IterableSubmit },
  "POST /svc_checkout/giftcard/balance": { body: GiftcardBalanceRequest },
  "POST /svc_checkout/paypal/order": { body: PaypalStartRequest },
  "POST /svc_checkout/affirm/checkout": { body: AffirmStartRequest },
  "POST /svc_checkout/order": { body: PlaceOrderRequest },
  "GET /svc_checkout/order": { query: OrdersQuery },
  "POST /svc_checkout/order/lookup": { body: OrderLookupRequest },
  "POST /svc_checkout/order/:orderId/payment/details": { body: PaymentDetailsRequest },
  // Reviews (issue #23).
  "GET /svc_reviews/products/:id/reviews": { query: ReviewListQuery },
  "POST /svc_reviews/products/:id/reviews": { body: ReviewInput },
  "PUT /svc_reviews/reviews/:id": { body: ReviewInput },
  "POST /svc_reviews/products/:id/questions": { body: QuestionInput },
  "POST /svc_reviews/questions/:id/answers": { body: AnswerInput },
  "POST /svc_reviews/link/:token": { body: ReviewLinkSubmit },
};

/** Routes that need a solved captcha to get past the gate to the body's use. */
export const CAPTCHA: Record<string, "order" | "register" | "giftcard"> = {
  "POST /svc_checkout/order": "order",
  "POST /svc_checkout/order/lookup": "order",
  "POST /svc_customer/customer": "register",
  "POST /svc_checkout/giftcard/balance": "giftcard",
};

export const QUERY_NAMES = [
  "page",
  "limit",
  "storeId",
  "id",
  "ids",
  "sku",
  "url",
  "name",
  "action",
  "data",
  "w",
  "view",
];

export interface Route {
  method: string;
  path: string;
  key: string;
}

/** Every endpoint: Hono lists middleware as ALL and catch-alls end in '*'; the gateway's fault switches are test controls. */
export function endpoints(store: TestStore): Route[] {
  const seen = new Map<string, Route>();
  for (const r of store.app.routes) {
    if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(r.method)) continue;
    if (r.path.endsWith("*") && r.path !== "/media/*") continue;
    if (r.path.startsWith("/_testpay/test/")) continue;
    const key = `${r.method} ${r.path.replace("/site/:site", "")}`;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path, key });
  }
  return [...seen.values()];
}

/** Percent-encodes any UTF-16 string, lone surrogates included (as their WTF-8 bytes, which no decoder accepts). */
export function encode(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    else out += encodeURIComponent(ch);
  }
  return out;
}

export const nastyText = nastyValue.map((v) => (typeof v === "string" ? v : toJson(v))).map((s) => s.slice(0, 3000));
