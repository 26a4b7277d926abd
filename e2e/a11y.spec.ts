import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { REGIONS } from "./regions.ts";

async function seriousViolations(page: import("@playwright/test").Page) {
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

for (const region of REGIONS) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${region.name} ${viewport.width}px: home, category and product have no serious axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${region.prefix}/`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${region.prefix}/weightlifting-bars-plates`);
      expect(await seriousViolations(page)).toEqual([]);
      const href = await page.locator(".product-card a").first().getAttribute("href");
      await page.goto(href ?? "/");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
