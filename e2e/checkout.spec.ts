import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newEmail, registerCustomer, saveAddress } from "./account-support.ts";
import {
  amount,
  continueToPayment,
  fillCart,
  fillUsAddress,
  findProducts,
  payByTestCard,
  pickupableProduct,
} from "./checkout-support.ts";

/**
 * Checkout (issue 8 parts 1 and 5, the browser side): the steps as a guest in the USA paying by
 * card, store pickup, a virtual-only subscription with its agreements, an emptied cart sending the
 * shopper to /cart, and the draft surviving a reload. Orders go through the real checkout service
 * and the /_testpay gateway.
 */

test.use({ viewport: { width: 1440, height: 900 } });
// Whole journeys (cart, three steps, the gateway, an axe scan) on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** The checkout layout hydrated and the draft read (the landing then moves on). */
async function openShipping(page: Page) {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

async function placeAndExpectSuccess(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const button = page.getByTestId("place-order");
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await button.click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 15_000 });
  await expect(page.getByTestId("order-number")).not.toBeEmpty();
}

test("a guest in the USA checks out and pays by card", async ({ page, request }) => {
  const list = await fillCart(page, await pickupableProduct(request));
  const email = newEmail("checkout");
  await openShipping(page);
  // Reduced header: lock, logo and cart count only.
  await expect(page.getByText("Secure checkout")).toBeVisible();
  await expect(page.locator("header input[type=search]")).toHaveCount(0);

  // Going on too early shows the errors and stays.
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByText(/Please enter your email|Please enter a valid email/)).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await fillUsAddress(page);
  await expect(page.getByTestId("shipping-methods")).toBeVisible();
  const shipping = page.getByRole("radio", { name: /UPS|USPS|FedEx|Ground|Standard/i }).first();
  await expect(shipping).toBeChecked();
  await expect(page.getByTestId("total-tax")).not.toHaveText(/Calculating|—/);
  expect(await seriousViolations(page)).toEqual([]);
  await continueToPayment(page);
  await expect(page.getByLabel("Same as shipping address")).toBeChecked();
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/By signing up, you agree/)).toBeVisible();
  const grand = amount((await page.getByTestId("total-grand").textContent()) ?? "");
  expect(grand).toBeGreaterThan(list.totals.subtotal);
  await placeAndExpectSuccess(page);

  await expect(page.getByText(`We emailed a confirmation to ${email}.`)).toBeVisible();
  expect(amount((await page.getByTestId("success-total").textContent()) ?? "")).toBe(grand);
  await expect(page.getByTestId("guest-hint")).toBeVisible();
  await expect(page.getByText(list.items[0]?.product.name ?? "")).toBeVisible();
  // The draft is gone: a new checkout starts empty.
  expect(await page.evaluate(() => localStorage.getItem("iw_checkout_draft"))).toBeNull();
});

test("a signed-in customer checks out to a saved address", async ({ page, request }) => {
  const customer = await registerCustomer(page.request);
  const saved = await saveAddress(page.request, { isDefaultShipping: true, isDefaultBilling: true });
  expect(saved.status()).toBe(201);
  await fillCart(page, await pickupableProduct(request));
  // The default shipping address completes the first step: the landing goes on to payment.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole("link", { name: "1. Shipping" }).click();
  await expect(page.getByText(`Signed in as ${customer.email}`)).toBeVisible();
  await expect(page.getByRole("radio", { name: /545 E 5th Ave/ })).toBeChecked();
  await expect(page.locator("#shipping-street")).toHaveCount(0);
  await continueToPayment(page);
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByText(/Erin Tester, 545 E 5th Ave/).first()).toBeVisible();
  await placeAndExpectSuccess(page);
  await expect(page.getByRole("link", { name: "View this order in your account" })).toBeVisible();
  await expect(page.getByTestId("guest-hint")).toHaveCount(0);
});

test("store pickup makes the billing address separate", async ({ page, request }) => {
  await fillCart(page, await pickupableProduct(request));
  await openShipping(page);
  await page.getByLabel("Email").fill(newEmail("pickup"));
  await fillUsAddress(page);
  const pickup = page.getByRole("radio", { name: /Pickup at our/ });
  await expect(pickup).toBeVisible();
  await pickup.check();
  await expect(page.getByTestId("total-shipping")).toHaveText("$0.00");
  await continueToPayment(page);
  await expect(page.getByLabel("Same as shipping address")).not.toBeChecked();
  // The billing form starts from the address given.
  await expect(page.locator("#billing-city")).toHaveValue("Columbus");
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByText("Store pickup")).toBeVisible();
  await placeAndExpectSuccess(page);
});

test("a virtual-only subscription needs no address and its agreements", async ({ page, request }) => {
  const programs = await findProducts(request, (p) => p.type === "virtual" && !!p.subscription_interval);
  await fillCart(page, programs);
  await openShipping(page);
  await expect(page.getByTestId("shipping-virtual")).toBeVisible();
  await expect(page.locator("#shipping-street")).toHaveCount(0);
  await page.getByLabel("Email").fill(newEmail("program"));
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByLabel("Same as shipping address")).toHaveCount(0);
  await fillUsAddress(page, "billing");
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-error")).toContainText("Subscription Agree Missing");
  await page.getByRole("checkbox", { name: /renews automatically/ }).check();
  const trial = page.getByRole("checkbox", { name: /after the trial/ });
  if (await trial.count()) await trial.check();
  await page.getByRole("checkbox", { name: /Email me news/ }).check();
  await placeAndExpectSuccess(page);
});

test("an emptied cart during checkout goes back to the cart", async ({ page, request }) => {
  const list = await fillCart(page, await pickupableProduct(request));
  await page.clock.install();
  await openShipping(page);
  const cleared = await page.request.delete(`/svc_list/lists/${list._id}/items`);
  expect(cleared.ok()).toBe(true);
  // The health tick reloads checkout's cart products.
  await page.clock.runFor(61_000);
  await expect(page).toHaveURL(/\/cart$/);
});

test("the draft survives a reload", async ({ page, request }) => {
  await fillCart(page, await pickupableProduct(request));
  await openShipping(page);
  const email = newEmail("draft");
  await page.getByLabel("Email").fill(email);
  await fillUsAddress(page);
  await expect(page.getByTestId("shipping-methods")).toBeVisible();
  await page.waitForFunction(() => (localStorage.getItem("iw_checkout_draft") ?? "").includes("Columbus"));
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.locator("#shipping-city")).toHaveValue("Columbus");
  await expect(page.locator("#shipping-region")).toHaveValue("OH");
  await expect(page.getByTestId("shipping-methods")).toBeVisible();
  // The landing goes on to the first step not done: payment.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test("a draft of another list is not used", async ({ page, request }) => {
  await fillCart(page, await pickupableProduct(request));
  await page.goto("/404");
  await page.evaluate(() =>
    localStorage.setItem(
      "iw_checkout_draft",
      JSON.stringify({ savedAt: Date.now(), draft: { listId: "someone-else", email: "old@example.com" } }),
    ),
  );
  await openShipping(page);
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test("order errors: sold-out items open a dialog (Escape closes it), unknown codes show as they came", async ({
  page,
  request,
}) => {
  const list = await fillCart(page, await pickupableProduct(request));
  const sku = list.items[0]?.product.sku ?? "";
  await openShipping(page);
  await page.getByLabel("Email").fill(newEmail("errors"));
  await fillUsAddress(page);
  await continueToPayment(page);
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  // The service's answers, as SPEC §8 names them (the real refusals are tested server-side).
  const answers = [
    {
      code: "inventory_error",
      message: `${sku}: requested 1, available 0`,
      details: [{ sku, requested: 1, available: 0 }],
    },
    { code: "something_unexpected", message: "Something unexpected happened" },
  ];
  await page.route("**/svc_checkout/order", (route) =>
    route.fulfill({ status: 409, json: { error: answers.shift() } }),
  );
  await page.getByTestId("place-order").click();
  const dialog = page.getByRole("dialog", { name: "Out of stock" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(list.items[0]?.product.name ?? "");
  await expect(page.getByTestId("order-error")).toContainText("no longer available");
  // Focus stays in the dialog.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-error")).toContainText("Something unexpected happened");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
