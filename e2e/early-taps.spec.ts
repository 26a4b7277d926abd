import { expect, type Page, test } from "@playwright/test";

/*
 * A tap on a shell menu button before the page is interactive is not lost (features/shell/early-taps.tsx):
 * the browser's module for the page is held back, the shopper taps, and once the module runs and
 * React hydrates, the menu opens. Both with a freshly rendered page (the script allowed by the
 * response's nonce) and with one from the guest page cache (allowed by its hash).
 */

/** Holds the page's entry module until `release()`, so the page stays as the server sent it. */
async function holdHydration(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

for (const visit of ["rendered", "cached"] as const) {
  test(`desktop, ${visit} page: Shop pressed before hydration opens the mega menu once hydrated`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const path = visit === "cached" ? "/gb/weightlifting-bars-plates" : `/?early-tap=${Date.now()}`;
    // A guest's second request of a category page is a cache hit (ADR 0032); the home page is per visitor.
    if (visit === "cached") {
      // Another guest's visits fill the cache (stored once the page has been sent, so ask until a hit).
      const other = await browser.newContext();
      const warm = await other.newPage();
      await expect
        .poll(async () => (await warm.goto(path, { waitUntil: "commit" }))?.headers()["x-cache"], { timeout: 20_000 })
        .toBe("hit");
      await other.close();
    }
    const errors = cspErrors(page);
    const release = await holdHydration(page);
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    if (visit === "cached") expect(response?.headers()["x-cache"]).toBe("hit");
    const shop = page.getByRole("button", { name: "Shop", exact: true });
    await shop.click();
    await expect(shop).toHaveAttribute("data-early-tap", "pending");
    await expect(shop).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(shop).toHaveAttribute("aria-expanded", "true", { timeout: 20_000 });
    await expect(page.locator(".mega-menu").first()).toBeVisible();
    await expect(shop).toHaveAttribute("data-early-tap", "");
    // Pressed again, now by React alone: it closes (the replay does not linger).
    await shop.click();
    await expect(shop).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
  });
}

test("390 px: the menu button pressed before hydration opens the drawer once hydrated", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = cspErrors(page);
  const release = await holdHydration(page);
  await page.goto("/de/", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("button", { name: "Menü", exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute("data-early-tap", "pending");
  release();
  await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
