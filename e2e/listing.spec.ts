import { type Browser, expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

const CATEGORY = "/weightlifting-bars-plates";

async function noJsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** "$1,234.56" → 1234.56; null for a card without a price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("category-grid").locator(".product-card .price__final").allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, "")));
}

const countHeading = (page: Page) => page.locator(".category-products .category-count");

test("a filtered category URL renders the filtered results without JavaScript", async ({ browser }) => {
  const page = await noJsPage(browser);
  await page.goto(CATEGORY);
  const total = Number((await countHeading(page).innerText()).match(/^(\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);

  // The filter panel is a <details>: it opens natively, and its values are plain links.
  await page.locator("summary", { hasText: /^Filter/ }).click();
  const brand = page.locator(".category-refine__facet", { hasText: "Brand" }).locator(".listing-facet__value").last();
  await expect(brand).toBeVisible();
  const count = Number((await brand.locator(".listing-facet__count").innerText()).match(/\d+/)?.[0]);
  const name = (await brand.locator(".listing-facet__text").innerText()).trim();
  const href = await brand.getAttribute("href");
  expect(href).toMatch(/brand=/);
  expect(count).toBeLessThan(total);

  // A shared link: a fresh page without JavaScript renders the filtered grid from the URL alone.
  const shared = await noJsPage(browser);
  const response = await shared.goto(href ?? "/");
  expect(response?.status()).toBe(200);
  await expect(countHeading(shared)).toHaveText(new RegExp(`^${count} products?`));
  await expect(shared.getByTestId("category-grid").locator(".product-card")).toHaveCount(Math.min(count, 80));
  await expect(shared.locator(".listing-chip")).toContainText(name);
  await expect(shared.locator("summary", { hasText: /^Filter \(1\)/ })).toBeVisible();
  const selected = shared.locator(".category-refine__facet", { hasText: "Brand" }).locator("[data-selected]");
  await expect(selected).toHaveCount(1);
  await expect(selected.locator(".listing-facet__count")).toContainText(String(count));
  // The breadcrumbs, heading and description stay the catalog's.
  await expect(shared.getByRole("heading", { level: 1 })).toHaveText(
    await page.getByRole("heading", { level: 1 }).innerText(),
  );
  await page.context().close();
  await shared.context().close();
});

test("sorting works from the URL and from the GET form without JavaScript", async ({ browser }) => {
  const page = await noJsPage(browser);
  await page.goto(`${CATEGORY}?sort=price-asc`);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  const asc = await cardPrices(page);
  expect(asc.length).toBeGreaterThan(2);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));

  await page.getByLabel("Sort by").selectOption("price-desc");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  const desc = await cardPrices(page);
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  expect(desc[0]).toBeGreaterThanOrEqual(asc[asc.length - 1] ?? 0);
  await page.context().close();
});

test("paging links keep the sort and work without JavaScript", async ({ browser }) => {
  const page = await noJsPage(browser);
  let found = false;
  for (const path of ["/gear-apparel", "/weightlifting-bars-plates", "/rogue-rigs-racks", "/shoes"]) {
    await page.goto(`${path}?sort=name-asc`);
    const next = page.locator(".category-pagination").getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) continue;
    await next.click();
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect(page).toHaveURL(/p=2/);
    await expect(countHeading(page)).toContainText("showing 81–");
    await expect(page.getByLabel("Sort by")).toHaveValue("name-asc");
    found = true;
    break;
  }
  test.skip(!found, "no seeded category has more than one page");
  await page.context().close();
});

test("gift-guide bands list only products under the band in the site's currency", async ({ page }) => {
  for (const [path, limit] of [
    ["/gift-guide/gifts-under-30", 30],
    ["/gb/gift-guide/gifts-under-40", 40],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).toBeLessThan(limit);
  }
});

for (const prefix of ["", "/gb"]) {
  test(`${prefix || "USA"}: the similar-products slot loads when scrolled to and links to products sold here`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${CATEGORY}`);
    const productHref = await page.locator(".product-card a").first().getAttribute("href");
    expect(productHref).toBeTruthy();
    // The server renders a reserved placeholder; the browser fills it once it is (nearly) in view —
    // how near depends on how fast the gallery above it lays out, so the first state is read from the HTML.
    const html = await (await page.request.get(productHref ?? "/")).text();
    expect(html).toMatch(
      /data-state="loading"[^>]*data-testid="similar-products"|data-testid="similar-products"[^>]*data-state="loading"/,
    );
    await page.goto(productHref ?? "/");
    const slot = page.getByTestId("similar-products");
    expect((await slot.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute("data-state", "loaded");
    await expect(slot.getByRole("heading", { name: "Similar products" })).toBeVisible();
    const links = slot.locator(".product-card a");
    const n = await links.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(12);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).not.toContain(productHref);
    for (const href of hrefs) {
      expect(href.startsWith(`${prefix}/`)).toBe(true);
      if (prefix === "") expect(href).not.toMatch(/^\/(gb|de|eu|ca|au)\//);
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
    }
    if (prefix === "/gb") await expect(slot.getByTestId("price").first()).toContainText("£");
  });
}

test("the home page's 'You may also like' row loads when scrolled to", async ({ page }) => {
  await page.goto("/gb");
  const slot = page.getByTestId("for-you");
  await expect(slot).toHaveAttribute("data-state", "loading");
  await slot.scrollIntoViewIfNeeded();
  await expect(slot).toHaveAttribute("data-state", "loaded");
  const links = slot.locator(".product-card a");
  expect(await links.count()).toBeGreaterThan(0);
  await expect(slot.getByTestId("price").first()).toContainText("£");
});
