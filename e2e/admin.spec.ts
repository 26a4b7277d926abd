import type { List } from "@ironworks/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { captchaToken, mailed, newEmail, registerCustomer } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { STAFF_PASSWORD, signInNewStaff, staffTotp } from "./lib/admin.ts";
import { postListOrder } from "./order-support.ts";

/**
 * Issue #17: the back office in a browser. A support member is created as an operator does
 * (`npm run staff -- create`, through the running server's loopback door), sets a password and
 * enrols the authenticator from the one-time link, signs in again with email, password and TOTP
 * code, refunds part of a customer's order, and sees the gateway's refund, the order's refund
 * status, the customer's refund mail and the audit entry. Then the operations screens: a customer
 * unlocked and moved to another group, a gift card issued and disabled, stock, flags and mail.
 */

test.use({ viewport: { width: 1366, height: 900 } });

/** A paid one-item order placed through the API as the checkout page posts it. */
async function paidOrder(request: APIRequestContext, email: string): Promise<string> {
  const product = (await listProducts(request)).find(
    (p) => p.type === "simple" && p.stockStatus === "in_stock" && (p.price ?? 0) > 5 && !p.subscription_interval,
  );
  const res = await request.post("/svc_list/lists", {
    data: { type: "quote", items: [{ productId: product?.productId, qty: 1 }] },
  });
  expect(res.status()).toBe(201);
  const placed = await postListOrder(request, (await res.json()) as List, email);
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { orderId: string }).orderId;
}

test("support signs in with TOTP, refunds part of an order: refund status, customer mail, audit entry", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The setup link: a password and the authenticator (required for support).
  const { email: staffEmail, secret } = (await signInNewStaff(page, "support")) as { email: string; secret: string };
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Sign out, and in again: the password first, then the code the server asks for.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Back office sign-in" })).toBeVisible();
  // The console sits inside the store's page (its footer has a newsletter email field): the sign-in form.
  const signInForm = page.locator("form.admin-form");
  await signInForm.getByLabel("Email").fill(staffEmail);
  await signInForm.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await signInForm.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("6-digit code");
  // The code of the next 30 s step: the one used at setup may still be current, and a code works once.
  await page
    .getByLabel("Authenticator code")
    .fill(staffTotp(staffEmail, secret).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(`${staffEmail} support`)).toBeVisible();

  // A customer's paid order, found from the orders list by its number.
  const customer = newEmail("refunded");
  const orderId = await paidOrder(page.request, customer);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Order number or email").fill(orderId);
  await page.getByLabel("Order number or email").press("Enter");
  await page.getByRole("link", { name: orderId }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId("refund-status")).toContainText("Not refunded");

  // Part of it back to the card: by keyboard, as a form.
  await page.getByLabel(/^Amount in USD/).fill("1.50");
  await page.getByLabel("Reason").fill("Scuffed plate");
  await page.getByLabel("Reason").press("Enter");
  await expect(page.locator("#main").getByRole("status")).toContainText("Refunded $1.50.");
  await expect(page.getByTestId("refund-status")).toContainText("Partially refunded ($1.50 of");
  await expect(page.getByTestId("order-status")).toHaveText(/payment_complete|published/);
  // The gateway took it: the refund is recorded as succeeded, with its reason.
  await expect(page.getByRole("region", { name: "Refund" }).getByRole("listitem")).toContainText(
    "$1.50 succeeded (Scuffed plate)",
  );
  expect(await mailed(page.request, customer, (m) => m.subject.includes(orderId), /refunded (\S+)/)).toBe("$1.50");

  // The audit log shows who refunded what.
  await page.getByRole("link", { name: "Audit log of this order" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const refundRow = page.getByRole("row").filter({ hasText: "order.refund" }).filter({ hasText: "refundedMinor" });
  await expect(refundRow).toContainText(staffEmail);
  await expect(refundRow).toContainText("refundedMinor: 0 → 150");

  // Cancel: the first press says what it will refund, the second cancels; the rest goes back to the card.
  await page.goBack();
  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole("button", { name: "Send the order mail again" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText(`Order mail sent again to ${customer}.`);
  await page.getByLabel("Cancellation note (for the audit log)").fill("Customer asked");
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Cancelling refunds" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Order cancelled.");
  await expect(page.getByTestId("order-status")).toHaveText("cancelled");
  await expect(page.getByTestId("refund-status")).toContainText("Refunded (");
});

test("the console's pages are not for search engines and need a session", async ({ page }) => {
  const res = await page.goto("/admin/orders");
  expect(res?.headers()["x-robots-tag"]).toContain("noindex");
  expect(res?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: "Back office sign-in" })).toBeVisible();
  // Staff pages are not storefront pages: no shop header, footer or cookie notice around them.
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.locator("link[rel=canonical]")).toHaveCount(0);
});

test("two saves of one product from the same version: the second sees the first, nothing is overwritten", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInNewStaff(page, "merchandiser", "merch");

  const product = (await listProducts(page.request)).find((p) => p.type === "simple");
  const path = `/admin/products/${product?.productId}`;
  const other = await context.newPage();
  await Promise.all([page.goto(path), other.goto(path)]);
  await other.getByRole("textbox", { name: "Name (en)" }).fill("Saved first");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.locator("#main").getByRole("status")).toContainText("Saved.");

  await page.getByRole("textbox", { name: "Name (en)" }).fill("Saved second");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this product first" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Name: Saved first");
  await conflict.getByRole("button", { name: "Use their version" }).click();
  await expect(page.getByRole("textbox", { name: "Name (en)" })).toHaveValue("Saved first");
});

test("support finds a customer, sees their sign-in state and moves them to another group", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The customer registers on a browser of their own. (Unlocking a slowed-down sign-in is tested
  // over HTTP with the throttle's clock held still: here the real clock lets the delay run out.)
  const shopper = await playwright.request.newContext({ baseURL });
  const customer = await registerCustomer(shopper, { firstname: "Olga", lastname: "Deadlift" });
  await shopper.dispose();

  await signInNewStaff(page, "support", "support-customers");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
  await page.getByLabel("Email or name").fill(customer.email);
  await page.getByLabel("Email or name").press("Enter");
  await page.getByRole("link", { name: customer.email }).click();
  await expect(page.getByRole("heading", { name: "Olga Deadlift" })).toBeVisible();
  await expect(page.getByTestId("sign-in-state")).toHaveText("Open");
  await expect(page.getByRole("button", { name: "Unlock sign-in" })).toBeDisabled();

  await page.getByLabel(/^Group/).fill("2");
  await page.getByLabel(/^Group/).press("Enter");
  await expect(page.locator("#main").getByRole("status")).toContainText("Group set to 2.");
  await page.getByLabel(/^Group/).fill("0");
  await page.getByRole("button", { name: "Save group" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Group: must be 1 or more");
  await page.getByRole("textbox", { name: /^Segments, comma-separated/ }).fill("powerlifting, strongman");
  await page.getByRole("button", { name: "Save segments" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Segments saved.");
});

test("the owner issues a gift card, sees its history and disables it; stock, flags and mail open", async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "owner");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await nav.getByRole("link", { name: "Gift cards" }).click();
  await expect(page.getByRole("heading", { name: "Gift cards" })).toBeVisible();
  await page.getByLabel("Amount").fill("25");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Reason (kept in the audit log)").fill("Goodwill: late delivery");
  await page.getByRole("button", { name: "Issue" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Issued $25.00.");
  const code = (await page.getByTestId("issued-code").textContent()) as string;
  const balance = async () =>
    page.request.post("/svc_checkout/giftcard/balance", {
      data: { code },
      headers: { "x-captcha-token": await captchaToken(page.request, "giftcard") },
    });
  expect(((await (await balance()).json()) as { balance: number }).balance).toBe(25);

  await page
    .getByRole("link", { name: new RegExp(`${code.slice(-4)}$`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Gift card / })).toBeVisible();
  await expect(page.getByRole("table", { name: /movements/ })).toContainText("Issued");
  await page.getByLabel("Reason (lost, stolen, fraud)").fill("Reported stolen");
  await page.getByRole("button", { name: "Disable gift card" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Gift card disabled.");
  expect((await balance()).status()).toBe(404);

  await nav.getByRole("link", { name: "Stock" }).click();
  await expect(page.getByRole("heading", { name: "Stock" })).toBeVisible();
  // A stocktake that found the count right (other journeys share this catalog): saved, with its reason.
  await page
    .getByRole("button", { name: /^Set the count of / })
    .first()
    .click();
  const counted = await page.getByLabel("On hand").inputValue();
  await page.getByLabel("Reason (kept in the audit log)").fill("Stocktake");
  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText(`: ${counted} on hand.`);

  await nav.getByRole("link", { name: "Flags" }).click();
  await expect(page.getByRole("table", { name: "Feature flags" })).toBeVisible();
  await nav.getByRole("link", { name: "Mail" }).click();
  await expect(page.getByTestId("failed-count")).toContainText("failed");

  // A 390 px phone: the page does not scroll sideways (wide tables scroll in their own box).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [link, heading] of [
    ["Gift cards", "Gift cards"],
    ["Stock", "Stock"],
    ["Customers", "Customers"],
    ["Mail", "Mail outbox"],
  ]) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${link}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("the owner invites a merchandiser from the console, who sets up and signs in; disabled, they are signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "owner", "owner-staff");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  const email = newEmail("invited-merch");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("merchandiser");
  await page.getByRole("button", { name: "Invite" }).press("Enter");
  await expect(page.locator("#main").getByRole("status")).toContainText(`Invited ${email} as merchandiser.`);
  const setupUrl = (await page.getByTestId("setup-link").textContent()) as string;

  // The invitee, on a browser of their own, sets up from the link (no authenticator needed for the role).
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await theirs.newPage();
  await member.goto(new URL(setupUrl).pathname);
  await member.getByLabel("New password (12 characters or more)").fill(STAFF_PASSWORD);
  await member.getByRole("button", { name: "Save and sign in" }).click();
  await expect(member.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.reload();
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Active");
  await page.getByRole("button", { name: `Disable ${email}` }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText(`${email} is disabled and signed out.`);
  await expect(row).toContainText("Disabled");
  await member.goto("/admin/products");
  await expect(member.getByRole("heading", { name: "Back office sign-in" })).toBeVisible();
  await theirs.close();
});

test("a merchandiser makes a new product from an existing one, lists it, and a shopper opens it at its new URL", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "merchandiser", "merch-new");
  const source = (await listProducts(page.request)).find((p) => p.type === "simple");
  await page.goto(`/admin/products/${source?.productId}`);
  const suffix = `${Date.now()}`;
  await page.getByLabel("New SKU").fill(`NEW-${suffix}`);
  await page.getByLabel("New name (English)").fill(`Garage Rack ${suffix}`);
  await page.getByRole("button", { name: "Create the new product" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Garage Rack ${suffix}`);
  await expect(page.locator("#product-status")).toHaveValue("hidden");
  await page.locator("#product-status").selectOption("listed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status").first()).toContainText("Saved.");

  await page.goto(`/garage-rack-${suffix}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Garage Rack ${suffix}`);
});
