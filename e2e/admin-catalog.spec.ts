import { expect, test } from "@playwright/test";
import { listProducts } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17's browser journey: a merchandiser changes a product's price in the EUR store and its
 * German name in the console; the German storefront — the product page under /de and /de search —
 * shows both. The storefront is polled and the time it took is printed (a figure, never a failure:
 * the guest page cache is dropped by the change, so the first read after the save usually shows it).
 */

test.use({ viewport: { width: 1366, height: 900 } });

test("a merchandiser's new EUR price and German name show on the /de product page and in /de search", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "merchandiser", "merch-de");

  // The last plain product of the catalog (other journeys take the first ones): no special or promo
  // price, so the page shows the price it is given.
  const product = (await listProducts(page.request))
    .filter((p) => p.type === "simple" && p.stockStatus === "in_stock" && p.special_price === null && !p.promo)
    .at(-1);
  expect(product).toBeDefined();
  const { productId, url } = product as NonNullable<typeof product>;
  const germanName = `Quarzwerkprobe ${productId}`;

  await page.goto(`/admin/products/${productId}`);
  const englishName = await page.getByLabel("Name (en)").inputValue();
  await page.getByLabel("Copy language").selectOption("de");
  await expect(page.getByLabel("Name (de)")).toBeVisible();
  await page.getByLabel("Name (de)").fill(germanName);
  await page.getByLabel("Price in EUR", { exact: true }).fill("123.45");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");
  const saved = Date.now();

  // The storefront as a guest (no cookies of the console's page): the page cache must not hold the old page.
  const shopper = page.context().request;
  const shows = async (path: string, ...texts: string[]) => {
    const html = await (await shopper.get(path, { headers: { cookie: "" } })).text();
    return texts.every((t) => html.includes(t));
  };
  let productReads = 0;
  await expect
    .poll(
      async () => {
        productReads++;
        return shows(`/de${url}`, germanName, "123,45");
      },
      { intervals: [0, 100, 100, 250, 500], timeout: 30_000 },
    )
    .toBe(true);
  const productMs = Date.now() - saved;
  let searchReads = 0;
  await expect
    .poll(
      async () => {
        searchReads++;
        return shows(`/de/search?q=Quarzwerkprobe`, germanName);
      },
      { intervals: [0, 100, 100, 250, 500], timeout: 30_000 },
    )
    .toBe(true);
  const searchMs = Date.now() - saved;
  // From the console's "Saved." to the page that shows it, each read a full server render on this machine.
  console.log(
    `[figure] staff edit → storefront: /de product page after ${productMs} ms (${productReads} read(s)), /de search after ${searchMs} ms (${searchReads} read(s))`,
  );

  // In the console, English is the product's own text and stays as it was.
  await page.getByLabel("Copy language").selectOption("en");
  await expect(page.getByLabel("Name (en)")).toHaveValue(englishName);
  await expect(page.getByLabel("Price in EUR", { exact: true })).toHaveValue("123.45");

  // The English storefront keeps the English name (as React escapes it in the HTML).
  const escaped = englishName
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
  expect(await shows(`/de/en${url}`, escaped)).toBe(true);
});
