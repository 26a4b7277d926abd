import AxeBuilder from "@axe-core/playwright";
import type { List, PlaceOrderResponse } from "@ironworks/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newEmail, registerCustomer } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { postListOrder } from "./order-support.ts";

/**
 * Issue 8 part 4, after the order: Order History, the order page, the guest lookup
 * (/sales/guest/form), /shippingtracker and /payment-link. Orders are placed through the API
 * exactly as the checkout page posts them (list → rates → tax → gateway tokens → order).
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** A cart of one simple in-stock product on `request`'s session (the first the list accepts). */
async function cartWithOneItem(request: APIRequestContext): Promise<List> {
  const candidates = (await listProducts(request)).filter(
    (p) =>
      p.type === "simple" &&
      p.stockStatus === "in_stock" &&
      (p.price ?? 0) > 0 &&
      !p.subscription_interval &&
      !p.sku.startsWith("MMV"),
  );
  for (const p of candidates.slice(0, 10)) {
    const res = await request.post("/svc_list/lists", {
      data: { type: "quote", items: [{ productId: p.productId, qty: 1 }] },
    });
    if (res.status() !== 201) continue;
    const list = (await res.json()) as List;
    if (list.items.length === 1 && list.items[0]?.qty === 1) return list;
  }
  throw new Error("no product could go in a cart");
}

/** Posts an order of one item for `email`, paid with a test card (4111… is authorised), as the checkout page would. */
async function postOrder(request: APIRequestContext, email: string, cardNumber = "4111111111111111") {
  return postListOrder(request, await cartWithOneItem(request), email, cardNumber);
}

async function placeOrder(request: APIRequestContext, email: string): Promise<PlaceOrderResponse> {
  const res = await postOrder(request, email);
  if (res.status() !== 201) throw new Error(`order: ${res.status()} ${await res.text()}`);
  return (await res.json()) as PlaceOrderResponse;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a customer sees the order in Order History and on its page; a stranger gets the 404 page", async ({
  page,
  browser,
}) => {
  test.slow(); // two full-page axe scans besides the journey, on a shared two-core machine
  const customer = await registerCustomer(page.request);
  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  await expect(page.getByTestId("orders-empty")).toContainText("You haven't placed any orders yet.");

  const placed = await placeOrder(page.request, customer.email);
  expect(placed.status).toBe("published");

  await page.goto("/account/orders");
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Order #${placed.orderId}`);
  await expect(rows.first()).toContainText("Placed");
  await expect(rows.first()).toContainText("1 item");
  await expect(rows.first()).toContainText("$");
  expect(await seriousViolations(page)).toEqual([]);

  await rows
    .first()
    .getByRole("link", { name: `Order #${placed.orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${placed.orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order #${placed.orderId}` })).toBeVisible();
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("order-payment")).toContainText("Visa ending in 1111");
  await expect(page.getByTestId("order-grand-total")).toContainText("$");
  await expect(page.getByText("Columbus, Ohio, 43215")).toHaveCount(2);
  await expect(page.getByTestId("shipments-empty")).toContainText("being prepared");
  expect(await seriousViolations(page)).toEqual([]);

  // Another customer: the same URL is the 404 page (not a 500, not the order).
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerCustomer(stranger.request);
  const res = await stranger.goto(`/account/order/${placed.orderId}`);
  expect(res?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(stranger.getByText(placed.orderId)).toHaveCount(0);
  expect((await stranger.goto("/account/order/IW-NOSUCHORDER1"))?.status()).toBe(404);
  await other.close();
});

test("a guest finds an order by number and email (JavaScript), not with a wrong email", async ({ page, browser }) => {
  test.slow(); // two full-page axe scans besides the journey, on a shared two-core machine
  // The order is placed by another guest browser; this one has never seen it.
  const shopper = await browser.newContext();
  const email = newEmail("guest-order");
  const placed = await placeOrder(shopper.request, email);
  await shopper.close();

  await page.goto("/sales/guest/form");
  await expect(page.getByRole("heading", { level: 1, name: "Find your order" })).toBeVisible();
  // Hydration can take a while on a loaded machine.
  await expect(page.locator("main form[data-hydrated]")).toBeAttached({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("main").getByLabel("Order number").fill(placed.orderId);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill("someone.else@example.com");
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "We couldn't find an order with that order number and email. Please check both and try again.",
  );
  await expect(page.getByTestId("order-view")).toHaveCount(0);

  // Unknown number: the very same message (no enumeration).
  await page.getByRole("main").getByLabel("Order number").fill("IW-000000000000");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "We couldn't find an order with that order number and email. Please check both and try again.",
  );

  await page.getByRole("main").getByLabel("Order number").fill(placed.orderId.toLowerCase());
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/guest/form\\?orderId=${placed.orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order #${placed.orderId}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Placed");

  // This session may now read it: the tracker shows its (not yet shipped) packages.
  await page.goto(`/shippingtracker?orderId=${placed.orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Track order #${placed.orderId}` })).toBeVisible();
  await expect(page.getByTestId("shipments-empty")).toHaveText(
    "Your order is being prepared. Tracking details appear here once it ships.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The payment link of a paid order says there is nothing to pay.
  await page.goto(`/payment-link?orderId=${placed.orderId}`);
  await expect(page.getByTestId("payment-link")).toContainText("This order is paid.");
});

test("a declined payment: the order reads 'Payment failed' and its payment link says what is due", async ({ page }) => {
  const customer = await registerCustomer(page.request);
  const declined = await postOrder(page.request, customer.email, "4000000000000002");
  expect(declined.status()).toBe(402);
  expect((await declined.json()).error.code).toBe("payment_error");

  await page.goto("/account/orders");
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Payment failed");
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/account\/order\/IW-/);
  await expect(page.getByTestId("order-status")).toHaveText("Payment failed", { timeout: 10_000 });
  await expect(page.getByTestId("shipments-empty")).toHaveText("This order ships once its payment is complete.");
  const due = await page.getByTestId("order-grand-total").textContent();

  await page.getByTestId("order-unpaid").getByRole("link", { name: "How to pay" }).click();
  await expect(page).toHaveURL(/\/payment-link\?orderId=IW-/);
  await expect(page.getByTestId("amount-due")).toHaveText(due ?? "");
  await expect(page.getByTestId("payment-link")).toContainText("you have not been charged");
  await expect(page.getByRole("link", { name: "Go to cart and pay" })).toHaveAttribute("href", "/cart");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/shippingtracker looks the order up with the form's POST and says it is being prepared", async ({
    page,
    browser,
  }) => {
    const shopper = await browser.newContext();
    const email = newEmail("tracker");
    const placed = await placeOrder(shopper.request, email);
    await shopper.close();

    // A link with the number and email fills the form; a GET never looks anything up.
    await page.goto(`/shippingtracker?orderId=${placed.orderId}&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Order number")).toHaveValue(placed.orderId);
    await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toHaveValue(email);

    await page.getByRole("main").getByLabel("Email", { exact: true }).fill("wrong@example.com");
    await page.getByRole("button", { name: "Track my order" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("We couldn't find an order");

    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Track my order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Track order #${placed.orderId}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Placed");
    await expect(page.getByTestId("shipments-empty")).toContainText("being prepared");

    // The guest lookup page shows the whole order to this session now.
    await page.getByRole("link", { name: "View the order" }).click();
    await expect(page.getByTestId("order-view")).toContainText(placed.orderId);
    await expect(page.getByTestId("order-line")).toHaveCount(1);
  });

  test("a guest is sent to sign in for Order History", async ({ page }) => {
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders$/);
  });
});
