import type {
  GiftcardBalanceRequest,
  GiftcardBalanceResponse,
  PaymentMethodsAnswer,
  PaypalStartRequest,
  PaypalStartResponse,
} from "@ironworks/contracts";
import { CAPTCHA_HEADER, findSiteByStoreId, type SiteCode } from "@ironworks/domain";
import { type ApiResult, api, succeeded } from "../../../lib/api.ts";
import { takeCaptcha } from "../../account/captcha.ts";

/** The browser's calls for the payment step (SPEC §7 paths; /site/{code} inserted outside the USA). */

const siteOf = (storeId: number): SiteCode => findSiteByStoreId(storeId)?.code ?? "USA";

export type Answer<T> = ApiResult<T>;

/** POST /svc_checkout/giftcard/balance with the captcha (action "giftcard"). */
export async function checkGiftcardBalance(storeId: number, code: string): Promise<Answer<GiftcardBalanceResponse>> {
  const token = await takeCaptcha("giftcard");
  return api.post<GiftcardBalanceResponse, GiftcardBalanceRequest>("/svc_checkout/giftcard/balance", {
    site: siteOf(storeId),
    headers: { [CAPTCHA_HEADER]: token },
    body: { code, storeId },
  });
}

export type WalletStartInput = PaypalStartRequest;

/** POST /svc_checkout/paypal/order → the approval page to send the shopper to. */
export function startPaypal(input: WalletStartInput): Promise<Answer<PaypalStartResponse>> {
  return api.post<PaypalStartResponse, PaypalStartRequest>("/svc_checkout/paypal/order", {
    site: siteOf(input.storeId),
    body: input,
  });
}

/** POST /svc_checkout/affirm/checkout (USD stores) → Affirm's confirmation page. */
export function startAffirm(
  input: WalletStartInput & { email?: string },
): Promise<Answer<{ checkoutId: string; redirectUrl: string }>> {
  return api.post("/svc_checkout/affirm/checkout", { site: siteOf(input.storeId), body: input });
}

type StoredPaymentMethod = PaymentMethodsAnswer["storedPaymentMethods"][number];
export type StoredCardView = Pick<
  StoredPaymentMethod,
  "id" | "brand" | "name" | "lastFour" | "expiryMonth" | "expiryYear" | "holderName" | "isDefault" | "expired"
>;

/** GET /svc_paymentmethod/methods?country&locale (customers: their saved cards). */
export async function listStoredCards(storeId: number, country: string): Promise<Answer<StoredCardView[]>> {
  const answer = await api.get<Partial<PaymentMethodsAnswer>>(
    `/svc_paymentmethod/methods?country=${encodeURIComponent(country)}`,
    { site: siteOf(storeId), cache: "no-store", auth: true },
  );
  if (answer.ok) return { ...answer, data: answer.data.storedPaymentMethods ?? [] };
  // A 2xx whose body could not be read lists no cards; it is no failure.
  return succeeded(answer) ? { ok: true, status: answer.status, data: [] } : answer;
}
