import { expect, test } from "@playwright/test";
import { REGIONS } from "./regions.ts";

test.use({ viewport: { width: 1440, height: 900 } });

for (const region of REGIONS) {
  test(`${region.name}: home → category → product in the region's currency`, async ({ page }) => {
    const response = await page.goto(`${region.prefix}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    // Marks this document: it survives only if the next navigations happen inside the SPA.
    await page.evaluate(() => {
      (window as unknown as { __spa: boolean }).__spa = true;
    });

    await page.getByRole("button", { name: "Shop", exact: true }).click();
    await page.locator(`.mega-menu a[href="${region.prefix}/weightlifting-bars-plates"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${region.prefix}/weightlifting-bars-plates$`));
    // The URL changes before React commits the new page: wait for the category, not any h1 or card.
    // Category names are in the page's language (ADR 0038): /de is German.
    const heading = region.prefix === "/de" ? "Langhanteln & Hantelscheiben" : "Weightlifting Bars & Plates";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const firstCard = page.locator(".product-card").first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard.getByTestId("price").first()).toContainText(region.currency);

    const productName = (await firstCard.locator(".product-card__name").innerText()).trim();
    await firstCard.locator("a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await expect(page.getByTestId("price").first()).toContainText(region.currency);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  });
}

test("EUR and GBR show VAT-inclusive prices; the same product costs different amounts per store", async ({ page }) => {
  await page.goto("/weightlifting-bars-plates");
  const href = await page.locator(".product-card a").first().getAttribute("href");
  expect(href).toBeTruthy();
  const prices: string[] = [];
  // The VAT note in the store's language (issue 15): German on /de, English on /gb.
  for (const [prefix, vat] of [
    ["", null],
    ["/de", "inkl. MwSt."],
    ["/gb", "incl. VAT"],
  ] as const) {
    await page.goto(`${prefix}${href}`);
    const price = page.getByTestId("price").first();
    prices.push(await price.innerText());
    if (vat) await expect(price).toContainText(vat);
  }
  expect(new Set(prices).size).toBe(3);
});

test("a server-rendered product page works before hydration", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gb/weightlifting-bars-plates");
  const link = page.locator(".product-card a").first();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("price").first()).toContainText("£");
  await context.close();
});
