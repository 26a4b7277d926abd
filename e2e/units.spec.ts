import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { fillRegionalCart } from "./checkout-support.ts";

/**
 * Issue 13 item 6: metric storefronts read kg and cm (one unit rule, ADR 0020), and the address
 * forms show the region field the way each country has it (none for Germany, "State" in the US).
 */

/** A figure in US units, as a shopper would spot it: "45 lb", "10 lbs", "14-inch", "53 × 68 in", "6 ft". */
const US_FIGURE = /\d\s?(?:lbs?|pounds?)\b|\d(?:-inch|\s?inch(?:es)?|\s?ft|\s?feet)\b|\d in\b(?! the\b)/i;

async function productUrl(page: Page, name: string): Promise<string> {
  const product = (await listProducts(page.request)).find((p) => p.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product.url;
}

test("an lb plate pair reads in kg on /de and /gb pages, and in lb on the US page", async ({ page }) => {
  const url = await productUrl(page, "Ironworks Training Bumper Plates - 45 lb Pair");
  // /de reads the German name (ADR 0038): the maker's model name, "Pair" in German.
  for (const [prefix, pair] of [
    ["/de", "Paar"],
    ["/gb", "Pair"],
  ]) {
    await page.goto(`${prefix}${url}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Ironworks Training Bumper Plates - 20.4 kg ${pair}`,
    );
    const text = (await page.locator("main").innerText()).split("\n");
    expect(text.filter((line) => US_FIGURE.test(line))).toEqual([]);
    expect(await page.title()).not.toMatch(/\blb\b/);
  }
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ironworks Training Bumper Plates - 45 lb Pair");
  await expect(page.locator("main")).toContainText("about 90 lb together");
});

test("a rack's specs, and a category listing, read in kg and cm on /gb", async ({ page }) => {
  let rackUrl: string | undefined;
  for (const p of (await listProducts(page.request)).filter((p) => /Power Rack/.test(p.name))) {
    const res = await page.request.get(`/svc_content/site/GBR/catalog/product/${p.productId}`);
    if (res.ok()) {
      rackUrl = p.url;
      break;
    }
  }
  expect(rackUrl).toBeDefined();
  await page.goto(`/gb${rackUrl}`);
  const features = page.locator(".product-features");
  await expect(features).toContainText(/Weight: [\d.,]+ kg/);
  await expect(features).toContainText(/Footprint: [\d.,]+ × [\d.,]+ c?m/);
  expect(US_FIGURE.test(await page.locator("main").innerText())).toBe(false);

  await page.goto("/gb/weightlifting-bars-plates/bumper-plates");
  const cards = page.locator(".product-card");
  await expect(cards.first()).toBeVisible();
  const names = await cards.allInnerTexts();
  expect(names.some((n) => /\d kg Pair/.test(n))).toBe(true);
  expect(names.filter((n) => US_FIGURE.test(n))).toEqual([]);
});

test("the account address form has no region field in Germany or France, 'State' in the US, an optional 'County' in GB", async ({
  page,
}) => {
  test.slow(); // sign-up through the mail outbox first
  await page.goto("/de/404");
  await registerCustomer(page.request, { firstname: "Grete", lastname: "Muster" });
  const openForm = async (prefix: string) => {
    await page.goto(`${prefix}/account/address`);
    await page.locator("form[data-hydrated]").first().waitFor();
    return page.getByRole("form", { name: "Add a new address" });
  };

  // The EUR store in English (/de/en): this is about the fields each country has, not their language.
  let form = await openForm("/de/en");
  await expect(form.getByLabel("Country")).toHaveValue("DE");
  await expect(form.locator("[name=region]")).toHaveCount(0);
  await expect(form.getByLabel(/Province|State|Region|County/)).toHaveCount(0);
  await form.getByLabel("Country").selectOption("FR");
  await expect(form.locator("[name=region]")).toHaveCount(0);
  await form.getByLabel("Country").selectOption("ES");
  await expect(form.getByRole("combobox", { name: "Province" })).toBeVisible();

  form = await openForm("");
  await expect(form.getByLabel("Country")).toHaveValue("US");
  await expect(form.getByRole("combobox", { name: "State" })).toBeVisible();

  form = await openForm("/gb");
  await expect(form.getByLabel("Country")).toHaveValue("GB");
  await expect(form.getByRole("textbox", { name: /^County/ })).toBeVisible();
});

test("the /de/en checkout address form has no region field for Germany or Austria, a 'Province' list for Spain", async ({
  page,
}) => {
  test.slow();
  await page.goto("/de/404");
  await registerCustomer(page.request, { firstname: "Grete", lastname: "Muster" });
  await fillRegionalCart(page, "/de"); // the EUR store's cart, whichever language
  await page.goto("/de/en/checkout");
  await expect(page).toHaveURL(/\/de\/en\/checkout\/shipping$/);
  const country = page.locator("#shipping-countryId");
  await expect(country).toHaveValue("DE");
  await expect(page.locator("#shipping-region")).toHaveCount(0);
  await expect(page.locator("main").getByLabel(/Province/)).toHaveCount(0);
  await country.selectOption("AT");
  await expect(page.locator("#shipping-region")).toHaveCount(0);
  await country.selectOption("ES");
  await expect(page.getByRole("combobox", { name: "Province" })).toBeVisible();
});
