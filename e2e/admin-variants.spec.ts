import { expect, type Page, test } from "@playwright/test";
import { CATALOG_API } from "./catalog-support.ts";
import { overflowOf } from "./layout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17 (ADR 0058, 0062) in a browser: a merchandiser adds a size to an existing configurable product
 * with its price, stock and German label, a shopper sees it in the picker (in German on /de) and puts it
 * in the cart; a colour gets a swatch the picker shows; the colours are reordered from the keyboard and
 * the picker follows; a size removed (a second press) leaves the picker. And the console's deletes: a
 * category with a sub-category is refused with the message, an empty one goes and its URL 301s to its
 * parent, the parent goes too (the menu is as before); a CMS page and a CMS block go.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** The URL key prefix of the deletes journey's top-level category (a retry removes an earlier attempt's). */
const PARENT = "e2e-deletes-parent-";
const status = (page: Page) => page.locator("#main").getByRole("status");

test("a merchandiser adds a size with price and stock, sets a swatch and removes a size; the storefront follows", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = run();
  const sku = `E2E-VAR-${tag}`.toUpperCase();
  const urlKey = `e2e-var-${tag}`;
  await signInNewStaff(page, "merchandiser", "merch-variants");

  // An existing configurable product: Size S/M × Colour Red/Blue, listed (as POST /products makes one).
  const made = await page.request.post("/svc_staff/products", {
    data: {
      type: "configurable",
      sku,
      urlKey,
      names: { en: `Variant Tee ${tag}` },
      // Sold in the euro store too: /de shows it.
      prices: [
        { storeId: 1, price: 2500 },
        { storeId: 5, price: 2300 },
      ],
      optionAttributes: [
        { code: "size", label: "Size", values: ["S", "M"].map((v) => ({ value: v, label: v })) },
        {
          code: "color",
          label: "Colour",
          values: [
            { value: "red", label: "Red" },
            { value: "blue", label: "Blue" },
          ],
        },
      ],
      variants: ["S", "M"].flatMap((size) =>
        ["red", "blue"].map((color) => ({
          sku: `${sku}-${size}-${color}`.toUpperCase(),
          options: [
            { code: "size", value: size },
            { code: "color", value: color },
          ],
          qty: 5,
        })),
      ),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).id as number;
  const read = await (await page.request.get(`/svc_staff/products/${id}`)).json();
  expect(
    (
      await page.request.put(`/svc_staff/products/${id}`, { data: { version: read.version, status: "listed" } })
    ).status(),
  ).toBe(200);

  // The editor: a new size, one variant per colour, SKU suggested, price and stock typed.
  await page.goto(`/admin/products/${id}`);
  await expect(page.getByRole("heading", { name: "Options and variants" })).toBeVisible();
  await page.getByRole("textbox", { name: "New Size value", exact: true }).fill("XL");
  await page.getByRole("textbox", { name: "New Size label", exact: true }).fill("Extra large");
  await page.getByRole("textbox", { name: "New Size label (de)", exact: true }).fill("Extragroß");
  await expect(page.getByRole("textbox", { name: "SKU of Red", exact: true })).toHaveValue(`${sku}-RED-XL`);
  await page.getByRole("textbox", { name: "Price of Red in USA", exact: true }).fill("33.00");
  await page.getByRole("textbox", { name: "Stock of Red", exact: true }).fill("6");
  await page.getByRole("textbox", { name: "Stock of Blue", exact: true }).fill("4");
  await page.getByRole("button", { name: "Add Size value" }).click();
  await expect(status(page)).toContainText("Size Extra large added.");
  await expect(page.getByRole("link", { name: `${sku}-RED-XL`, exact: true })).toBeVisible();

  // A shopper on a phone: XL in the picker; XL in red goes into the cart at its price.
  const shopper = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const shop = await shopper.newPage();
  await shop.goto(`/${urlKey}`);
  // Hydrated before choosing: a choice made in the server's HTML is reset by hydration's state.
  await expect(shop.locator("form.product-form[data-ready]")).toBeAttached();
  const size = shop.getByRole("combobox", { name: /Size/ });
  await expect(size.getByRole("option", { name: "Extra large", exact: true })).toHaveCount(1);
  await size.selectOption("XL");
  await shop.getByRole("combobox", { name: /Colour/ }).selectOption("red");
  await shop.getByRole("button", { name: "Add to cart" }).click();
  await expect(shop.getByTestId("purchase-status")).toContainText("Added to cart:");
  await expect(shop.locator("header .cart-link")).toHaveAccessibleName("Cart, 1 item");

  // On /de the new size shows its German label.
  const german = await shopper.newPage();
  await german.goto(`/de/${urlKey}`);
  await expect(
    german.locator("select").filter({ has: german.getByRole("option", { name: "Extragroß", exact: true }) }),
  ).toHaveCount(1);
  await german.close();

  // A swatch for Red: the picker shows the colours as swatches, Red's in its colour, named by its label.
  await page.getByRole("textbox", { name: "Swatch of Red (#rrggbb)", exact: true }).fill("#CC0000");
  await page.getByRole("button", { name: "Save swatch of Red" }).click();
  await expect(status(page)).toContainText("Swatch of Red saved.");
  await shop.reload();
  const red = shop.getByRole("radio", { name: "Red", exact: true });
  await expect(red).toBeVisible();
  await expect(shop.locator(".option-swatch", { has: red }).locator(".option-swatch__chip")).toHaveAttribute(
    "style",
    /#cc0000/,
  );
  await red.focus();
  await expect(red).toBeFocused();
  expect(await overflowOf(shop)).toBeNull();

  // Blue before Red, from the keyboard: the focus stays on Blue's move buttons; the picker follows.
  const blueUp = page.getByRole("button", { name: "Move Colour Blue up", exact: true });
  await blueUp.focus();
  await page.keyboard.press("Enter");
  await expect(status(page)).toContainText("Colour Blue moved up.");
  await expect(page.getByRole("button", { name: "Move Colour Blue down", exact: true })).toBeFocused();
  await shop.reload();
  const colours = shop.getByRole("radio");
  await expect(colours.first()).toHaveAccessibleName("Blue");
  await expect(colours.nth(1)).toHaveAccessibleName("Red");

  // Size S removed with a second press (its variants were never ordered: deleted); the picker no longer offers it.
  await page.getByRole("button", { name: "Remove Size S…", exact: true }).click();
  await page.getByRole("button", { name: "Keep Size S", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Size S…", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove Size S…", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Size S for good", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove Size S for good", exact: true }).click();
  await expect(status(page)).toContainText("Size S removed.");
  await expect(page.getByRole("link", { name: `${sku}-S-RED`, exact: true })).toHaveCount(0);
  await shop.reload();
  await expect(
    shop.getByRole("combobox", { name: /Size/ }).getByRole("option", { name: "M", exact: true }),
  ).toHaveCount(1);
  await expect(
    shop.getByRole("combobox", { name: /Size/ }).getByRole("option", { name: "S", exact: true }),
  ).toHaveCount(0);
  await shopper.close();
});

test("the console deletes: a category with a sub-category is refused, an empty one goes and 301s to its parent; a CMS page and block go", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = run();
  await signInNewStaff(page, "merchandiser", "merch-deletes");
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/svc_staff${path}`, { data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const menuNames = async () =>
    ((await (await page.request.get(`${CATALOG_API}/menu`)).json()) as { name: string }[]).map((c) => c.name);
  // An earlier attempt's categories go first (a retry), deepest first: the menu is as other journeys expect.
  const sweep = async () => {
    const { categories } = (await (await page.request.get("/svc_staff/categories")).json()) as {
      categories: { id: number; urlPath: string }[];
    };
    const mine = categories
      .filter((c) => c.urlPath.replace(/^\//, "").startsWith(PARENT))
      .sort((a, b) => b.urlPath.length - a.urlPath.length);
    for (const c of mine) {
      const { version } = await (await page.request.get(`/svc_staff/categories/${c.id}`)).json();
      await page.request.delete(`/svc_staff/categories/${c.id}?version=${encodeURIComponent(version)}`);
    }
  };
  await sweep();
  const menuBefore = await menuNames();
  const parentKey = `${PARENT}${tag}`;
  const parent = await post("/categories", {
    parentId: null,
    copy: { en: { name: `Parent ${tag}`, urlKey: parentKey } },
  });
  const child = await post("/categories", {
    parentId: parent.id,
    copy: { en: { name: `Child ${tag}`, urlKey: `child-${tag}` } },
  });

  await page.goto(`/admin/categories/${parent.id}`);
  await page.getByRole("button", { name: "Delete category…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("alert")).toContainText("still has sub-categories or products");

  await page.goto(`/admin/categories/${child.id}`);
  await page.getByRole("button", { name: "Delete category…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const moved = await page.request.get(`/${parentKey}/child-${tag}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location ?? "", "http://x").pathname).toBe(`/${parentKey}`);

  // The parent, empty now, goes too: the storefront menu is as it was.
  await page.goto(`/admin/categories/${parent.id}`);
  await page.getByRole("button", { name: "Delete category…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect.poll(async () => (await menuNames()).includes(`Parent ${tag}`)).toBe(false);
  expect((await menuNames())[0]).toBe(menuBefore[0]);

  const cms = await post("/cms/pages", {
    identifier: `story-${tag}`,
    site: "*",
    url: `/story-${tag}`,
    title: `Story ${tag}`,
  });
  expect((await page.request.get(`/story-${tag}`)).status()).toBe(200);
  await page.goto(`/admin/content/pages/${cms.id}`);
  await page.getByRole("button", { name: "Delete page…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  expect((await page.request.get(`/story-${tag}`)).status()).toBe(404);

  await post("/cms/blocks", { name: `strip-${tag}`, site: "EUR", content: "<p>Free shipping</p>" });
  await page.goto(`/admin/content/blocks/EUR/strip-${tag}`);
  await page.getByRole("button", { name: "Delete block…" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  expect((await page.request.get(`/svc_content/site/EUR/cms/block/strip-${tag}`)).status()).toBe(404);
});
