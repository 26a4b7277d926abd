import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** The Index in search (issue #19 item 3) and its tag and author pages (item 2). */
test.describe("The Index in search", () => {
  test("the header preview shows Index articles beside products; /search has an Articles tab", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.click();
    await box.fill("kettlebell");
    const articles = page.getByTestId("search-preview-articles");
    await expect(articles.getByRole("option").first()).toBeVisible({ timeout: 10_000 });
    expect(await articles.getByRole("option").count()).toBeLessThanOrEqual(4);
    await expect(page.getByTestId("search-preview").getByRole("group", { name: "Articles" })).toBeVisible();
    // An article opens its post page.
    const first = articles.getByRole("option").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/theindex\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goto("/search?q=kettlebell");
    const tabs = page.getByRole("navigation", { name: "Search results" });
    await expect(tabs.getByRole("link", { name: /^Products \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: /^Articles \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/tab=articles/);
    const list = page.getByTestId("search-articles");
    await expect(list.getByTestId("index-card").first()).toBeVisible();
    expect(await list.getByTestId("index-card").count()).toBeLessThanOrEqual(4);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations).toEqual([]);
    // Past the last page of articles is a 404.
    expect((await page.goto("/search?q=kettlebell&tab=articles&ap=999"))?.status()).toBe(404);
  });

  test("in German: the Articles tab in German, the post's tag leads to the tag page, the byline to the author", async ({
    page,
  }) => {
    await page.goto("/de/search?q=langhantel&tab=articles");
    await expect(page.getByRole("link", { name: /^Artikel \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await page.goto("/de/theindex/gear-guides/langhantel-kaufberatung");
    await page.getByRole("navigation", { name: "Schlagwörter" }).getByRole("link", { name: "#Langhantel" }).click();
    await expect(page).toHaveURL(/\/de\/theindex\/tag\/barbell$/);
    await expect(page.getByRole("heading", { level: 1, name: "#Langhantel" })).toBeVisible();
    await expect(page.getByTestId("index-archive-posts").getByTestId("index-card").first()).toBeVisible();
    await page.goto("/de/theindex/gear-guides/langhantel-kaufberatung");
    await page.getByRole("link", { name: "Von Dane Okafor" }).click();
    await expect(page).toHaveURL(/\/de\/theindex\/author\/dane-okafor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dane Okafor" })).toBeVisible();
    for (const path of ["/theindex/tag/no-such-tag", "/theindex/author/nobody"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    // A category page names its RSS feed.
    await page.goto("/de/theindex/athletes");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/theindex/athletes/feed.xml?lang=de",
    );
  });
});
