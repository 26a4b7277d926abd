import { expect, type Page, test } from "@playwright/test";
import { registerCustomer, saveAddress } from "./account-support.ts";
import { fillCart, pickupableProduct } from "./checkout-support.ts";

/**
 * Issue 13 item 7, in the browser: one plural rule for every count (a one-item cart and a
 * one-product facet read "1 item", "1 product" wherever they show), the five-for-five offer in
 * plain words, and every select styled like the text inputs of its form.
 */

test.use({ viewport: { width: 1366, height: 900 } });
// Each test signs up or fills a cart through the API before it looks: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Counts read with a plural noun after 1, in the page's text (rendered or not: a closed filter
 * panel, visually-hidden words) and in its accessible labels.
 */
async function wrongPlurals(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong = /(?<![\d.,])1 (items|products|results|orders|uses|reviews|packages)\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let text = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest("script, style")) text += node.textContent;
    const labels = [...document.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label") ?? "");
    return [text, ...labels].flatMap((t) => t.match(wrong) ?? []);
  });
}

test("a one-item cart reads '1 item' in the cart, the header and the checkout summary", async ({ page, request }) => {
  await fillCart(page, await pickupableProduct(request));
  await page.goto("/cart");
  await expect(page.getByTestId("cart-count")).toHaveText("(1 item)");
  await expect(page.getByText("Subtotal (1 item)")).toBeVisible();
  await expect(page.locator("header a.cart-link")).toHaveAccessibleName("Cart, 1 item");
  expect(await wrongPlurals(page)).toEqual([]);

  await page.goto("/checkout/shipping");
  await expect(page.locator(".checkout-summary__count")).toHaveText("(1 item)");
  expect(await wrongPlurals(page)).toEqual([]);
});

test("a facet value with one product reads '1 product', and so does the listing it filters to", async ({ page }) => {
  await page.goto("/gear-apparel");
  expect(await wrongPlurals(page)).toEqual([]);
  const value = page
    .locator(".listing-facet__value")
    .filter({ has: page.locator(".listing-facet__count", { hasText: /^, 1 / }) })
    .first();
  await expect(value.locator(".listing-facet__count")).toHaveText(", 1 product");
  const filtered = await value.getAttribute("href");
  await page.goto(filtered as string);
  await expect(page.locator(".category-count")).toHaveText(/^1 product\b/);
  expect(await wrongPlurals(page)).toEqual([]);
});

test("a customer's cart explains five-for-five shipping in plain words", async ({ page, request }) => {
  await registerCustomer(page.request);
  await fillCart(page, await pickupableProduct(request));
  await page.goto("/cart");
  const offer = page.getByTestId("five-for-five");
  await expect(offer).toContainText("Five-for-five shipping");
  await expect(offer).toContainText("A member shipping offer on your account, redeemable on 2 more orders");
  await expect(offer.locator("dd")).toHaveText("2 orders left");
});

/**
 * The look of each select against the first text input of the same form: border, corners, height,
 * padding, font, background. Differences name the select and the property.
 */
async function unstyledSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PROPS = [
      "borderTopWidth",
      "borderTopStyle",
      "borderTopColor",
      "borderTopLeftRadius",
      "height",
      "paddingLeft",
      "fontSize",
      "backgroundColor",
    ] as const;
    const out: string[] = [];
    for (const select of document.querySelectorAll("main select")) {
      const form = select.closest("form, fieldset");
      const input = form?.querySelector<HTMLInputElement>(
        "input:is([type=text], [type=email], [type=tel], :not([type])):not([hidden])",
      );
      if (!input) continue;
      const a = getComputedStyle(select);
      const b = getComputedStyle(input);
      for (const p of PROPS)
        if (a[p] !== b[p]) out.push(`#${select.id || select.getAttribute("name")} ${p}: ${a[p]} ≠ ${b[p]}`);
    }
    return out;
  });
}

test("every select looks like the text inputs of its form: checkout, cart estimate, address book, cards", async ({
  page,
  request,
}) => {
  await fillCart(page, await pickupableProduct(request));
  const differ: string[] = [];
  await page.goto("/checkout/shipping");
  await expect(page.locator("#shipping-countryId")).toBeVisible();
  differ.push(...(await unstyledSelects(page)));
  await page.goto("/cart");
  // The estimate form is open while there is no estimate yet.
  await expect(page.locator("#estimate-country")).toBeVisible();
  differ.push(...(await unstyledSelects(page)));

  await registerCustomer(page.request);
  await page.goto("/account/address");
  await expect(page.getByRole("form", { name: "Add a new address" })).toBeVisible();
  differ.push(...(await unstyledSelects(page)));
  const saved = await saveAddress(page.request, { isDefaultBilling: true });
  expect(saved.status()).toBe(201);
  await page.goto("/account/payment-methods");
  await expect(page.locator("#card-billing")).toBeVisible();
  differ.push(...(await unstyledSelects(page)));
  expect(differ).toEqual([]);
});
