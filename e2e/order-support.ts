import type { List } from "@ironworks/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import {
  cardTokensOf,
  draftOrderWith,
  ORDER_ADDRESS,
  type OrderSteps,
  TEST_CARD,
  tokenizeBody,
  tokenizePath,
} from "../apps/server/src/testing/order-draft.ts";
import { captchaToken, mailed } from "./account-support.ts";

/** The gateway client key of the browser suite's install (TESTPAY_MOUNT, ADR 0018). */
const TESTPAY_CLIENT_KEY = "testpay_local_client_key";

/**
 * Orders placed through the API exactly as the checkout page posts them (list → rates → tax →
 * gateway tokens → order), for journeys that start after the order (orders, order lines).
 */

/** The checkout's steps asked over HTTP, as the checkout page asks them. */
export const httpSteps = (request: APIRequestContext): OrderSteps => ({
  rates: async (data, site) =>
    (await request.post("/svc_shipping/shipping/rates/get", { data: { storeId: site.storeId, ...data } })).json(),
  tax: async (data, site) =>
    (await request.post("/svc_tax/tax/rates/fetch", { data: { storeId: site.storeId, ...data } })).json(),
  cardTokens: (number) => cardTokens(request, number),
});

/** Gateway tokens for a test card (the store never sees the number). */
export async function cardTokens(request: APIRequestContext, number = TEST_CARD, holderName?: string) {
  const tokenized = await request.post(tokenizePath(TESTPAY_CLIENT_KEY), {
    data: tokenizeBody(number, "737", holderName),
  });
  expect(tokenized.status()).toBe(200);
  return cardTokensOf(await tokenized.json());
}

/** Posts the order of a USA cart `list` for `email`, paid with a test card (4111… is authorised). */
export async function postListOrder(request: APIRequestContext, list: List, email: string, cardNumber = TEST_CARD) {
  const address = { ...ORDER_ADDRESS, email };
  const data = await draftOrderWith(httpSteps(request), list, { address, email, card: cardNumber });
  return request.post("/svc_checkout/order", {
    headers: { "x-captcha-token": await captchaToken(request, "order") },
    data,
  });
}

/** The link of the order confirmation mailed to `email` (the mail goes out just after the answer, so this waits). */
export async function mailedOrderLink(request: APIRequestContext, email: string, timeoutMs = 10_000): Promise<URL> {
  return new URL(
    await mailed(request, email, (m) => m.subject.startsWith("Your Ironworks order"), /Your order: (\S+)/, timeoutMs),
  );
}
