import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";

/**
 * Saved cards (issue 6 part 2): the card number goes from the browser to /_testpay only; the store's
 * /svc_* APIs see gateway tokens. Then make default and delete.
 */
test("add a card (number never reaches /svc_*), make it default, delete it", async ({ page }) => {
  await registerCustomer(page.request);
  const storeBodies: string[] = [];
  const gatewayBodies: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    const body = req.postData() ?? "";
    if (/^\/(?:[a-z]{2}(?:\/[a-z]{2})?\/)?svc_/.test(path) || path.includes("/svc_"))
      storeBodies.push(`${req.url()} ${body}`);
    if (path.startsWith("/_testpay/")) gatewayBodies.push(body);
  });

  await page.goto("/account/payment-methods");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Methods" })).toBeVisible();
  await expect(page.getByText("You have no saved cards.")).toBeVisible();
  await expect(page.locator("form.card-form[data-hydrated]")).toBeVisible();

  async function addCard(number: string, name: string) {
    await page.getByLabel("Name on Card").fill(name);
    await page.getByLabel("Card Number").fill(number);
    await page.getByLabel("Expiry Date").fill("03/30");
    await page.getByLabel("Security Code").fill("737");
    await page.getByRole("button", { name: "Save card" }).click();
  }

  await addCard("4111 1111 1111 1111", "Erin Tester");
  const cards = page.getByRole("list", { name: "Saved cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Visa");
  await expect(cards.first()).toContainText("1111");
  await expect(cards.first()).toContainText("Default");
  await expect(cards.first()).toContainText("Expires 03/2030");

  await addCard("5555 5555 5555 4444", "Erin Tester");
  await expect(cards).toHaveCount(2);
  const mastercard = cards.filter({ hasText: "4444" });
  await expect(mastercard).not.toContainText("Default");

  // The number went to the gateway, and never to the store.
  expect(gatewayBodies.some((b) => b.includes("4111111111111111"))).toBe(true);
  const seen = storeBodies.join("\n");
  expect(seen).toContain("encryptedCardNumber");
  for (const digits of ["4111111111111111", "5555555555554444", "4111 1111", '737"'])
    expect(seen).not.toContain(digits);

  await page.getByRole("button", { name: "Make Mastercard ending in 4444 the default" }).click();
  await expect(mastercard).toContainText("Default");
  await expect(cards.filter({ hasText: "1111" })).not.toContainText("Default");

  await page.getByRole("button", { name: "Delete Visa ending in 1111" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("4444");

  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("a declined card shows the reason and is not saved", async ({ page }) => {
  await registerCustomer(page.request);
  await page.goto("/account/payment-methods");
  await expect(page.locator("form.card-form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Name on Card").fill("Erin Tester");
  await page.getByLabel("Card Number").fill("4000 0000 0000 9995");
  await page.getByLabel("Expiry Date").fill("03/30");
  await page.getByLabel("Security Code").fill("737");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("alert")).toContainText("Not enough balance");
  await expect(page.getByText("You have no saved cards.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("says that adding a card needs JavaScript", async ({ page }) => {
    await registerCustomer(page.request);
    await page.goto("/account/payment-methods");
    await expect(page.getByText("Adding a card needs JavaScript")).toBeVisible();
  });
});
