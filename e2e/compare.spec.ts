import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

const RACKS = "/rogue-rigs-racks/power-racks";
const compareButtons = (page: Page) => page.getByTestId("category-grid").getByRole("button", { name: /comparison/ });

/** Adds the grid's n-th product to the comparison and waits for the compare page it lands on. */
async function addFromGrid(page: Page, n: number): Promise<string> {
  await page.goto(RACKS);
  const card = page.getByTestId("category-grid").locator("li").nth(n);
  const name = (await card.locator(".product-card__name").innerText()).trim();
  await card.getByRole("button", { name: /comparison/ }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByTestId("compare-table").getByRole("link", { name })).toBeVisible();
  return name;
}

test("compare three racks with differences only, then open the share URL in a fresh browser", async ({
  page,
  browser,
}) => {
  await page.goto(RACKS);
  await expect(compareButtons(page).first()).toBeVisible();
  const first = await addFromGrid(page, 0);

  // The second from its product page.
  await page.goto(RACKS);
  const second = (
    await page.getByTestId("category-grid").locator("li").nth(1).locator(".product-card__name").innerText()
  ).trim();
  await page.getByTestId("category-grid").getByRole("link", { name: second }).click();
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
  await page.getByRole("button", { name: `Add ${second} to the comparison` }).click();
  await expect(page).toHaveURL(/\/compare$/);

  const third = await addFromGrid(page, 2);
  const table = page.getByTestId("compare-table");
  const columns = table.locator("thead th.compare-table__product");
  await expect(columns).toHaveCount(3);
  await expect(page.getByText("3 products of 4")).toBeVisible();
  // Every rack is an Ironworks rack: the brand row is there until "differences only".
  await expect(table.locator('tr[data-code="manufacturer"]')).toBeVisible();
  await page.getByRole("link", { name: "Differences only" }).click();
  await expect(page).toHaveURL(/\/compare\?diff=1$/);
  await expect(page.getByRole("link", { name: "Differences only" })).toHaveAttribute("aria-current", "true");
  await expect(table.locator('tr[data-code="manufacturer"]')).toHaveCount(0);
  await expect(table.locator('tr[data-code="price"]')).toBeVisible();
  for (const row of await table.locator("tbody tr").all()) await expect(row).toHaveClass(/compare-table__differs/);

  // A barbell is another kind: a clear message, and the list stays as it was.
  await page.goto("/weightlifting-bars-plates/barbells");
  await page
    .getByTestId("category-grid")
    .getByRole("button", { name: /comparison/ })
    .first()
    .click();
  await expect(page.getByTestId("compare-error")).toHaveText(/can't be compared with the products in your list/);
  await expect(columns).toHaveCount(3);

  // The share URL names the three products; a fresh browser sees them without getting a list of its own.
  const share = await page.getByTestId("compare-share-link").getAttribute("href");
  expect(share).toMatch(/^\/compare\/[^,]+,[^,]+,[^,]+$/);
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(share ?? "/");
  await expect(other.getByRole("heading", { level: 1, name: "Shared comparison" })).toBeVisible();
  for (const name of [first, second, third])
    await expect(other.getByTestId("compare-table").getByRole("link", { name })).toBeVisible();
  await other.goto("/compare");
  await expect(other.getByText("Your compare list is empty.")).toBeVisible();
  // …unless they choose to take it over.
  await other.goto(share ?? "/");
  await other.getByRole("button", { name: "Make this my compare list" }).click();
  await expect(other).toHaveURL(/\/compare$/);
  await expect(other.getByRole("heading", { level: 1, name: "Compare products" })).toBeVisible();
  await expect(other.getByTestId("compare-table").locator("thead th.compare-table__product")).toHaveCount(3);

  // An unknown product in a shared URL is left out with a note, never an error page.
  const response = await other.goto(`${share},NOPE-404`);
  expect(response?.status()).toBe(200);
  await expect(other.getByTestId("compare-notes")).toHaveText(/NOPE-404/);
  // A link whose products are all unknown: said so (it is not the viewer's list), quoted as written.
  await other.goto("/compare/nope-1,Nope-2");
  await expect(other.getByTestId("compare-shared-empty")).toContainText("None of the products in this link");
  await expect(other.getByText("Your compare list is empty.")).toHaveCount(0);
  await expect(other.getByTestId("compare-notes")).toHaveText(/nope-1, Nope-2/);
  await fresh.close();
});

test("brands: A–Z index → a brand → its products and its articles in The Index", async ({ page }) => {
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
  const az = page.getByRole("navigation", { name: "Jump to a letter" });
  await az.getByRole("link", { name: "H", exact: true }).click();
  await expect(page).toHaveURL(/#brands-H$/);
  await page.getByRole("link", { name: /Halvard Steel/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Halvard Steel" })).toBeVisible();
  await expect(page.locator(".brand-page__story")).toHaveText(/barbells/);
  const products = page.getByTestId("brand-products").locator("li");
  expect(await products.count()).toBeGreaterThan(0);
  // The Index's articles about the brand's products, each a link into The Index.
  const articles = page
    .getByRole("region", { name: "Articles about Halvard Steel in The Index" })
    .getByTestId("index-card");
  await expect(articles.first()).toBeVisible();
  const article = articles.first().getByRole("link");
  const title = (await article.innerText()).trim();
  await article.click();
  await expect(page).toHaveURL(/\/theindex\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
  const name = (await products.first().locator(".product-card__name").innerText()).trim();
  await products.first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(".product-brand")).toHaveText("Halvard Steel");
  const missing = await page.goto("/brands/no-such-brand");
  expect(missing?.status()).toBe(404);
});
