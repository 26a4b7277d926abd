import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { REGIONS } from "./regions.ts";
import { gotoHydrated } from "./shell-support.ts";

/**
 * No serious or critical axe violations on the shop's main pages, per storefront and viewport.
 * One page per test, read only once it is hydrated (a scan of a page still hydrating sees another
 * DOM than the shopper, and competes with the hydration for the CPU). A full scan is genuinely long
 * CPU work — 3–14 s for a 1,500-element listing with both workers busy on a loaded 2-core
 * machine — so each test is marked slow rather than three pages sharing one 30 s budget.
 */

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

const CATEGORY = "/weightlifting-bars-plates";

const PAGES: { name: string; path: (page: Page, prefix: string) => Promise<string> }[] = [
  { name: "home", path: async (_, prefix) => `${prefix}/` },
  { name: "category", path: async (_, prefix) => `${prefix}${CATEGORY}` },
  {
    // The category's first product, as a shopper would open it.
    name: "product",
    path: async (page, prefix) => {
      await gotoHydrated(page, `${prefix}${CATEGORY}`);
      const href = await page.locator(".product-card a").first().getAttribute("href");
      expect(href).toBeTruthy();
      return href ?? "/";
    },
  },
];

for (const region of REGIONS) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${region.name} ${viewport.width}px`, () => {
      test.use({ viewport });
      for (const p of PAGES) {
        test(`${p.name} has no serious axe violations`, async ({ page }) => {
          test.slow();
          await gotoHydrated(page, await p.path(page, region.prefix));
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
}
