import { execFileSync } from "node:child_process";
import type { List } from "@ironworks/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { mailed, newEmail } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { postListOrder } from "./order-support.ts";

/**
 * Issue #17: the back office in a browser. A support member is created as an operator does
 * (`npm run staff -- create`, through the running server's loopback door), sets a password and
 * enrols the authenticator from the one-time link, signs in again with email, password and TOTP
 * code, refunds part of a customer's order, and sees the order's refund status, the customer's
 * refund mail and the audit entry.
 */
const port = Number(process.env.E2E_PORT ?? 3311);
const PASSWORD = "a long staff password";

test.use({ viewport: { width: 1366, height: 900 } });

/** The suite's server runs on PGlite: the CLI must find it through DATA_DIR, not a DATABASE_URL of the shell. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

/** `npm run staff -- create`: the compiled CLI against the browser suite's data directory. */
function createStaff(email: string, role: string): string {
  const out = execFileSync(process.execPath, ["apps/server/build/staff.js", "create", email, "--role", role], {
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: `.e2e-data/${port}` },
    encoding: "utf8",
  });
  const url = out.match(/https?:\/\/\S+\/admin\/setup\/\S+/)?.[0];
  if (!url) throw new Error(`no setup link in: ${out}`);
  return new URL(url).pathname;
}

const totp = (email: string, secret: string) =>
  new TOTP({ issuer: "Ironworks back office", label: email, secret: Secret.fromBase32(secret) });

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
  const staffEmail = newEmail("support");
  const setupPath = createStaff(staffEmail, "support");

  // The setup link: a password and the authenticator (required for support).
  await page.goto(setupPath);
  await expect(page.getByRole("heading", { name: "Set up your back office account" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) as string;
  await page.getByLabel("New password (12 characters or more)").fill(PASSWORD);
  await page.getByLabel("Code from the app").fill(totp(staffEmail, secret).generate());
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Sign out, and in again: the password first, then the code the server asks for.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Back office sign-in" })).toBeVisible();
  // The console sits inside the store's page (its footer has a newsletter email field): the sign-in form.
  const signInForm = page.locator("form.admin-form");
  await signInForm.getByLabel("Email").fill(staffEmail);
  await signInForm.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signInForm.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("6-digit code");
  // The code of the next 30 s step: the one used at setup may still be current, and a code works once.
  await page
    .getByLabel("Authenticator code")
    .fill(totp(staffEmail, secret).generate({ timestamp: Date.now() + 30_000 }));
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
});

test("two saves of one product from the same version: the second sees the first, nothing is overwritten", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = newEmail("merch");
  await page.goto(createStaff(email, "merchandiser"));
  await page.getByLabel("New password (12 characters or more)").fill(PASSWORD);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  const product = (await listProducts(page.request)).find((p) => p.type === "simple");
  const path = `/admin/products/${product?.productId}`;
  const other = await context.newPage();
  await Promise.all([page.goto(path), other.goto(path)]);
  await other.getByLabel("Name").fill("Saved first");
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.locator("#main").getByRole("status")).toContainText("Saved.");

  await page.getByLabel("Name").fill("Saved second");
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this product first" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Name: Saved first");
  await conflict.getByRole("button", { name: "Use their version" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Saved first");
});
