import { expect, type Page, type Route, test } from "@playwright/test";
import { fillCart, pickupableProduct } from "./checkout-support.ts";

/**
 * Issue #9, SPEC §8: "Checkout module load failure retried once, then raised". The payment step
 * loads the payment module as its own chunk (features/checkout/payment-module.ts); these tests fail
 * that chunk's request in the browser and see the step recover from one failure, and the checkout
 * error boundary (honest message, reload button) once the retry fails too.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

/** A string only the payment module's chunk holds (the message key of PaymentSection's legend). */
const MARKER = "checkout.method.choose";

/**
 * Fails the payment module chunk `failures` times (Infinity: always); other chunks named payment-*
 * pass. Answers how many times the payment module chunk was asked for.
 */
async function failPaymentChunk(page: Page, failures: number): Promise<() => number> {
  let requests = 0;
  const known = new Map<string, boolean>();
  await page.route("**/assets/payment-*.js", async (route: Route) => {
    const url = route.request().url().split("?")[0] ?? "";
    let isModule = known.get(url);
    const response = isModule === false ? null : await route.fetch();
    if (isModule === undefined && response) {
      isModule = (await response.text()).includes(MARKER);
      known.set(url, isModule);
    }
    if (!isModule) return response ? route.fulfill({ response }) : route.continue();
    requests++;
    if (requests <= failures) return route.abort("connectionreset");
    return route.fulfill({ response: response ?? undefined });
  });
  return () => requests;
}

async function openPayment(page: Page) {
  await fillCart(page, await pickupableProduct(page.request));
  await page.goto("/checkout/payment");
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

test("one failed load of the payment module is retried and the step renders", async ({ page }) => {
  const asked = await failPaymentChunk(page, 1);
  await openPayment(page);
  await expect(page.getByRole("heading", { name: "Payment method" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("radio", { name: /credit or debit card/i })).toBeVisible();
  await expect(page.getByTestId("checkout-error")).toHaveCount(0);
  // Each load asks once (the next test: two failed loads, two requests): the second is the retry.
  expect(asked()).toBe(2);
});

test("a payment module that fails twice raises the checkout error with a reload", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const asked = await failPaymentChunk(page, Number.POSITIVE_INFINITY);
  await openPayment(page);
  const boundary = page.getByTestId("checkout-error");
  await expect(boundary).toBeVisible({ timeout: 15_000 });
  await expect(boundary.getByRole("heading", { level: 1 })).toHaveText("Payment options could not be loaded");
  await expect(boundary).toContainText("We tried twice");
  await expect(boundary).toContainText("Your cart and the details you entered are kept.");
  expect(asked()).toBe(2);
  // The checkout layout stays around the error: its reduced header and the order summary.
  await expect(page.getByText("Secure checkout")).toBeVisible();

  // Reload, with the network back: the step renders.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await boundary.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("heading", { name: "Payment method" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("checkout-error")).toHaveCount(0);
});
