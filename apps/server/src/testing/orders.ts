import type { List } from "@ironworks/contracts";
import { expect } from "vitest";
import { solveCaptcha } from "./captcha.ts";
import { type TestBrowser, testBrowser } from "../services/customer/customer.testing.ts";
import { plentiful } from "../services/lists/lists.testing.ts";
import {
  type CardTokens,
  cardTokensOf,
  type DraftOptions,
  draftOrderWith,
  type OrderSteps,
  TEST_CARD,
  tokenizeBody,
  tokenizePath,
} from "./order-draft.ts";
import type { TestStore } from "./test-store.ts";

/**
 * Placing orders in the server tests and the bench: the checkout page's steps (order-draft.ts)
 * asked of the test store's services, and the shopper's cart and POST over HTTP.
 */

/** Gateway tokens for a test card, as the browser gets them from /_testpay (the store never sees the number). */
export async function cardTokens(
  store: TestStore,
  number = TEST_CARD,
  cvc: string | null = "737",
): Promise<CardTokens> {
  const res = await store.request(tokenizePath(store.config.testpayClientKey), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(tokenizeBody(number, cvc)),
  });
  if (res.status !== 200) throw new Error(`tokenize failed: ${res.status} ${await res.text()}`);
  return cardTokensOf((await res.json()) as Record<string, string>);
}

/** The checkout steps asked in-process: the shipping and tax services, the gateway's tokenize. */
export const storeSteps = (store: TestStore): OrderSteps => ({
  rates: (request, site) => store.services.shipping.getRates(request, site),
  tax: (request, site) => store.services.tax.fetchRates(request, site),
  cardTokens: (number) => cardTokens(store, number),
});

/** The order body the checkout page posts for `list` (see draftOrderWith). */
export const draftOrder = (store: TestStore, list: List, options: DraftOptions = {}) =>
  draftOrderWith(storeSteps(store), list, options);

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
export type Json = Record<string, any>;

/** A JSON request as the browser makes it; the answer parsed (null when empty). */
export async function call(
  browser: TestBrowser,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await browser.request(path, { method, body, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json, res };
}

/** A guest with a cart of `items` (default: 2 of a plentiful product). */
export async function shopperWithCart(
  store: TestStore,
  items: { productId: number; qty: number; metadata?: unknown }[] = [{ productId: plentiful().id, qty: 2 }],
  browser: TestBrowser = testBrowser(store),
) {
  const created = await call(browser, "POST", "/svc_list/lists", { type: "quote", items });
  expect(created.status).toBe(201);
  return { browser, list: created.body as List };
}

/** POST /svc_checkout/order, with a solved captcha unless `captcha` is false. */
export async function place(store: TestStore, browser: TestBrowser, body: unknown, captcha = true) {
  const headers = captcha ? { "x-captcha-token": await solveCaptcha(store, "order") } : undefined;
  return call(browser, "POST", "/svc_checkout/order", body, headers);
}
