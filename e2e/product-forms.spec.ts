import AxeBuilder from "@axe-core/playwright";
import type { Product, ProductComplete } from "@ironworks/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CATALOG_API, listProducts } from "./catalog-support.ts";

/**
 * The product page's purchase form for each product type, priced live in the browser by the same
 * engine the server uses. Products are found through the catalog API by type and shape, not by id.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const API = CATALOG_API;

async function findProduct(
  request: APIRequestContext,
  type: Product["type"],
  fits: (p: ProductComplete) => boolean = () => true,
): Promise<ProductComplete> {
  for (const summary of await listProducts(request)) {
    if (summary.type !== type) continue;
    const product: ProductComplete = await (await request.get(`${API}/product/complete/${summary.productId}`)).json();
    if (fits(product)) return product;
  }
  throw new Error(`no ${type} product fits`);
}

const inStock = (p: Product) => p.inventory.qoh > 5 || p.inventory.backorder;

/** Opens a product page and waits for hydration (the form marks itself ready). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
}

/** "$1,234.50" / "1.234,50 €" → 1234.5 */
function amount(text: string): number {
  const digits = text.replace(/[^\d.,]/g, "");
  const euro = /,\d{2}$/.test(digits);
  return Number(euro ? digits.replace(/\./g, "").replace(",", ".") : digits.replace(/,/g, ""));
}

const total = (page: Page) => page.getByTestId("product-total").locator(".product-total__amount");
const status = (page: Page) => page.getByTestId("purchase-status");

/** What the server's price seam charges for a buy request: the browser's total must match it. */
async function serverTotal(request: APIRequestContext, item: Record<string, unknown>): Promise<number> {
  const response = await request.post(`${API}/price`, { data: { items: [item] } });
  expect(response.status()).toBe(200);
  return (await response.json()).total;
}

test("configurable: choosing colour and size resolves the child — SKU and price follow", async ({ page, request }) => {
  const product = await findProduct(
    request,
    "configurable",
    (p) =>
      p.configurableAttributes.length === 2 &&
      p.configurableAttributes.some((a) => a.values.some((v) => v.swatch)) &&
      p.children.filter(inStock).length > 1,
  );
  const colour = product.configurableAttributes.find((a) => a.values.some((v) => v.swatch));
  const other = product.configurableAttributes.find((a) => a !== colour);
  if (!colour || !other) throw new Error("unexpected attributes");
  const child = product.children.filter(inStock).at(-1) as Product;
  const colourValue = colour.values.find((v) => v.value === child.attributes[colour.code]);
  const otherValue = other.values.find((v) => v.value === child.attributes[other.code]);
  if (!colourValue || !otherValue) throw new Error("child values not in the attributes");

  await open(page, product.url);
  await expect(page.getByTestId("product-sku")).toHaveText(product.sku);
  await expect(total(page)).toHaveText("—");

  // Submitting before choosing names the missing attribute next to its field.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(`Please choose a ${other.label.toLowerCase()}.`)).toBeVisible();

  await page.getByRole("radio", { name: colourValue.label, exact: true }).check({ force: true });
  await page.getByLabel(other.label).selectOption(otherValue.value);
  await expect(page.getByTestId("product-sku")).toHaveText(child.sku);
  await expect(page.getByText(`Please choose a ${other.label.toLowerCase()}.`)).toHaveCount(0);
  const paid = child.attributes.special_price ?? child.price ?? 0;
  await expect(page.locator(".product-price .price__final")).toContainText(paid.toFixed(2));
  expect(amount(await total(page).innerText())).toBe(paid);

  await page.getByLabel("Quantity").fill("2");
  await expect.poll(async () => amount(await total(page).innerText())).toBe(Math.round(paid * 200) / 100);
  const options = { [colour.code]: colourValue.value, [other.code]: otherValue.value };
  expect(await serverTotal(request, { productId: product.productId, qty: 2, options })).toBe(
    amount(await total(page).innerText()),
  );
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText("Added to cart: 2 ×");
  // The line's description, as the cart, checkout, the order page and the mail print it (issue 13).
  await expect(status(page)).toContainText(
    `${colour.label}: ${colourValue.label}, ${other.label}: ${otherValue.label}`,
  );
});

test("bundle: changing an optional child and its quantity updates the total; a removed required option errors only after interaction", async ({
  page,
  request,
}) => {
  const product = await findProduct(
    request,
    "bundle",
    (p) =>
      p.bundleOptions.some((o) => !o.isRequired && o.values.some((v) => v.canChangeQty)) &&
      p.bundleOptions.some((o) => o.isRequired && o.includedProductId === null && o.values.some((v) => v.canChangeQty)),
  );
  const optional = product.bundleOptions.find((o) => !o.isRequired && o.values.some((v) => v.canChangeQty));
  const required = product.bundleOptions.find(
    (o) => o.isRequired && o.includedProductId === null && o.values.some((v) => v.canChangeQty),
  );
  if (!optional || !required) throw new Error("unexpected bundle");
  const value = optional.values.find((v) => v.canChangeQty) as (typeof optional.values)[number];
  const member = product.children.find((c) => c.productId === value.productId) as Product;
  const requiredValue = required.values.find((v) => v.isDefault && v.canChangeQty) ?? required.values[0];
  const requiredMember = product.children.find((c) => c.productId === requiredValue?.productId) as Product;

  await open(page, product.url);
  const start = amount(await total(page).innerText());
  expect(start).toBe(product.attributes.special_price ?? product.price);
  // The free product is part of the bundle, fixed at one.
  await expect(page.locator(".option-item--included").first()).toContainText("Included free");

  const checkbox = page.getByRole("checkbox", { name: member.name });
  const qty = page.getByLabel(`Qty of ${member.name}`);
  if (!(await checkbox.isChecked())) {
    await checkbox.check();
    await expect
      .poll(async () => amount(await total(page).innerText()))
      .toBe(start + (member.price ?? 0) * value.defaultQty);
  }
  const before = amount(await total(page).innerText());
  const was = Number(await qty.inputValue());
  await qty.fill(String(was + 1));
  await expect.poll(async () => amount(await total(page).innerText())).toBe(before + (member.price ?? 0));
  await checkbox.uncheck();
  await expect.poll(async () => amount(await total(page).innerText())).toBe(before - (member.price ?? 0) * was);

  // Taking the required option's item out (qty 0): no error until the field is left.
  const requiredQty = page.getByLabel(`Qty of ${requiredMember.name}`);
  const message = `Option ${required.id} is required`;
  await requiredQty.fill("0");
  await expect(total(page)).toHaveText("—");
  await expect(page.getByText(message)).toHaveCount(0);
  await requiredQty.blur();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole("group", { name: required.title })).toHaveAttribute(
    "aria-describedby",
    `error-bundleOptions-${required.id}`,
  );
  await requiredQty.fill("1");
  await expect(page.getByText(message)).toHaveCount(0);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText("Added to cart:");
  await expect(status(page)).toContainText("(included)");
});

test("bundle: ?b= preselects the linked children", async ({ page, request }) => {
  const product = await findProduct(request, "bundle", (p) =>
    p.bundleOptions.some((o) => o.isRequired && o.includedProductId === null && o.values.length > 1),
  );
  const option = product.bundleOptions.find((o) => o.isRequired && o.includedProductId === null && o.values.length > 1);
  const alt = option?.values.find((v) => !v.isDefault);
  const member = product.children.find((c) => c.productId === alt?.productId);
  if (!option || !alt || !member) throw new Error("unexpected bundle");
  await open(page, `${product.url}?b=${alt.productId}-999999`);
  await expect(page.getByRole("radio", { name: member.name })).toBeChecked();
  const defaultPrice = product.attributes.special_price ?? product.price ?? 0;
  const def = product.children.find((c) => c.productId === option.values.find((v) => v.isDefault)?.productId);
  const expected = defaultPrice + (member.price ?? 0) - (def?.price ?? 0);
  expect(amount(await total(page).innerText())).toBeCloseTo(expected, 2);
});

test("grouped: each member has its own quantity; the total is the sum of the members", async ({ page, request }) => {
  const product = await findProduct(request, "grouped", (p) => p.children.filter(inStock).length > 1);
  const [a, b] = product.children.filter(inStock) as [Product, Product];
  await open(page, product.url);
  await expect(total(page)).toHaveText("—");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Choose a quantity for at least one item.")).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${a.name}`)).toBeFocused();

  await page.getByLabel(`Quantity of ${a.name}`).fill("2");
  await page.getByLabel(`Quantity of ${b.name}`).fill("1");
  const price = (p: Product) => p.attributes.special_price ?? p.price ?? 0;
  await expect.poll(async () => amount(await total(page).innerText())).toBeCloseTo(2 * price(a) + price(b), 2);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText(`2 × ${a.name}, 1 × ${b.name}`);
});

test("gift card: an out-of-range amount shows the engine's message after blur; a valid card shows its total", async ({
  page,
  request,
}) => {
  const product = await findProduct(request, "giftcard", (p) => Boolean(p.giftcardData?.isOpenAmountAllowed));
  const g = product.giftcardData;
  if (!g?.openAmountMin) throw new Error("no open amount");
  await open(page, product.url);

  const custom = page.getByLabel(/Your amount/);
  await custom.fill(String(g.openAmountMin - 1));
  await expect(page.getByText("Invalid giftcard amount")).toHaveCount(0);
  await custom.blur();
  await expect(page.getByText("Invalid giftcard amount")).toBeVisible();
  await expect(custom).toHaveAttribute("aria-invalid", "true");
  await custom.fill("75");
  await expect(page.getByText("Invalid giftcard amount")).toHaveCount(0);

  const email = page.getByLabel("Recipient email");
  await email.fill("not-an-email");
  await email.blur();
  await expect(page.getByText("Please enter a valid email.")).toBeVisible();
  await email.fill("ann@example.com");
  await page.getByLabel("Recipient name").fill("Ann");
  await page.getByLabel("Your name").fill("Bo");
  await page.getByLabel("Message (optional)").fill("Happy lifting");
  await expect(total(page)).toHaveText(/75\.00/);
  const giftcard = { customAmount: 75, recipientName: "Ann", recipientEmail: "ann@example.com", senderName: "Bo" };
  expect(await serverTotal(request, { productId: product.productId, qty: 1, metadata: { giftcard } })).toBe(75);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText("Added to cart:");
  await expect(status(page)).toContainText("$75.00");
});

test("custom options: a required option left empty says 'Option {id} is required' after submit; add-ons price in", async ({
  page,
  request,
}) => {
  const product = await findProduct(
    request,
    "simple",
    (p) =>
      inStock(p) &&
      p.customOptions.some((o) => o.isRequired && o.type === "radio" && o.values.some((v) => v.price > 0)),
  );
  const option = product.customOptions.find(
    (o) => o.isRequired && o.type === "radio",
  ) as Product["customOptions"][number];
  const addOn = option.values.find((v) => v.price > 0) as (typeof option.values)[number];
  await open(page, product.url);
  await expect(page.getByText(`Option ${option.id} is required`)).toHaveCount(0);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(`Option ${option.id} is required`)).toBeVisible();
  await expect(status(page)).toContainText("Please check the marked field");
  // Every other required option that is missing is named too, each once.
  for (const other of product.customOptions.filter((o) => o.isRequired))
    await expect(page.getByText(`Option ${other.id} is required`)).toHaveCount(1);

  for (const other of product.customOptions.filter((o) => o.isRequired && o.id !== option.id)) {
    const first = other.values[0];
    if (!first) continue;
    if (other.type === "drop_down" || other.type === "multiple")
      await page.locator(`#custom-${other.id}`).selectOption(String(first.id));
    else if (other.type === "area") await page.locator(`#custom-${other.id}`).fill("Text");
    else await page.locator(`#custom-${other.id}-${first.id}`).check();
  }
  await page.getByRole("radio", { name: addOn.title }).check();
  await expect(page.getByText(`Option ${option.id} is required`)).toHaveCount(0);
  const base = product.attributes.special_price ?? product.price ?? 0;
  await expect.poll(async () => amount(await total(page).innerText())).toBeGreaterThanOrEqual(base + addOn.price);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText(`${option.title}: ${addOn.title}`);
});

test("virtual program: quantity fixed at 1, monthly suffix", async ({ page, request }) => {
  const product = await findProduct(request, "virtual", (p) => p.attributes.subscription_interval === "month");
  await open(page, product.url);
  await expect(page.locator(".product-price").first()).toContainText("/mo");
  const qty = page.getByLabel("Quantity");
  await expect(qty).toHaveAttribute("max", "1");
  await expect(qty).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(status(page)).toContainText(`1 × ${product.name}`);
});

test("quantity rules: a limited (MMV) product is fixed at 1; a bad quantity errors after blur", async ({
  page,
  request,
}) => {
  const limited = await findProduct(request, "simple", (p) => /^MMV/.test(p.sku) && inStock(p));
  await open(page, limited.url);
  const fixed = page.getByLabel("Quantity");
  await expect(fixed).toHaveAttribute("max", "1");
  await expect(fixed).toHaveAttribute("readonly", "");
  await expect(fixed).toHaveValue("1");

  const plain = await findProduct(
    request,
    "simple",
    (p) => inStock(p) && p.customOptions.length === 0 && !/^MMV/.test(p.sku) && !p.attributes.purchase_limit,
  );
  await open(page, plain.url);
  const qty = page.getByLabel("Quantity");
  await qty.fill("0");
  await expect(page.getByText("Quantity must be a whole number from 1 to 9999")).toHaveCount(0);
  await qty.blur();
  await expect(page.getByText("Quantity must be a whole number from 1 to 9999")).toBeVisible();
  await expect(qty).toHaveAttribute("aria-describedby", "error-qty");
  await expect(total(page)).toHaveText("—");
  await qty.fill("3");
  const unit = plain.attributes.special_price ?? plain.price ?? 0;
  await expect.poll(async () => amount(await total(page).innerText())).toBeCloseTo(3 * unit, 2);
});

test("/de/en shows euros, incl. VAT once per price block and the excl.-VAT line at the default country's rate", async ({
  page,
  request,
}) => {
  const product = await findProduct(request, "bundle");
  await open(page, `/de/en${product.url}`);
  const headline = page.locator(".product-price").first();
  await expect(headline).toContainText("€");
  await expect(headline).toContainText("incl. VAT");
  await expect(page.getByTestId("price-excl-vat")).toContainText("excl. VAT");
  await expect(page.getByTestId("price-excl-vat")).toContainText(/Germany’s standard rate of 19\s?%/); // the page tag’s percent (en-DE: "19 %")
  await expect(total(page)).toContainText("€");
  // Bundle items no longer repeat the note on every price.
  await expect(page.locator(".option-group--bundle .price__vat")).toHaveCount(0);
  const unit = amount(await headline.locator(".price__final").innerText());
  const excl = amount((await page.getByTestId("price-excl-vat").innerText()).split("excl.")[0] ?? "");
  expect(excl).toBeCloseTo(Math.round((unit / 1.19) * 100) / 100, 2);
});

test("an out-of-stock product offers a back-in-stock alert through login", async ({ page, request }) => {
  const product = await findProduct(
    request,
    "simple",
    (p) => p.inventory.qoh <= 0 && !p.inventory.backorder && p.inventory.bin,
  );
  await open(page, product.url);
  const notify = page.getByRole("link", { name: "Notify me when back in stock" });
  await expect(notify).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(product.url)}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Out of stock.")).toBeVisible();
});

// One test per type: each page load plus an axe run is a journey of its own (and names its type when it fails).
const AXE_FORMS: { type: Product["type"]; where?: (p: ProductComplete) => boolean }[] = [
  { type: "configurable" },
  { type: "bundle" },
  { type: "grouped" },
  { type: "giftcard" },
  { type: "virtual" },
  { type: "simple", where: (p) => p.customOptions.length > 2 },
];
for (const { type, where } of AXE_FORMS) {
  test(`the ${type} product form, errors showing, has no serious axe violations`, async ({ page, request }) => {
    const product = await findProduct(request, type, where);
    await open(page, product.url);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(status(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include("form.product-form").analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${product.type}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
}
