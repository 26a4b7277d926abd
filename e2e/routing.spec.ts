import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";

test("an unknown path renders the 404 page with status 404 and noindex", async ({ page }) => {
  const response = await page.goto("/this-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
});

test("a redirect loop stops at the recursion limit with a 404", async ({ page }) => {
  const response = await page.goto("/loop-a");
  expect(response?.status()).toBe(404);
});

test("a legacy path redirects to its category, keeping the locale", async ({ page }) => {
  await page.goto("/de/barbells");
  // Anchored at the host: a doubled prefix (/de/de/…) must not pass.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/de\/weightlifting-bars-plates\/barbells$/);
});

test("/search without q goes home; /customer/account/login goes to /login", async ({ page }) => {
  await page.goto("/gb/search");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gb$/);
  await page.goto("/customer/account/login");
  await expect(page).toHaveURL(/\/login$/);
});

test("USA-only routes are 404 on other sites", async ({ page }) => {
  expect((await page.goto("/zeus-builder"))?.status()).toBe(200);
  expect((await page.goto("/de/zeus-builder"))?.status()).toBe(404);
});

test("canonical and hreflang alternates on every page; English EU variants are noindex", async ({ page }) => {
  await page.goto("/de/weightlifting-bars-plates");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/weightlifting-bars-plates$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
    "href",
    /\/gb\/weightlifting-bars-plates$/,
  );
  await page.goto("/de/en/weightlifting-bars-plates");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  await page.goto("/apo");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("high contrast toggles without a reload and survives one", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("button", { name: /accessibility/i })
    .first()
    .click();
  await page.getByRole("button", { name: /high contrast/i }).click();
  await expect(page.locator("html")).toHaveClass(/high-contrast/);
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "hc")?.value).toBe("1");
  const hc = (await page.context().cookies()).find((c) => c.name === "hc");
  expect(hc && hc.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/high-contrast/);
});

test("native-app paths hide the above-header strip", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".above-header")).toHaveCount(1);
  await page.goto("/app/featured");
  await expect(page.locator(".above-header")).toHaveCount(0);
});

test("a page rendered for a session is private; a guest's page is not marked", async ({ page }) => {
  const guest = await page.goto("/gear-apparel/mens-t-shirts");
  expect(guest?.headers()["cache-control"]).toBeUndefined();
  await registerCustomer(page.request);
  const signedIn = await page.goto("/gear-apparel/mens-t-shirts");
  expect(signedIn?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("button", { name: "Account menu for Erin" })).toBeVisible();
});
