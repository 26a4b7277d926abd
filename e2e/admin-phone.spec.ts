import { expect, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";

/*
 * The console on a 390 px phone: its list and create screens fit the screen's width. The new-category
 * form's Parent select once widened the page to 625 px (its longest option is a category's full path).
 */
test("the console's catalog and content screens fit a 390 px phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewStaff(page, "merchandiser", "merch-phone");
  for (const path of [
    "/admin/categories",
    "/admin/content",
    "/admin/products",
    "/admin/products/new",
    "/admin/redirects",
    "/admin/stock",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
