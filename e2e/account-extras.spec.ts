import AxeBuilder from "@axe-core/playwright";
import type { ProductComplete, ProductSummary } from "@ironworks/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newEmail, registerCustomer } from "./account-support.ts";

/**
 * Issue 6 account extras: back-in-stock alerts from a product page to /account/bin, the footer
 * newsletter signup, and newsletter preferences in the account.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const API = "/svc_content/catalog";

/** A simple product out of stock that offers a back-in-stock alert (SPEC §4 "bin"). */
async function binProduct(request: APIRequestContext): Promise<ProductComplete> {
  const menu: { id: number }[] = await (await request.get(`${API}/menu`)).json();
  for (const { id } of menu) {
    const category = await (await request.get(`${API}/category/${id}?pageSize=200`)).json();
    for (const p of category.products as ProductSummary[]) {
      if (p.type !== "simple" || p.stockStatus !== "oos") continue;
      const product: ProductComplete = await (await request.get(`${API}/product/complete/${p.productId}`)).json();
      if (product.inventory.qoh <= 0 && !product.inventory.backorder && product.inventory.bin) return product;
    }
  }
  throw new Error("no out-of-stock product with alerts");
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a customer sets a back-in-stock alert on an out-of-stock product, sees it in /account/bin and removes it", async ({
  page,
  request,
}) => {
  const product = await binProduct(request);
  const customer = await registerCustomer(page.request);
  await page.goto(product.url);
  await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
  await page.getByRole("button", { name: "Notify me when back in stock" }).click();
  await expect(page.getByTestId("bin-subscribed")).toContainText(`We'll email you at ${customer.email}`);

  // A second subscription is tolerated (validation_error_already_subscribed): still one alert.
  const again = await page.request.post("/svc_bin/bin", {
    data: { product_id: product.productId, email: customer.email },
  });
  expect(again.status()).toBe(409);

  await page.getByRole("link", { name: "Manage alerts" }).click();
  await expect(page).toHaveURL(/\/account\/bin$/);
  const rows = page.getByTestId("bin-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("link", { name: product.name })).toHaveAttribute("href", product.url);
  await expect(rows.first()).toContainText("Out of stock");
  expect(await seriousViolations(page, "main")).toEqual([]);

  await rows
    .first()
    .getByRole("button", { name: `Remove the alert for ${product.name}` })
    .click();
  await expect(page.getByTestId("account-notice")).toHaveText("The alert was removed.");
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("You have no back-in-stock alerts.")).toBeVisible();
});

test("a guest's notify-me goes through login (alerts need an account)", async ({ page, request }) => {
  const product = await binProduct(request);
  await page.goto(product.url);
  await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
  await expect(page.getByRole("link", { name: "Notify me when back in stock" })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(product.url)}`,
  );
});

test("footer newsletter signup: list required after interaction, then success cleared after 3 s", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("footer form.newsletter");
  // Its code loads when the footer nears the viewport (ADR 0034).
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  const lists = form.getByRole("group", { name: "Send me" });
  await form.getByRole("checkbox", { name: "Newsletter" }).uncheck();
  await expect(form.getByText("Please select a list to sign up.")).toBeVisible();
  await expect(form.getByText(/By signing up, you agree/)).toBeVisible();
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByText("Please enter your email")).toBeVisible();
  await expect(form.getByLabel("Email address")).toBeFocused();

  const email = newEmail("footer");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByRole("checkbox", { name: "Newsletter" })).toBeFocused();
  await lists.getByRole("checkbox", { name: "Rapid Fire deals" }).check();
  await expect(form.getByText("Please select a list to sign up.")).toHaveCount(0);
  const posted = page.waitForRequest((r) => r.url().endsWith("/svc_ssr/submit/iterable"));
  await form.getByRole("button", { name: "Sign up" }).click();
  expect((await posted).postDataJSON()).toEqual({ email, emailListIds: ["rapidfire"], locale: "" });
  // A guest's address: the mailed link confirms (double opt-in, ADR 0015 addendum).
  await expect(form.getByTestId("newsletter-success")).toHaveText(/confirm your subscription/);
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(form.getByTestId("newsletter-success")).toHaveCount(0, { timeout: 6000 });
  expect(await seriousViolations(page, "footer form.newsletter")).toEqual([]);
});

test("newsletter signup works before hydration as a plain form post", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/newsletter-signup");
  const form = page.locator("main form.newsletter");
  await form.getByRole("checkbox", { name: "Newsletter" }).uncheck();
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("main form.newsletter").getByText("Please enter your email")).toBeVisible();
  await expect(page.locator("main form.newsletter").getByText("Please select a list to sign up.")).toBeVisible();
  await page.locator("main form.newsletter").getByLabel("Email address").fill(newEmail("nojs"));
  await page.locator("main form.newsletter").getByRole("checkbox", { name: "Newsletter" }).check();
  await page.locator("main form.newsletter").getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("main").getByTestId("newsletter-success")).toBeVisible();
  await context.close();
});

test("account newsletter preferences are saved and shown again", async ({ page }) => {
  await registerCustomer(page.request);
  await page.goto("/account/settings");
  const section = page.getByRole("region", { name: "Newsletters" });
  await expect(section.locator("form[data-hydrated]")).toBeAttached();
  await section.getByRole("checkbox", { name: "Rapid Fire deals" }).check();
  await section.getByRole("checkbox", { name: "Invitational tickets" }).check();
  await section.getByRole("button", { name: "Save preferences" }).click();
  await expect(section.getByTestId("newsletters-saved")).toHaveText("Your preferences were saved.");

  await page.reload();
  const again = page.getByRole("region", { name: "Newsletters" });
  await expect(again.getByRole("checkbox", { name: "Rapid Fire deals" })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: "Invitational tickets" })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: "Newsletter" })).not.toBeChecked();

  // A failure says so (SPEC §8).
  await page.route("**/svc_ssr/newsletters/**", (route) => route.fulfill({ status: 503, body: "{}" }));
  await expect(again.locator("form[data-hydrated]")).toBeAttached();
  await again.getByRole("checkbox", { name: "Newsletter" }).check();
  await again.getByRole("button", { name: "Save preferences" }).click();
  await expect(again.getByTestId("newsletters-error")).toHaveText("There was an error saving your preferences.");
  expect(await seriousViolations(page, "main")).toEqual([]);
});

test("earned store and programming pages: empty states and a 404 for an unknown program", async ({ page }) => {
  await registerCustomer(page.request);
  await page.goto("/account/earned-store");
  await expect(page.getByRole("heading", { level: 1, name: "Earned Store" })).toBeVisible();
  await expect(page.getByText("You have no earned discounts yet.")).toBeVisible();
  await page.goto("/account/programming");
  await expect(page.getByText("You have no programs yet.")).toBeVisible();
  const res = await page.goto(`/account/programming/${crypto.randomUUID()}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
