import { expect, test } from "@playwright/test";
import { newEmail } from "./account-support.ts";
import { continueToPayment, fillCart, fillUsAddress, pickupableProduct } from "./checkout-support.ts";
import { flagsCli } from "./shell-support.ts";

/**
 * SPEC §2: "A different checkout variant is used when an alternate card provider is configured"
 * (flag alternate-card-provider). The flag is switched with the flags CLI for this test's visitor
 * only (a targeting rule on the visitor id), so checkout journeys running beside it keep the
 * default variant.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: "serial", timeout: 60_000 });

const FLAG = "alternate-card-provider";

test.afterEach(async () => {
  await flagsCli("rules", FLAG, "[]");
});

test("the alternate card provider's checkout variant shows its secure card fields and pays", async ({
  page,
  context,
}) => {
  const visitor = `e2e-variant-${Date.now().toString(36)}`;
  await context.addCookies([{ name: "ab_vid", value: visitor, url: test.info().project.use.baseURL ?? "" }]);
  await flagsCli("rules", FLAG, JSON.stringify([{ condition: { id: visitor }, force: true }]));

  await fillCart(page, await pickupableProduct(page.request));
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.locator("main.checkout-main")).toHaveAttribute("data-checkout-variant", "alternate");
  await page.getByLabel("Email").fill(newEmail("variant"));
  await fillUsAddress(page);
  await continueToPayment(page);

  await page.getByRole("radio", { name: /credit or debit card/i }).check();
  const fields = page.getByTestId("alternate-card-fields");
  await expect(fields).toBeVisible();
  await expect(page.getByTestId("card-fields")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Card details (secure card fields)" })).toBeVisible();
  await expect(page.getByTestId("alternate-card-badge")).toBeVisible();
  // The hosted-fields layout: number, expiry and code, then the name, each in its own slot.
  await expect(fields.locator("[data-hosted-field]")).toHaveCount(4);
  expect(
    await fields
      .locator("[data-hosted-field]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-hosted-field"))),
  ).toEqual(["number", "expiry", "cvc", "holderName"]);

  await fields.getByLabel("Card Number").fill("4111 1111 1111 1111");
  await fields.getByLabel("Expiry Date").fill("03/30");
  await fields.getByLabel("Security Code").fill("737");
  await fields.getByLabel("Name on Card").fill("Ada Lovelace");
  await page.getByTestId("alternate-card-submit").click();
  await expect(page.getByText(/is ready to pay/)).toBeVisible();
  await page.getByRole("button", { name: "Continue to review" }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  const place = page.getByTestId("place-order");
  await expect(place).not.toHaveAttribute("aria-disabled", "true");
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 15_000 });
  await expect(page.getByTestId("order-number")).not.toBeEmpty();
});

test("without the flag, checkout keeps the default card entry", async ({ page }) => {
  await fillCart(page, await pickupableProduct(page.request));
  await page.goto("/checkout/payment");
  await expect(page.locator("main.checkout-main")).toHaveAttribute("data-checkout-variant", "default");
  await page.getByRole("radio", { name: /credit or debit card/i }).check();
  await expect(page.getByTestId("card-fields")).toBeVisible();
  await expect(page.getByTestId("alternate-card-fields")).toHaveCount(0);
});
