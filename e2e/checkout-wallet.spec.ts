import type { Order, PlaceOrderRequest } from "@ironworks/contracts";
import { expect, type Page, test } from "@playwright/test";
import { newEmail } from "./account-support.ts";
import { continueToPayment, fillCart, fillUsAddress, pickupableProduct } from "./checkout-support.ts";

/**
 * The native-app wallet at checkout (SPEC §4 "Wallet payment flow"; message names in
 * apps/web/app/features/checkout/payment/wallet-flow.ts). The test plays the app as
 * shell-native.spec.ts does: the page's messages land in window.__toApp, the app's go in as window
 * "message" events. The wallet's token comes from the gateway's wallet-token route (docs/testpay.md),
 * which stands in for the phone's Apple Pay / Google Pay sheet.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

const APP = "isMobileApp=1&mobileAppVersion=3.3.0&mobileAppPlatform=android&deviceUid=device-7";
const CLIENT_KEY = process.env.TESTPAY_CLIENT_KEY ?? "testpay_local_client_key";
const SHEET_ADDRESS = { countryId: "US", postcode: "94105", city: "San Francisco", region: "CA" };
const WALLET_CONTACT = {
  ...SHEET_ADDRESS,
  street: ["1 Market St"],
  firstname: "Grace",
  lastname: "Hopper",
  telephone: "4155550100",
};

interface Sent {
  type: string;
  payload?: Record<string, unknown>;
}

async function playTheApp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __toApp: string[]; ReactNativeWebView: { postMessage(t: string): void } };
    w.__toApp = [];
    w.ReactNativeWebView = { postMessage: (t) => w.__toApp.push(t) };
  });
  const sent = () =>
    page.evaluate(() => (window as unknown as { __toApp: string[] }).__toApp.map((t) => JSON.parse(t) as Sent));
  const wallet = async () => (await sent()).filter((m) => m.type.startsWith("wallet:"));
  const post = (type: string, payload?: unknown) =>
    page.evaluate((m) => window.postMessage(JSON.stringify(m), "*"), { type, payload });
  return { sent, wallet, post };
}

async function walletToken(page: Page, number?: string): Promise<string> {
  const res = await page.request.post(`/_testpay/checkoutshopper/v1/wallet-token?clientKey=${CLIENT_KEY}`, {
    data: { type: "googlepay", ...(number ? { number } : {}) },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; type: string };
  expect(body.type).toBe("googlepay");
  return body.token;
}

/** In the app: a cart, the shipping step done, the payment step open with the wallet chosen. */
async function toWallet(page: Page) {
  await fillCart(page, await pickupableProduct(page.request));
  await page.goto(`/checkout?${APP}`);
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.getByLabel("Email").fill(newEmail("wallet"));
  await fillUsAddress(page);
  await continueToPayment(page);
  await page.getByRole("radio", { name: "Pay with your phone's wallet" }).check();
  await page.getByRole("button", { name: "Pay with wallet" }).click();
}

test("in the app, the wallet pays: start, address, options, method, success", async ({ page }) => {
  const app = await playTheApp(page);
  await toWallet(page);

  await expect.poll(async () => (await app.wallet()).map((m) => m.type)).toEqual(["wallet:start"]);
  const start = (await app.wallet())[0]?.payload as { amount: number; currency: string; country: string };
  expect(start.currency).toBe("USD");
  expect(start.country).toBe("US");
  expect(start.amount).toBeGreaterThan(0);

  // The sheet shares the shopper's (partial) address: shipping loads, the options go back.
  await app.post("wallet:shippingAddress", { address: SHEET_ADDRESS });
  await expect.poll(async () => (await app.wallet()).filter((m) => m.type === "wallet:shippingOptions").length).toBe(1);
  const first = (await app.wallet()).find((m) => m.type === "wallet:shippingOptions")?.payload as {
    options: { code: string; label: string; amount: number }[];
    selected: string;
    total: number;
  };
  expect(first.options.length).toBeGreaterThan(0);
  expect(first.selected).toBe(first.options[0]?.code);

  // The shopper picks another delivery in the sheet: the new total goes back.
  const chosen = first.options.at(-1) as { code: string; amount: number };
  await app.post("wallet:shippingMethod", { shippingCode: chosen.code });
  await expect.poll(async () => (await app.wallet()).filter((m) => m.type === "wallet:shippingOptions").length).toBe(2);
  const second = (await app.wallet()).filter((m) => m.type === "wallet:shippingOptions")[1]?.payload as {
    selected: string;
    total: number;
    tax?: number;
    taxIncluded?: boolean;
  };
  expect(second.selected).toBe(chosen.code);
  // The total is priced with the tax for the sheet's address (not the page's), and names its tax line.
  expect(typeof second.tax).toBe("number");
  expect(second.taxIncluded).toBe(false);
  expect(second.total).toBeGreaterThanOrEqual(chosen.amount);

  // The wallet authorises: the order is updated with the contacts and the token and placed.
  const token = await walletToken(page);
  const posted = page.waitForRequest((r) => r.method() === "POST" && /\/svc_checkout\/order(\?|$)/.test(r.url()));
  const email = newEmail("wallet-contact");
  await app.post("wallet:authorized", { token, contacts: { email, shipping: WALLET_CONTACT } });
  const body = (await posted).postDataJSON() as PlaceOrderRequest;
  expect(body.payment).toMatchObject({ paymentType: "wallet", adyenType: "googlepay", transactionToken: token });
  expect(body.shippingAddress).toMatchObject({ city: "San Francisco", postcode: "94105", firstname: "Grace" });
  expect(body.shipping?.[0]?.shippingCode).toBe(chosen.code);

  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  await expect(page.getByTestId("order-number")).toHaveText(new RegExp(orderId));
  await expect
    .poll(async () => (await app.wallet()).find((m) => m.type === "wallet:status")?.payload)
    .toEqual({ status: "success", orderId });

  const order = (await (await page.request.get(`/svc_checkout/order/${orderId}?storeId=1`)).json()) as Order;
  expect(order.payment.paymentType).toBe("wallet");
  expect(order.payment.lastFour).toBe("1111");
  expect(order.shippingAddress?.city).toBe("San Francisco");
  expect(order.customer.email).toBe(email);
  // What the sheet showed for this address and delivery is what the order charged.
  expect(body.totals.grandTotalIncludingTax).toBe(second.total);
  expect(order.totals.grandTotalIncludingTax).toBe(second.total);
  expect(order.totals.tax).toBe(second.tax);
});

test("in the app, a refused wallet payment tells the app and the shopper", async ({ page }) => {
  const app = await playTheApp(page);
  await toWallet(page);
  await expect.poll(async () => (await app.wallet()).map((m) => m.type)).toEqual(["wallet:start"]);
  await app.post("wallet:shippingAddress", { address: SHEET_ADDRESS });
  await expect.poll(async () => (await app.wallet()).map((m) => m.type)).toContain("wallet:shippingOptions");

  // 4000 0000 0000 0002 is refused (docs/testpay.md).
  const token = await walletToken(page, "4000000000000002");
  await app.post("wallet:authorized", { token, contacts: { shipping: WALLET_CONTACT } });
  await expect
    .poll(async () => (await app.wallet()).find((m) => m.type === "wallet:status")?.payload, { timeout: 15_000 })
    .toMatchObject({ status: "failure" });
  await expect(page.locator(".pay-error")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test("in the app, closing the wallet sheet clears the payment", async ({ page }) => {
  const app = await playTheApp(page);
  await toWallet(page);
  await expect.poll(async () => (await app.wallet()).map((m) => m.type)).toEqual(["wallet:start"]);
  await app.post("wallet:shippingAddress", { address: SHEET_ADDRESS });
  await expect.poll(async () => (await app.wallet()).map((m) => m.type)).toContain("wallet:shippingOptions");

  await app.post("wallet:cancelled");
  await expect(page.locator("[data-wallet-state]")).toHaveAttribute("data-wallet-state", "idle");
  await expect(page.getByTestId("wallet-status")).toHaveText(/closed without paying/);
  // No status goes to the app, and nothing is paid: the step still asks for a payment.
  expect((await app.wallet()).some((m) => m.type === "wallet:status")).toBe(false);
  // A late message from the closed sheet is ignored.
  await app.post("wallet:shippingMethod", { shippingCode: "anything" });
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText("Please choose how you would like to pay.")).toBeVisible();
  expect((await app.wallet()).filter((m) => m.type === "wallet:shippingOptions")).toHaveLength(1);
  // The wallet can be started again.
  await page.getByRole("button", { name: "Pay with wallet" }).click();
  await expect.poll(async () => (await app.wallet()).filter((m) => m.type === "wallet:start").length).toBe(2);
});
