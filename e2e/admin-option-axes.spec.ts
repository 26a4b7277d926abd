import { expect, type Page, test } from "@playwright/test";
import { overflowOf } from "./layout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17 (ADR 0063) in a browser: a merchandiser adds a whole option ("Grip") to an existing
 * configurable product by keyboard, a shopper on a phone sees it on the product page with its one value
 * chosen and puts the product in the cart; removing the option is refused while it has two values, then
 * goes in two presses once it has one, and the product page no longer shows it. The product is made here
 * under a unique name (no seeded product changes).
 */
test.use({ viewport: { width: 1366, height: 900 } });

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const status = (page: Page) => page.locator("#main").getByRole("status");

test("a merchandiser adds an option every variant takes, a shopper buys with it, then it is removed again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = run();
  const sku = `E2E-AXIS-${tag}`.toUpperCase();
  const urlKey = `e2e-axis-${tag}`;
  await signInNewStaff(page, "merchandiser", "merch-axes");

  // An existing configurable product varying on Size S/M, listed.
  const made = await page.request.post("/svc_staff/products", {
    data: {
      type: "configurable",
      sku,
      urlKey,
      names: { en: `Axis Bar ${tag}` },
      prices: [{ storeId: 1, price: 2500 }],
      optionAttributes: [{ code: "size", label: "Size", values: ["S", "M"].map((v) => ({ value: v, label: v })) }],
      variants: ["S", "M"].map((size) => ({
        sku: `${sku}-${size}`,
        options: [{ code: "size", value: size }],
        qty: 5,
      })),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).id as number;
  const read = await (await page.request.get(`/svc_staff/products/${id}`)).json();
  const listed = await page.request.put(`/svc_staff/products/${id}`, {
    data: { version: read.version, status: "listed" },
  });
  expect(listed.status()).toBe(200);

  await page.goto(`/admin/products/${id}`);
  const options = page.getByRole("region", { name: "Options", exact: true });
  await expect(options).toBeVisible();
  // A code that is already an option: refused, shown by the form.
  const code = page.getByRole("textbox", { name: /Option code/ });
  await code.fill("size");
  await page.getByRole("textbox", { name: "Option label", exact: true }).fill("Grip");
  await page.getByRole("textbox", { name: "First value", exact: true }).fill("standard");
  await page.getByRole("textbox", { name: "First value label", exact: true }).fill("Standard");
  await page.getByRole("button", { name: "Add option", exact: true }).click();
  await expect(options.getByRole("alert")).toContainText("already an option or attribute");
  // By keyboard: the right code, Enter submits.
  await code.fill("grip");
  await code.press("Enter");
  await expect(status(page)).toContainText("Option Grip added.");
  await expect(options.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Grip", exact: true })).toBeVisible();

  // A shopper on a phone: Grip shows with its one value chosen; the product goes into the cart.
  const shopper = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const shop = await shopper.newPage();
  await shop.goto(`/${urlKey}`);
  // Hydrated before choosing: a choice made in the server's HTML is reset by hydration's state.
  await expect(shop.locator("form.product-form[data-ready]")).toBeAttached();
  const grip = shop.getByRole("combobox", { name: /Grip/ });
  await expect(grip).toBeVisible();
  await expect(grip).toHaveValue("standard");
  await shop.getByRole("combobox", { name: /Size/ }).selectOption("M");
  await shop.getByRole("button", { name: "Add to cart" }).click();
  await expect(shop.getByTestId("purchase-status")).toContainText("Added to cart:");
  await expect(shop.getByTestId("purchase-status")).toContainText("Standard");
  await expect(shop.locator("header .cart-link")).toHaveAccessibleName("Cart, 1 item");
  expect(await overflowOf(shop)).toBeNull();

  // A second grip value (through the option-values write): the option cannot be removed while it has two.
  const now = async () => (await (await page.request.get(`/svc_staff/products/${id}`)).json()).version as string;
  const thick = await page.request.post(`/svc_staff/products/${id}/option-values`, {
    data: {
      version: await now(),
      code: "grip",
      value: "thick",
      label: "Thick",
      variants: ["S", "M"].map((size) => ({ options: { size }, sku: `${sku}-${size}-THICK` })),
    },
  });
  expect(thick.status(), await thick.text()).toBe(201);
  await page.reload();
  await expect(options.getByRole("button", { name: "Remove option Grip…" })).toBeDisabled();
  const thin = await page.request.delete(
    `/svc_staff/products/${id}/option-values?version=${await now()}&code=grip&value=thick`,
  );
  expect(thin.status(), await thin.text()).toBe(200);
  await page.reload();

  // Two presses: the first asks, "Keep Grip" backs out, "for good" removes it.
  await options.getByRole("button", { name: "Remove option Grip…" }).click();
  await options.getByRole("button", { name: "Keep Grip" }).click();
  await options.getByRole("button", { name: "Remove option Grip…" }).click();
  await options.getByRole("button", { name: "Remove option Grip for good" }).click();
  await expect(status(page)).toContainText("Option Grip removed.");
  await expect(page.getByRole("columnheader", { name: "Grip", exact: true })).toHaveCount(0);
  await expect(options.getByRole("button", { name: "Remove option Size…" })).toBeDisabled();

  await shop.reload();
  await expect(shop.getByRole("combobox", { name: /Size/ })).toBeVisible();
  await expect(shop.getByRole("combobox", { name: /Grip/ })).toHaveCount(0);
  // The line added while the product had a grip still prices in the cart.
  await shop.goto("/cart");
  await expect(shop.getByText(`Axis Bar ${tag}`).first()).toBeVisible();
  await expect(shop.getByText("Invalid options selected")).toHaveCount(0);
  await shopper.close();
});
