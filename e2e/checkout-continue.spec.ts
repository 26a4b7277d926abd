import { expect, type Page, type Route, test } from "@playwright/test";
import { newEmail } from "./account-support.ts";
import { fillCart, fillUsAddress, pickupableProduct } from "./checkout-support.ts";

/**
 * "Continue to payment" pressed while the delivery options are still loading (the 500 ms rate
 * debounce, then the rates request — seconds on a slow phone or a busy machine) is not lost: the
 * step goes on once the options arrive, and stays to show the error when they fail.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Holds every shipping-rates request until it is let through (`release`) or refused (`fail`). */
async function holdRates(page: Page) {
  let answer: (how: "continue" | "fail") => void = () => {};
  const decided = new Promise<"continue" | "fail">((resolve) => {
    answer = resolve;
  });
  const held: Route[] = [];
  await page.route("**/svc_shipping/**", async (route) => {
    held.push(route);
    if ((await decided) === "continue") return route.continue();
    return route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Rates are down" } } });
  });
  return { held, release: () => answer("continue"), fail: () => answer("fail") };
}

async function pressContinueWhileRatesLoad(page: Page) {
  await fillCart(page, await pickupableProduct(page.request));
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  const rates = await holdRates(page);
  await page.getByLabel("Email").fill(newEmail("continue"));
  await fillUsAddress(page);
  await expect(page.getByTestId("shipping-loading")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // The rates request is out and unanswered: the step waits with the press.
  await expect.poll(() => rates.held.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  return rates;
}

test("a press while the delivery options load goes on to payment once they arrive", async ({ page }) => {
  const rates = await pressContinueWhileRatesLoad(page);
  rates.release();
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 15_000 });
});

test("a press while the delivery options load stays on the step when they fail", async ({ page }) => {
  const rates = await pressContinueWhileRatesLoad(page);
  const button = page.getByRole("button", { name: "Continue to payment" });
  await expect(button).toHaveAttribute("aria-busy", "true");
  rates.fail();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
});
