import { expect, type Page, test } from "@playwright/test";

/** The page has no sideways scroll at its width (390 px phones included). */
async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("The Index (issue #19)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hub → category → post → product card → cart, on a phone", async ({ page }) => {
    await page.goto("/theindex");
    await expect(page.getByRole("heading", { level: 1, name: "The Index" })).toBeVisible();
    await expect(page.getByTestId("index-card").first()).toBeVisible();
    await fitsWidth(page);

    await page.getByRole("navigation", { name: "Index categories" }).getByRole("link", { name: "Athletes" }).click();
    await expect(page).toHaveURL(/\/theindex\/athletes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Athletes" })).toBeVisible();
    const posts = page.getByTestId("index-category-posts");
    await expect(posts.getByText("Journeyman").first()).toBeVisible();
    await fitsWidth(page);

    // By keyboard: the card's title is its one link.
    const title = "Journeyman: Ines and the 120 kg log";
    await posts.getByRole("link", { name: title }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/theindex\/athletes\/journeyman-ines-log-press$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("By Lucía Ferrer")).toBeVisible();
    await expect(page.getByTestId("index-author")).toContainText("Lucía Ferrer");
    const related = page.getByTestId("index-related").getByRole("link");
    await expect(related).toHaveCount(3);
    await expect(related.filter({ hasText: title })).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: title, author: { name: "Lucía Ferrer" } });
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      "href",
      /\/de\/theindex\/athletes\/journeyman-ines-log-press$/,
    );
    await fitsWidth(page);

    // The story's gear: a product card opens the product, which goes in the cart.
    const gear = page.locator('[data-block="ProductCarousel"]');
    await gear
      .getByRole("link", { name: /Stonemark Strongman Log 12/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: /Stonemark Strongman Log 12/ })).toBeVisible();
    await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("purchase-status")).toContainText("Added to cart:");
  });

  test("in German: own words and slugs; another language's slug redirects; unknown is a 404", async ({ page }) => {
    await page.goto("/de/theindex");
    await expect(page.getByRole("heading", { level: 2, name: "Neueste Artikel" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Kategorien von The Index" })
      .getByRole("link", { name: "Kaufberatung" })
      .click();
    await expect(page).toHaveURL(/\/de\/theindex\/gear-guides$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kaufberatung" })).toBeVisible();
    await page
      .getByTestId("index-category-posts")
      .getByRole("link", { name: "Die richtige Langhantel wählen (und was die Daten wirklich bedeuten)" })
      .click();
    await expect(page).toHaveURL(/\/de\/theindex\/gear-guides\/langhantel-kaufberatung$/);
    await expect(page.getByText("Von Dane Okafor")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mehr aus The Index" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/de\/theindex\/gear-guides\/langhantel-kaufberatung$/,
    );

    // The English slug under /de lands on the German one.
    await page.goto("/de/theindex/gear-guides/how-to-choose-a-barbell");
    await expect(page).toHaveURL(/\/de\/theindex\/gear-guides\/langhantel-kaufberatung$/);

    for (const path of [
      "/de/theindex/keine-kategorie",
      "/de/theindex/training/kein-artikel",
      "/theindex/training?p=99",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
