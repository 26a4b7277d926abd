import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { overflowOf } from "./layout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17 (catalog) in a browser: a merchandiser creates a configurable product from scratch with a
 * size option of two values and the two variants generated from it, uploads a photo to its gallery,
 * and lists it; a shopper (another browser, no console cookie) opens its page and sees the uploaded
 * image and the size selector with both sizes.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test("a merchandiser creates a configurable product with two sizes, uploads an image and lists it; the storefront shows both", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const sku = `E2E-TEE-${run}`.toUpperCase();
  const name = `Test Tee ${run}`;
  await signInNewStaff(page, "merchandiser", "merch-new");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  await page.getByLabel("Type").selectOption("configurable");
  await page.getByRole("textbox", { name: "SKU", exact: true }).fill(sku);
  await page.getByRole("textbox", { name: "Name in English", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Price in USA (USD)", exact: true }).fill("29.00");

  // The size option: two values, then the variants generated from them.
  await page.getByRole("button", { name: "Add a Size value" }).click();
  await page.getByRole("textbox", { name: "Size value 1", exact: true }).fill("S");
  await page.getByRole("button", { name: "Add a Size value" }).click();
  await page.getByRole("textbox", { name: "Size value 2", exact: true }).fill("M");
  await page.getByRole("textbox", { name: "Shown as (English)" }).nth(1).fill("Medium");
  await page.getByRole("button", { name: "Generate the variants" }).click();
  await expect(page.getByRole("group", { name: "Variants (2)" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "SKU of S", exact: true })).toHaveValue(`${sku}-S`);
  await page.getByRole("textbox", { name: "On hand of S", exact: true }).fill("5");
  await page.getByRole("textbox", { name: "On hand of M", exact: true }).fill("7");
  await page.getByRole("textbox", { name: "Price of M in USA", exact: true }).fill("31.00");
  await page.getByRole("button", { name: "Create the product" }).click();

  // The editor of the new, hidden product.
  await expect(page.getByRole("heading", { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.locator("#product-status")).toHaveValue("hidden");
  await expect(page.getByRole("link", { name: `${sku}-M`, exact: true })).toBeVisible();

  // A photo: JPEG bytes under a misleading name (the server tells the type by the bytes).
  const photo = await sharp({ create: { width: 1000, height: 800, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Images (JPEG, PNG or WebP, up to 10 MB each)")
    .setInputFiles({ name: "tee.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("textbox", { name: "Alt text of the new images (en)", exact: true }).fill("Blue tee");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("1 image(s) uploaded.");
  await expect(page.getByRole("img", { name: "Blue tee" })).toBeVisible();
  await expect(page.getByText("Main image", { exact: true })).toBeVisible();

  // An unsaved edit of the gallery survives a second upload: only the new image is appended.
  await page.locator("#img-alt-0").fill("Blue tee, front");
  await page
    .getByLabel("Images (JPEG, PNG or WebP, up to 10 MB each)")
    .setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("textbox", { name: "Alt text of the new images (en)", exact: true }).fill("Blue tee, back");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("1 image(s) uploaded.");
  await expect(page.locator("#img-alt-0")).toHaveValue("Blue tee, front");
  await expect(page.locator("#img-alt-1")).toHaveValue("Blue tee, back");

  // Listed: the upload moved the version; the save names the new one.
  await page.locator("#product-status").selectOption("listed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");

  // A shopper's browser: the product page shows the uploaded image and the size selector.
  const urlKey = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const shopper = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const shop = await shopper.newPage();
  await shop.goto(`/${urlKey}`);
  await expect(shop.getByRole("heading", { level: 1, name })).toBeVisible();
  const image = shop.locator(".product-layout img[src*='/media/products/']").first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const size = shop.getByRole("combobox", { name: /Size/ });
  await expect(size).toBeVisible();
  await expect(size.getByRole("option", { name: "S", exact: true })).toHaveCount(1);
  await expect(size.getByRole("option", { name: "Medium", exact: true })).toHaveCount(1);
  await shopper.close();
});

test("a merchandiser builds a product's custom option value by value, in English and German; the /de page shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Engraved Plate ${run}`;
  await signInNewStaff(page, "merchandiser", "merch-options");
  await page.goto("/admin/products/new");
  await page.getByRole("textbox", { name: "SKU", exact: true }).fill(`E2E-PLATE-${run}`.toUpperCase());
  await page.getByRole("textbox", { name: "Name in English", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Price in USA (USD)", exact: true }).fill("40.00");
  await page.getByRole("textbox", { name: "Price in EUR (EUR)", exact: true }).fill("38.00");
  await page.getByRole("textbox", { name: "On hand", exact: true }).fill("20");
  await page.getByRole("button", { name: "Create the product" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^${name}`) })).toBeVisible();

  // One option, two values, a form per value; a wrong price delta is named beside its field.
  await page.getByRole("button", { name: "Add a custom option" }).click();
  await page.getByRole("textbox", { name: "Option 1 title (en)", exact: true }).fill("Engraving");
  await page.getByRole("button", { name: "Add a value to option 1" }).click();
  await page.getByRole("button", { name: "Add a value to option 1" }).click();
  await page.getByRole("textbox", { name: "Label of option 1 value 1 (en)", exact: true }).fill("Logo");
  await page.getByRole("textbox", { name: "Price delta of option 1 value 1", exact: true }).fill("five");
  await page.getByRole("textbox", { name: "Label of option 1 value 2 (en)", exact: true }).fill("Initials");
  await page.getByRole("textbox", { name: "Price delta of option 1 value 2", exact: true }).fill("7.50");
  await page.locator("#product-status").selectOption("listed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("customOptions.0.values.0.price");
  await expect(page.getByRole("textbox", { name: "Price delta of option 1 value 1", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("textbox", { name: "Price delta of option 1 value 1", exact: true }).fill("5");
  // Initials first.
  await page.getByRole("button", { name: "Move option 1 value 2 up" }).click();
  await expect(page.getByRole("textbox", { name: "Label of option 1 value 1 (en)", exact: true })).toHaveValue(
    "Initials",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");

  // The German labels, beside the English ones.
  await page.getByLabel("Copy language").selectOption("de");
  await page.getByRole("textbox", { name: "Option 1 title (de)", exact: true }).fill("Gravur");
  await page.getByRole("textbox", { name: "Label of option 1 value 1 (de)", exact: true }).fill("Initialen");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");

  const urlKey = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const shopper = await browser.newContext({ baseURL });
  const shop = await shopper.newPage();
  await shop.goto(`/de/${urlKey}`);
  const engraving = shop.getByRole("combobox", { name: /Gravur/ });
  await expect(engraving).toBeVisible();
  await expect(engraving.getByRole("option")).toHaveText([/.+/, /^Initialen/, /^Logo/]);
  await shopper.close();
});

test("the New product screen fits a 390 px phone and is filled by keyboard", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewStaff(page, "merchandiser", "merch-phone");
  await page.goto("/admin/products/new");
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  // By keyboard: the type chosen with the arrow keys, a size value added with Enter on its button.
  await page.getByLabel("Type").focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Type")).toHaveValue("configurable");
  await page.getByRole("button", { name: "Add a Size value" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type("XL");
  await expect(page.getByRole("textbox", { name: "Size value 1", exact: true })).toHaveValue("XL");
  await page.getByRole("button", { name: "Generate the variants" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Variants (1)" })).toBeVisible();
  expect(await overflowOf(page)).toBeNull();
});
