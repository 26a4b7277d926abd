import { expect, type Page, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17 item 4 in a browser: a merchandiser filters the product list, selects two products and
 * raises their USA price by 10 % in one bulk change, then opens one of them, gives it a special price
 * and a German description in one save; the storefront (a guest, no console cookie) shows the new
 * prices on both product pages, the special price, and the German description under /de.
 */
const CATALOG_API = "/svc_content/catalog";

test.use({ viewport: { width: 1366, height: 900 } });

interface Summary {
  productId: number;
  sku: string;
  name: string;
  type: string;
  url: string;
  price: number;
  special_price: number | null;
  promo: unknown;
  stockStatus: string;
}

const usd = (major: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(major);

/**
 * Two plain products (simple, in stock, no special or promo price) of the smallest menu category that
 * has two, the first of them also sold on /de (its German page is checked): the category's highest SKUs.
 */
async function twoPlainProducts(page: Page): Promise<{ categoryId: number; products: Summary[] }> {
  const menu: { id: number; children: { id: number }[] }[] = await (
    await page.request.get(`${CATALOG_API}/menu`)
  ).json();
  const categories: { categoryId: number; plain: Summary[]; count: number }[] = [];
  for (const id of menu.flatMap((m) => m.children.map((c) => c.id))) {
    const category = await (await page.request.get(`${CATALOG_API}/category/${id}?pageSize=200`)).json();
    const plain = (category.products as Summary[])
      .filter((p) => p.type === "simple" && p.stockStatus === "in_stock" && p.special_price === null && !p.promo)
      .sort((a, b) => (a.sku < b.sku ? -1 : 1));
    if (plain.length >= 2) categories.push({ categoryId: id, plain, count: category.productCount });
  }
  for (const { categoryId, plain } of categories.sort((a, b) => a.count - b.count)) {
    const [b, a] = plain.slice(-2) as [Summary, Summary];
    if ((await page.request.get(`/de${a.url}`)).status() === 200) return { categoryId, products: [a, b] };
  }
  throw new Error("no category with two plain products, the highest sold on /de");
}

test("a merchandiser filters products, bulk-raises two prices, gives one a special price and German copy; the storefront shows them", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, "merchandiser", "merch-bulk");
  const { categoryId, products } = await twoPlainProducts(page);
  const [a, b] = products as [Summary, Summary];

  // Filter: the category, simple, listed, in stock — by keyboard, as a merchandiser would.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter products" });
  await filters.getByLabel("Category id").fill(String(categoryId));
  await filters.getByLabel("Type").selectOption("simple");
  await filters.getByLabel("Status").selectOption("listed");
  await filters.getByLabel("In stock").selectOption("yes");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`categoryId=${categoryId}&status=listed&inStock=yes`));
  // The two are the category's highest SKUs: sort by SKU, highest first, so both are on the first page.
  const skuHeader = page.getByRole("columnheader", { name: "SKU" });
  await skuHeader.getByRole("button").click();
  await expect(skuHeader).toHaveAttribute("aria-sort", "ascending");
  await skuHeader.getByRole("button").click();
  await expect(skuHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=-sku/);
  const table = page.getByRole("table", { name: /Products/ });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  for (const p of [a, b]) await table.getByRole("checkbox", { name: `Select ${p.name} (${p.sku})` }).check();
  await expect(table).toHaveAccessibleName(/2 selected/);

  const bulk = page.getByRole("form", { name: /Change the selected products/ });
  await bulk.getByLabel("Change", { exact: true }).selectOption("price");
  await bulk.getByLabel("Store", { exact: true }).selectOption({ label: "USA" });
  await bulk.getByLabel("By", { exact: true }).selectOption("percent");
  await bulk.getByLabel(/^Value/).fill("10");
  await bulk.getByRole("button", { name: "Apply to 2 selected" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Changed 2 product(s).");
  const raised = (p: Summary) => Math.round(Math.round(p.price * 100) * 1.1) / 100;
  await expect(table.getByRole("row").filter({ hasText: a.sku })).toContainText(usd(raised(a)));

  // The editor: a special price in the USA store, then the German description, saved together.
  await table.getByRole("link", { name: a.sku }).click();
  await expect(page.getByLabel("Name (en)")).toBeVisible();
  const special = Math.round((raised(a) - 1) * 100) / 100;
  await page.getByLabel("Special price in USA").fill(special.toFixed(2));
  await page.getByLabel("Copy language").selectOption("de");
  await expect(page.getByRole("textbox", { name: "Description (de)", exact: true })).toBeVisible();
  const german = `Für schwere Sätze gebaut, Probe ${a.productId}.`;
  await page.getByRole("textbox", { name: "Description (de)", exact: true }).fill(german);
  await expect(page.getByLabel("Special price in USA")).toHaveValue(special.toFixed(2));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");

  // The storefront as a guest (a request context of its own, no console cookie): the caches were dropped by the saves.
  const shopper = await playwright.request.newContext({ baseURL });
  const html = async (path: string) => (await shopper.get(path)).text();
  await expect.poll(async () => (await html(b.url)).includes(usd(raised(b))), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await html(a.url)).includes(usd(special)), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await html(`/de${a.url}`)).includes(german), { timeout: 15_000 }).toBe(true);
  await shopper.dispose();
});
