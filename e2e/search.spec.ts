import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request, test } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

/** Keyphrases of the search API calls the page makes (preview and widgets). */
function recordSearches(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req: Request) => {
    if (!req.url().includes("/search-api/search-rec/3")) return;
    const body = JSON.parse(req.postData() ?? "{}") as { data?: { query?: { keyphrase?: { value?: string[] } } } };
    seen.push(body.data?.query?.keyphrase?.value?.[0] ?? "");
  });
  return seen;
}

const box = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const preview = (page: Page) => page.getByTestId("search-preview");

async function openWithResults(page: Page) {
  await box(page).click();
  await expect(preview(page).getByRole("option").first()).toBeVisible({ timeout: 10_000 });
}

test("the preview opens on focus with 8 placeholders and loads 500 ms later", async ({ page }) => {
  await page.clock.install();
  const searches = recordSearches(page);
  await page.goto("/");
  await box(page).focus();
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("search-placeholder")).toHaveCount(8);
  await page.clock.runFor(450);
  expect(searches).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => searches.length).toBe(1);
  expect(searches[0]).toBe("");
  const products = preview(page).getByRole("group", { name: "Popular Products" }).getByRole("option");
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(12);
  await expect(page.getByTestId("search-placeholder")).toHaveCount(0);
});

test("later queries are debounced 250 ms and ask once for the last text", async ({ page }) => {
  await page.clock.install();
  const searches = recordSearches(page);
  await page.goto("/");
  await box(page).focus();
  // The preview's code loads on first focus; its placeholders show it is there and timing.
  await expect(page.getByTestId("search-placeholder")).toHaveCount(8);
  await page.clock.runFor(600);
  await expect.poll(() => searches.length).toBe(1);
  await expect(page.getByTestId("search-placeholder")).toHaveCount(0);
  // The page's clock stands still while typing, as for a quick hand on any machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await box(page).pressSequentially("kettle");
  await page.clock.runFor(200);
  expect(searches).toHaveLength(1);
  await page.clock.runFor(100);
  await expect.poll(() => searches.slice(1)).toEqual(["kettle"]);
  await page.clock.resume();
  const first = preview(page).getByRole("group", { name: "Products" }).getByRole("option").first();
  await expect(first).toContainText(/kettlebell/i);
});

test("arrow keys move through the options, Escape closes, Enter opens the active product", async ({ page }) => {
  await page.goto("/");
  await openWithResults(page);
  const answered = page.waitForResponse(
    (r) => r.url().includes("/search-api/search-rec/3") && (r.request().postData() ?? "").includes('"power bar"'),
  );
  await box(page).pressSequentially("power bar");
  await answered;
  await expect(page.getByRole("listbox", { name: "Search suggestions" })).toHaveAttribute("aria-busy", "false");
  const products = preview(page).getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toContainText(/power bar/i);
  const active = () => box(page).getAttribute("aria-activedescendant");
  /** Presses a key and waits until the active option changed. */
  const step = async (key: string) => {
    const before = (await active()) ?? "";
    await box(page).press(key);
    if (before) await expect(box(page)).not.toHaveAttribute("aria-activedescendant", before);
    else await expect(box(page)).toHaveAttribute("aria-activedescendant", /.+/);
  };
  await step("ArrowDown");
  const activeId = (await active()) ?? "";
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await step("ArrowUp");
  await box(page).press("Escape");
  await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  await expect(preview(page)).toBeHidden();
  await box(page).press("ArrowDown");
  await expect(box(page)).toHaveAttribute("aria-expanded", "true");
  // Walk to the first product and open it.
  const productId = await products.first().getAttribute("id");
  const name = (await products.first().locator(".search-preview__product-name").innerText()).trim();
  for (let i = 0; i < 30 && (await active()) !== productId; i++) await step("ArrowDown");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", productId ?? "");
  await box(page).press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(preview(page)).toBeHidden();
});

test("Enter goes to /search?q= and the results page lists products", async ({ page }) => {
  await page.goto("/");
  await box(page).fill("bumper plates");
  await box(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=bumper\+plates$|\/search\?q=bumper%20plates$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("bumper plates");
  await expect(page.getByTestId("listing-grid").locator(".product-card").first()).toBeVisible();
  await expect(box(page)).toHaveValue("bumper plates");
});

test("a redirect keyphrase goes to its page, with and without the preview", async ({ page }) => {
  await page.goto("/");
  await openWithResults(page);
  await box(page).fill("gift card");
  await box(page).press("Enter");
  await expect(page).toHaveURL(/\/gift-guide\/gift-cards$/);
  await page.goto("/gb/search?q=Gift+Cards");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gb\/gift-guide\/gift-cards$/);
});

test("no results shows 'No Results' with 'Top Suggestions'; typos get 'Did You Mean?'", async ({ page }) => {
  await page.goto("/");
  await openWithResults(page);
  await box(page).fill("qqzzxxqq");
  await expect(preview(page).getByText("No Results", { exact: true })).toBeVisible();
  await expect(preview(page).getByRole("group", { name: "Top Suggestions" }).getByRole("option").first()).toBeVisible();
  await box(page).fill("dumbel");
  const didYouMean = preview(page).getByRole("group", { name: "Did You Mean?" }).getByRole("option");
  await expect(didYouMean.first()).toBeVisible();
  expect(await didYouMean.count()).toBeLessThanOrEqual(4);
  await expect(didYouMean.filter({ hasText: /^dumbel$/ })).toHaveCount(0);
});

test("the invitational shortcut shows for parts of 'invitational' longer than 2 characters", async ({ page }) => {
  await page.goto("/");
  await openWithResults(page);
  await box(page).fill("vit");
  await expect(preview(page).getByRole("option", { name: "The Invitational" })).toBeVisible();
  await box(page).fill("in");
  await expect(preview(page).getByRole("option", { name: "The Invitational" })).toHaveCount(0);
});

test("the preview closes when focus leaves and on a route change; it has no serious axe violations", async ({
  page,
}) => {
  await page.goto("/");
  await openWithResults(page);
  const results = await new AxeBuilder({ page }).include("header").analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => `${n.target.join(" ")} ${n.failureSummary}`)
          .slice(0, 3)
          .join(" | ")}`,
    );
  expect(serious).toEqual([]);
  await page.keyboard.press("Tab"); // to the submit button: still inside the search form
  await page.keyboard.press("Tab");
  await expect(preview(page)).toBeHidden();
  await openWithResults(page);
  await preview(page).getByRole("group", { name: "Popular Products" }).getByRole("option").first().click();
  await expect(preview(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the preview closes when the window grows past the mobile layout", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await openWithResults(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(preview(page)).toBeHidden();
});

test("/search: facets, sort and paging live in the URL", async ({ page }) => {
  await page.goto("/search?q=plates");
  const count = page.locator(".listing-count");
  const before = await count.innerText();
  const brand = page.locator(".listing-facet", { hasText: "Brand" }).locator(".listing-facet__value").first();
  await brand.click();
  await expect(page).toHaveURL(/brand=/);
  await expect(count).not.toHaveText(before);
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  const url = page.url();
  await page.goto(url); // shareable: the same state renders from the URL alone
  await expect(page.locator(".listing-chip").first()).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
    [],
  );
});

test("/search without JavaScript: results render and the form works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de/search?q=hoodie");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(page.getByTestId("price").first()).toContainText("€");
  await page.goto("/search");
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test("/deals lists the site's deals, filterable by deal type", async ({ page }) => {
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expect(page.getByTestId("listing-grid").locator(".product-card").first()).toBeVisible();
  const dealFacet = page.locator(".listing-facet").filter({ has: page.locator("summary", { hasText: /^Deal$/ }) });
  const dealType = dealFacet.locator(".listing-facet__value").first();
  const label = (await dealType.locator(".listing-facet__text").innerText()).trim();
  await dealType.click();
  await expect(page).toHaveURL(new RegExp(`deal_type=${encodeURIComponent(label).replace(/%20/g, "(\\+|%20)")}`));
  await expect(page.locator(".listing-chip")).toContainText(label);
  await page.goto("/gb/deals");
  await expect(page.getByTestId("price").first()).toContainText("£");
});

test("category pages filter and sort through the category widget", async ({ page }) => {
  await page.goto("/weightlifting-bars-plates");
  // The filter panel is a server-rendered <details> (it works before hydration).
  await page.locator("summary", { hasText: /^Filter/ }).click();
  const brand = page.locator(".category-refine__facet", { hasText: "Brand" }).locator(".listing-facet__value").last();
  await expect(brand).toBeVisible();
  const count = (await brand.locator(".listing-facet__count").innerText()).match(/\d+/)?.[0];
  await brand.click();
  await expect(page).toHaveURL(/brand=/);
  await expect(page.locator(".category-products .category-count")).toHaveText(
    `${count} ${count === "1" ? "product" : "products"}`,
  );
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByTestId("category-grid").locator(".product-card").first()).toBeVisible();
});

test("a typo ranks the product type the shopper meant first, on /search and in the header preview", async ({
  page,
}) => {
  // The barbells, as their category page lists them.
  await page.goto("/gb/weightlifting-bars-plates/barbells");
  const barbells = new Set(
    (await page.getByTestId("category-grid").locator(".product-card__name").allInnerTexts()).map((t) => t.trim()),
  );
  expect(barbells.size).toBeGreaterThan(4);

  await page.goto("/gb/search?q=barbel");
  const names = page.getByTestId("listing-grid").locator(".product-card__name");
  await expect(names.first()).toBeVisible();
  const page4 = (await names.allInnerTexts()).slice(0, 4).map((t) => t.trim());
  expect(page4.filter((n) => !barbells.has(n))).toEqual([]);

  await box(page).fill("barbel");
  const first = preview(page).getByRole("group", { name: "Products" }).getByRole("option").first();
  await expect(first).toContainText(page4[0] as string);
});
