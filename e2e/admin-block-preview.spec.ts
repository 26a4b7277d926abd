import { expect, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17: a standalone CMS block's editor previews the draft as the storefront renders rich text,
 * in the language's store, while the member types; nothing is published (the block stays as it was).
 */
test.use({ viewport: { width: 1366, height: 900 } });

test("a merchandiser's French draft of a block shows in the storefront preview as it is typed", async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "merchandiser", "merch-block");
  await page.goto("/admin/content/blocks/*/holiday-closure?locale=fr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("holiday-closure");
  const frame = page.locator('iframe[title="Storefront preview of the draft"]');
  await expect(frame).toHaveAttribute("src", "/fr/preview/cms");
  const words = `Entrepôt fermé ${Date.now().toString(36)}`;
  await page.getByLabel("HTML (fr)").fill(`<p>${words}</p>`);
  await expect(page.frameLocator('iframe[title="Storefront preview of the draft"]').getByText(words)).toBeVisible();
});
