import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import {
  amount,
  continueToPayment,
  fillCart,
  fillUsAddress,
  payByTestCard,
  pickupableProduct,
} from "./checkout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";
import { requestQuoteOnGarage, sendQuoteAsSupport } from "./zeus-support.ts";

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
  // The read-only page has the 3-D view too, drawn from the same plan (ADR 0054).
  await stranger.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  await expect(stranger.getByRole("application", { name: "3-D view of the gym" })).toBeVisible();
  await expect(stranger.getByTestId("zeus-3d-summary")).toContainText("Ridgeline R2 Dual-Grip Pull-Up Bar on ");
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
  for (const path of ["/ca/zeus-builder", "/ca/zeus-builder/project/edit", "/de/zeus-builder", "/de/rogue-catalog"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});

/** Checkout of the page's cart as a guest or a signed-in shopper: shipping, card, review, placed. */
async function checkOut(page: Page, email: string | null) {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  if (email) await page.getByLabel("Email").fill(email);
  await fillUsAddress(page);
  await continueToPayment(page);
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const totals = (await page.getByTestId("checkout-totals").textContent()) ?? "";
  const subtotal = amount(/Subtotal\s*([^A-Za-z]+)/.exec(totals)?.[1] ?? "");
  const button = page.getByTestId("place-order");
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await button.click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 20_000 });
  return subtotal;
}

test("buy the whole build: one click puts every line in the cart, checkout charges the builder's total", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/zeus-builder/project/edit?template=home");
  const total = page.getByTestId("zeus-total");
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const built = amount((await total.textContent()) ?? "");
  await page.getByTestId("zeus-buy").click();
  await expect(page.getByText("Your build is in the cart as one set.")).toBeVisible();
  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const subtotal = await checkOut(page, `zeus-buy-${Date.now()}@example.com`);
  expect(subtotal).toBe(built);
});

test("a custom quote: requested → quoted by support → accepted → paid at the quoted price", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const quoteId = await requestQuoteOnGarage(page, "Quoted garage", "Quinn Quote");

  // Support prices every line at $1 less than the store and sends the quote.
  let quoted = 0;
  await sendQuoteAsSupport(browser, new URL(page.url()).origin, quoteId, "zeus-quotes", async (staff) => {
    const inputs = staff.getByLabel(/^Quoted price of /);
    const n = await inputs.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const input = inputs.nth(i);
      const qty = Number(await input.locator("xpath=ancestor::tr").locator("td").nth(1).textContent());
      const price = Math.max(1, Math.floor(Number(await input.inputValue())) - 1);
      quoted += qty * price;
      await input.fill(String(price));
    }
  });

  await page.goto(`/account/custom-quoting?quote=${quoteId}`);
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Quoted");
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByText("You accepted the quote.")).toBeVisible();
  await page.getByRole("button", { name: "Put it in the cart at the quoted prices" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const subtotal = await checkOut(page, null);
  expect(subtotal).toBeCloseTo(quoted, 2);
});

test("a quote on the cart: support sets a discount and freight → accepted → checkout charges them → the quote is ordered", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await registerCustomer(page.request);
  await fillCart(page, await pickupableProduct(page.request));
  await page.goto("/cart");
  await page.getByRole("link", { name: /Ask for a custom quote on this cart/ }).click();
  await expect(page).toHaveURL(/\/account\/custom-quoting\?from=cart$/);
  await expect(page.getByLabel("Gym")).toHaveValue("cart");
  await page.getByLabel("Contact name").fill("Casey Cart");
  await page.getByLabel("Phone").fill("614-555-0100");
  await page.getByLabel("Delivery ZIP code (USA)").fill("43215");
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Requested");
  await expect(page.getByRole("heading", { level: 2, name: /Your cart/ })).toBeVisible();
  const quoteId = new URL(page.url()).searchParams.get("quote") as string;

  // Support prices the line at $1 less, takes $5 off and charges $40 freight.
  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staff = await staffContext.newPage();
  await signInNewStaff(staff, "support", "zeus-cart-quotes");
  await staff.goto(`/admin/quotes/${quoteId}`);
  await expect(staff.getByRole("heading", { level: 2, name: /requested from the cart/ })).toBeVisible();
  const inputs = staff.getByLabel(/^Quoted price of /);
  await expect(inputs).toHaveCount(1);
  const qty = Number(await inputs.first().locator("xpath=ancestor::tr").locator("td").nth(1).textContent());
  const unit = Math.max(1, Math.floor(Number(await inputs.first().inputValue())) - 1);
  await inputs.first().fill(String(unit));
  await staff.getByLabel("Discount").fill("5");
  await staff.getByLabel("Freight").fill("40");
  await staff.getByRole("button", { name: "Send quote" }).click();
  await expect(staff.getByText("Quote sent to the shopper.")).toBeVisible();

  await page.goto(`/account/custom-quoting?quote=${quoteId}`);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByText("You accepted the quote.")).toBeVisible();
  await page.getByRole("button", { name: "Put it in the cart at the quoted prices" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Only the quote's lines: the line the quote was asked on leaves the cart.
  const lists = (await (await page.request.get("/svc_list/lists?active=true")).json()) as {
    lists: { _id: string; type: string; items: { _id: string; metadata?: { quoteId?: string } }[] }[];
  };
  const cart = lists.lists.find((l) => l.type === "quote");
  for (const item of cart?.items.filter((i) => i.metadata?.quoteId !== quoteId) ?? [])
    expect((await page.request.delete(`/svc_list/lists/${cart?._id}/items/${item._id}`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("cart-quote-discount")).toHaveText("−$5.00");

  await page.goto("/checkout");
  await fillUsAddress(page);
  await expect(page.getByTestId("shipping-methods")).toContainText("Freight as quoted");
  await continueToPayment(page);
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const totals = (await page.getByTestId("checkout-totals").textContent()) ?? "";
  expect(amount(/Subtotal\s*([^A-Za-z]+)/.exec(totals)?.[1] ?? "")).toBeCloseTo(qty * unit, 2);
  expect(totals).toContain("$5.00");
  expect(totals).toContain("$40.00");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") as string;

  await page.goto(`/account/custom-quoting?quote=${quoteId}`);
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Ordered");
  await expect(page.getByTestId("zeus-quote-order")).toHaveText(`Order ${orderId}`);
  await staff.goto(`/admin/quotes/${quoteId}`);
  await expect(staff.getByTestId("quote-order")).toHaveText(orderId);
  await staffContext.close();
});

test("/rogue-catalog: chapters from the live catalog, a PDF, and a printed copy to request", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/rogue-catalog");
  await expect(page.getByRole("heading", { level: 1, name: "The Ironworks Catalog" })).toBeVisible();
  const contents = page.getByTestId("catalog-contents").getByRole("link");
  expect(await contents.count()).toBeGreaterThan(1);
  const first = (await contents.first().textContent()) ?? "";
  await contents.first().click();
  await expect(page.getByRole("heading", { level: 2, name: first })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Request a printed copy" })).toHaveAttribute(
    "href",
    "/forms/catalog-request",
  );
  const href = (await page.getByRole("link", { name: "Download the printable PDF" }).getAttribute("href")) as string;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await page.request.get("/ca/rogue-catalog")).status()).toBe(404);

  // No serious accessibility problem in the edition's opening and first chapter, and nothing sticks
  // out sideways at 390 px.
  const axe = await new AxeBuilder({ page })
    .include("main > h1")
    .include("main > nav")
    .include("main > section:first-of-type")
    .analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/rogue-catalog");
  await expect(page.locator("main h1")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
