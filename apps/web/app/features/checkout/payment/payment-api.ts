import type { GiftcardBalanceResponse } from "@ironworks/contracts";
import { CAPTCHA_HEADER, findSiteByStoreId, type SiteCode } from "@ironworks/domain";
import { customerFetch } from "../../account/auth-retry.ts";
import { takeCaptcha } from "../../account/captcha.ts";
import { serviceUrl } from "../../native-app/service-url.ts";
import { type ApiFailure, failureOf, postJson } from "./payment-errors.ts";

/** The browser's calls for the payment step (SPEC §7 paths; /site/{code} inserted outside the USA). */

const siteOf = (storeId: number): SiteCode => findSiteByStoreId(storeId)?.code ?? "USA";
const checkoutUrl = (storeId: number, path: string) => serviceUrl(siteOf(storeId), "/svc_checkout", path);

export type Answer<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

/** POST /svc_checkout/giftcard/balance with the captcha (action "giftcard"). */
export async function checkGiftcardBalance(storeId: number, code: string): Promise<Answer<GiftcardBalanceResponse>> {
  const token = await takeCaptcha("giftcard");
  return postJson<GiftcardBalanceResponse>(
    checkoutUrl(storeId, "/giftcard/balance"),
    { code, storeId },
    {
      headers: { [CAPTCHA_HEADER]: token },
    },
  );
}

export interface WalletStartInput {
  listId: string;
  storeId: number;
  amount: number;
  returnUrl: string;
  cancelUrl: string;
}

/** POST /svc_checkout/paypal/order → the approval page to send the shopper to. */
export async function startPaypal(input: WalletStartInput): Promise<Answer<{ id: string; approveUrl: string }>> {
  return postJson(checkoutUrl(input.storeId, "/paypal/order"), input);
}

/** POST /svc_checkout/affirm/checkout (USD stores) → Affirm's confirmation page. */
export async function startAffirm(
  input: WalletStartInput & { email?: string },
): Promise<Answer<{ checkoutId: string; redirectUrl: string }>> {
  return postJson(checkoutUrl(input.storeId, "/affirm/checkout"), input);
}

export interface StoredCardView {
  id: string;
  brand: string;
  name: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  isDefault: boolean;
  expired: boolean;
}

/** GET /svc_paymentmethod/methods?country&locale (customers: their saved cards). */
export async function listStoredCards(storeId: number, country: string): Promise<Answer<StoredCardView[]>> {
  const query = `/methods?country=${encodeURIComponent(country)}`;
  let res: Response | null = null;
  try {
    res = await customerFetch(serviceUrl(siteOf(storeId), "/svc_paymentmethod", query), { cache: "no-store" });
  } catch {
    res = null;
  }
  if (!res?.ok) return { ok: false, error: await failureOf(res) };
  const body = (await res.json().catch(() => null)) as { storedPaymentMethods?: StoredCardView[] } | null;
  return { ok: true, data: body?.storedPaymentMethods ?? [] };
}
