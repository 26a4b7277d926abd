import type { List, ShippingRatesResponse, TaxRatesResponse } from "@ironworks/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import { captchaToken } from "./account-support.ts";

/**
 * Orders placed through the API exactly as the checkout page posts them (list → rates → tax →
 * gateway tokens → order), for journeys that start after the order (orders, order lines).
 */

export const ORDER_ADDRESS = {
  firstname: "Sam",
  lastname: "Lee",
  telephone: "5555550100",
  street: ["1 Main St"],
  city: "Columbus",
  postcode: "43215",
  region: "Ohio",
  regionId: "OH",
  countryId: "US",
};

const cents = (n: number) => Math.round(n * 100);

/** Posts the order of a USA cart `list` for `email`, paid with a test card (4111… is authorised). */
export async function postListOrder(
  request: APIRequestContext,
  list: List,
  email: string,
  cardNumber = "4111111111111111",
) {
  const items = list.items.map((i) => ({
    productId: i.productId,
    qty: i.qty,
    ...(i.options ? { options: i.options } : {}),
    ...(i.children ? { children: i.children } : {}),
    ...(i.metadata ? { metadata: i.metadata } : {}),
  }));
  const rates = (await (
    await request.post("/svc_shipping/shipping/rates/get", {
      data: { storeId: 1, shippingAddress: ORDER_ADDRESS, items },
    })
  ).json()) as ShippingRatesResponse;
  const rate = rates.rates.find((r) => r.shippingCode !== "pickup_pickup") ?? rates.rates[0];
  if (!rate) throw new Error(`no shipping rate: ${rates.error}`);
  const tax = (await (
    await request.post("/svc_tax/tax/rates/fetch", {
      data: { storeId: 1, shippingAddress: ORDER_ADDRESS, shippingAmount: rate.rate, items },
    })
  ).json()) as TaxRatesResponse;
  const tokenized = await request.post("/_testpay/checkoutshopper/v1/tokenize?clientKey=testpay_local_client_key", {
    data: { number: cardNumber, expiryMonth: 3, expiryYear: 2030, cvc: "737", holderName: "Sam Lee" },
  });
  expect(tokenized.status()).toBe(200);
  const { brand: _b, lastFour: _l, ...card } = await tokenized.json();
  const grand =
    cents(list.totals.subtotal) - cents(list.totals.hundoDiscount) + cents(rate.rate) + cents(tax.totalTaxAmount);
  const virtual = rate.shippingCode === "virtual_virtual";
  return request.post("/svc_checkout/order", {
    headers: { "x-captcha-token": await captchaToken(request, "order") },
    data: {
      listId: list._id,
      storeId: 1,
      items: list.items.map((i) => ({
        listItemId: i._id,
        productId: i.productId,
        sku: i.product.sku,
        qty: i.qty,
        price: i.price?.unitPrice ?? 0,
      })),
      shippingMode: "fewestPackages",
      totals: {
        subtotal: list.totals.subtotal,
        discount: list.totals.hundoDiscount,
        shipping: rate.rate,
        tax: tax.totalTaxAmount,
        grandTotalIncludingTax: grand / 100,
        giftcards: 0,
      },
      payment: { paymentType: "card", amount: grand / 100, card: { type: "scheme", ...card } },
      shippingAddress: { ...ORDER_ADDRESS, email },
      billingAddress: { ...ORDER_ADDRESS, email },
      shipping: virtual ? [] : [{ ...rate, transactionId: rates.transactionId }],
      giftcards: [],
      customer: { email },
    },
  });
}

/** The link of the order confirmation mailed to `email` (the mail goes out just after the answer, so this waits). */
export async function mailedOrderLink(request: APIRequestContext, email: string, timeoutMs = 10_000): Promise<URL> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await request.get(`/_dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { accept: "application/json" },
    });
    const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
    const link = messages
      .find((m) => m.subject.startsWith("Your Ironworks order"))
      ?.text.match(/Your order: (\S+)/)?.[1];
    if (link) return new URL(link);
    if (Date.now() > until) throw new Error(`no order mail for ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
