import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";

/**
 * Issue #22: a US shopper starts from the garage template, is refused an attachment made for other
 * uprights (with the reason), adds one that fits, moves the rack by keyboard, saves the gym to the
 * account, opens its share link read-only, asks for a quote on it, and finds the gym and the quote
 * in the account.
 */
test("build from a template → refused misfit → save → share read-only → request a quote → see it in the account", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await registerCustomer(page.request);

  await page.goto("/zeus-builder");
  await expect(page.getByRole("heading", { level: 1, name: "ZEUS Gym Builder" })).toBeVisible();
  await page.getByTestId("zeus-templates").getByRole("link", { name: "Start from this Garage gym" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garage gym" })).toBeVisible();
  const total = page.getByTestId("zeus-total");
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const before = await total.textContent();

  // The rack, chosen by keyboard: it takes focus like a button and moves one grid step right.
  const rack = page.getByTestId("zeus-item").first();
  await rack.focus();
  const placed = await rack.getAttribute("aria-label");
  await page.keyboard.press("ArrowRight");
  await expect(rack).not.toHaveAttribute("aria-label", placed ?? "");

  // A 3x3 attachment on the template's 2x3 rack is refused with the reason; a 2x3 one fits.
  const selected = page.getByTestId("zeus-selected");
  const attachment = selected.getByLabel("Attachment");
  const options = await attachment.locator("option").allTextContents();
  const misfit = options.find((o) => o.startsWith("Keystone K3 Dual-Grip Pull-Up Bar"));
  const fit = options.find((o) => o.startsWith("Ridgeline R2 Dual-Grip Pull-Up Bar"));
  expect(misfit && fit).toBeTruthy();
  await attachment.selectOption({ label: misfit as string });
  await selected.getByRole("button", { name: "Attach" }).click();
  await expect(page.getByRole("alert")).toContainText("does not fit");
  await expect(total).toHaveText(before ?? "");
  await attachment.selectOption({ label: fit as string });
  await selected.getByRole("button", { name: "Attach" }).click();
  await expect(total).not.toHaveText(before ?? "");
  const priced = await total.textContent();

  // Save to the account: the project's own URL, version 1.
  await page.getByLabel("Name of your gym").fill("E2E garage");
  await page.getByRole("button", { name: "Save to my account" }).click();
  await expect(page).toHaveURL(/\/zeus-builder\/project\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1, name: "E2E garage" })).toBeVisible();
  await expect(total).toHaveText(priced ?? "");

  // Share: a stranger opens the link read-only and sees the same total.
  await page.getByRole("button", { name: "Get a share link" }).click();
  const link = await page.getByTestId("zeus-share-link").inputValue();
  const stranger = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await stranger.goto(link);
  await expect(stranger.getByText("This is a shared gym: you can look, not change it.")).toBeVisible();
  await expect(stranger.getByTestId("zeus-total")).toHaveText(priced ?? "");
  await expect(stranger.getByRole("button", { name: "Save to my account" })).toHaveCount(0);
  await stranger.close();

  // Ask for a quote on it (USA delivery), then see it in the account.
  await page.getByRole("link", { name: "Request a quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Custom Quotes" })).toBeVisible();
  await page.getByLabel("Contact name").fill("Erin Tester");
  await page.getByLabel("Phone").fill("614-555-0100");
  await page.getByLabel("Delivery ZIP code (USA)").fill("SW1A");
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByText("Enter a US ZIP code, e.g. 43215.")).toBeVisible();
  await page.getByLabel("Contact name").fill("Erin Tester");
  await page.getByLabel("Phone").fill("614-555-0100");
  await page.getByLabel("Delivery ZIP code (USA)").fill("43215");
  await page.getByLabel("I would like installation").check();
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByText("Your quote request was sent. Our team will get back to you.")).toBeVisible();
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Requested");
  await expect(page.getByTestId("zeus-quotes")).toContainText("E2E garage");

  await page.goto("/account/my-gyms");
  await expect(page.getByTestId("zeus-gyms").getByRole("link", { name: "E2E garage" })).toBeVisible();
  const project = await page.getByTestId("zeus-gyms").getByRole("link", { name: "E2E garage" }).getAttribute("href");

  // At 390 px nothing sticks out sideways on the builder's pages.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/zeus-builder", project ?? "", "/account/my-gyms", "/account/custom-quoting"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, path).toBeLessThanOrEqual(0);
  }
});

test("outside the USA the builder and its account pages are not there", async ({ page }) => {
  for (const path of ["/ca/zeus-builder", "/ca/zeus-builder/project/edit", "/de/zeus-builder"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
