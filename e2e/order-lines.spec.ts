import type { List, PlaceOrderResponse, Product, ProductComplete } from "@ironworks/contracts";
import { defaultBundleChildren } from "@ironworks/domain";
import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { newEmail, registerCustomer } from "./account-support.ts";
import { CATALOG_API, listProducts } from "./catalog-support.ts";
import { continueToPayment, payByTestCard, pickupableProduct } from "./checkout-support.ts";
import { mailedOrderLink, postListOrder } from "./order-support.ts";

/**
 * Issue 13 item 3: what the shopper chose (a configurable's colour and size, a bundle's parts with
 * quantities) reads the same on the cart, the checkout summary and the order page. Item 4: the
 * guest's mailed link opens the order without an account; a changed link shows no order; EUR
 * totals say "incl. VAT" and add up as printed; a business buyer's company and VAT id are shown.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const plenty = (p: Product) => p.inventory.qoh > 20 && p.inventory.min <= 1;
const complete = async (request: APIRequestContext, id: number): Promise<ProductComplete> =>
  (await request.get(`${CATALOG_API}/product/complete/${id}`)).json();

/** The tee, AT1012 in Charcoal, size L (any Charcoal L tee if that one changed). */
async function chosenVariant(request: APIRequestContext) {
  const tees = (await listProducts(request))
    .filter((p) => p.type === "configurable" && p.sku.startsWith("AT"))
    .sort((a, b) => Number(b.sku === "AT1012") - Number(a.sku === "AT1012"));
  for (const s of tees.slice(0, 15)) {
    const product = await complete(request, s.productId);
    for (const child of product.children.filter(plenty)) {
      const labels = product.configurableAttributes.map(
        (a) => a.values.find((v) => v.value === child.attributes[a.code])?.label,
      );
      if (labels.includes("Charcoal") && labels.includes("L")) return { product, child };
    }
  }
  throw new Error("no Charcoal L tee in stock");
}

async function stockedBundle(request: APIRequestContext): Promise<ProductComplete> {
  for (const s of (await listProducts(request)).filter((p) => p.type === "bundle")) {
    const product = await complete(request, s.productId);
    if (product.bundleOptions.length && product.children.every((c) => plenty(c) || c.inventory.backorder))
      return product;
  }
  throw new Error("no bundle in stock");
}

async function expectDetails(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}

test("the cart, the checkout summary and the order page show the chosen colour, size and bundle parts", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(page.request);
  const { product, child } = await chosenVariant(request);
  const bundle = await stockedBundle(request);
  const options = Object.fromEntries(product.configurableAttributes.map((a) => [a.code, child.attributes[a.code]]));
  const children = defaultBundleChildren(bundle);
  const created = await page.request.post("/svc_list/lists", {
    data: {
      type: "cart",
      items: [
        { productId: product.productId, qty: 1, options },
        { productId: bundle.productId, qty: 1, children },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const list = (await created.json()) as List;
  const choices = product.configurableAttributes.map(
    (a) => `${a.label}: ${a.values.find((v) => v.value === child.attributes[a.code])?.label}`,
  );
  const names = new Map(bundle.children.map((c) => [c.productId, c.name]));
  const parts = children.map(
    (c) =>
      `${c.qty} × ${names.get(c.productId)}${c.metadata && "freeBundleOptionId" in c.metadata ? " (included)" : ""}`,
  );

  expect(choices.join(" ")).toMatch(/: Charcoal .*: L$|: L .*: Charcoal$/);

  await page.goto("/cart");
  await expectDetails(page.getByTestId("cart-item").filter({ hasText: product.name }), choices);
  await expectDetails(page.getByTestId("cart-item").filter({ hasText: bundle.name }), parts);

  await page.goto("/checkout/shipping");
  const summary = page.locator(".checkout-summary");
  await expectDetails(summary, [...choices, ...parts]);

  const placed = await postListOrder(page.request, list, customer.email);
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as PlaceOrderResponse;
  await page.goto(`/account/order/${orderId}`);
  const lines = page.getByTestId("order-line");
  await expectDetails(lines.filter({ hasText: product.name }), choices);
  await expectDetails(lines.filter({ hasText: bundle.name }), parts);
});

test("a guest's mailed link opens the order in another browser without an account; a changed link shows no order", async ({
  browser,
  request,
}) => {
  const bundle = await stockedBundle(request);
  const shopper = await browser.newContext();
  const email = newEmail("guest-link");
  const list = (await (
    await shopper.request.post("/svc_list/lists", {
      data: { type: "cart", items: [{ productId: bundle.productId, qty: 1, children: defaultBundleChildren(bundle) }] },
    })
  ).json()) as List;
  const placed = await postListOrder(shopper.request, list, email);
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as PlaceOrderResponse;
  await shopper.close();

  const link = await mailedOrderLink(request, email);
  expect(link.pathname).toBe("/sales/guest/form");
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByTestId("order-line")).toHaveCount(1);

  const changed = new URL(link);
  const t = changed.searchParams.get("t") ?? "";
  changed.searchParams.set("t", `${t.slice(0, -2)}${t.endsWith("AA") ? "BB" : "AA"}`);
  const other = await (await browser.newContext()).newPage();
  const res = await other.goto(`${changed.pathname}${changed.search}`);
  expect(res?.status()).toBe(404);
  await expect(other.getByTestId("guest-link-problem")).toContainText("This order link is not valid.");
  await expect(other.getByTestId("order-view")).toHaveCount(0);
  await expect(other.getByText(orderId)).toHaveCount(0);
  await elsewhere.close();
});

/** The printed totals (the summands above the total) add up to the printed total, in cents: "1.234,56 €" → 123456. */
async function expectTotalsAddUp(totals: Locator, totalTestId: string) {
  const cents = (text: string) => (text.trim().startsWith("−") ? -1 : 1) * Number(text.replace(/\D/g, ""));
  const cells = await totals
    .locator("dd")
    .evaluateAll((els) => els.map((e) => ({ id: e.getAttribute("data-testid"), text: e.textContent ?? "" })));
  const at = cells.findIndex((c) => c.id === totalTestId);
  expect(at).toBeGreaterThanOrEqual(2);
  expect(cells[at]?.text).toContain("incl. VAT");
  expect(cells.slice(0, at).reduce((sum, c) => sum + cents(c.text), 0)).toBe(cents(cells[at]?.text ?? ""));
}

test("a German business buyer: company and VAT id on review, success and order page; totals incl. VAT add up", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The English pages of the German store (/de speaks German: e2e/i18n-journey.spec.ts).
  await page.goto("/de/en/404");
  const customer = await registerCustomer(page.request, { firstname: "Grete", lastname: "Muster" });
  let added = false;
  for (const p of await pickupableProduct(page.request)) {
    const res = await page.request.post("/svc_list/site/EUR/lists", {
      data: { type: "cart", items: [{ productId: p.productId, qty: 2 }] },
    });
    if (res.status() === 201 && ((await res.json()) as List).items[0]?.price) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  await page.goto("/de/en/checkout");
  await expect(page).toHaveURL(/\/de\/en\/checkout\/shipping$/);
  await page.locator("#shipping-countryId").selectOption("DE");
  await page.locator("#shipping-firstname").fill("Grete");
  await page.locator("#shipping-lastname").fill("Muster");
  await page.locator("#shipping-company").fill("Muster Hanteln GmbH");
  await page.locator("#shipping-street").fill("Unter den Linden 1");
  await page.locator("#shipping-city").fill("Berlin");
  await page.locator("#shipping-postcode").fill("10117");
  await page.locator("#shipping-telephone").fill("030123456");
  await page.getByLabel("VAT number").fill("DE136695976");
  await expect(page.getByTestId("total-grand")).toContainText("incl. VAT");
  await continueToPayment(page);
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/de\/en\/checkout\/review$/);
  await expect(page.getByTestId("review-company")).toHaveText("Muster Hanteln GmbH");
  await expect(page.getByTestId("review-vat-id")).toHaveText("DE136695976");
  await expectTotalsAddUp(page.getByTestId("checkout-totals"), "total-grand");

  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/de\/en\/checkout\/success\?orderId=/, { timeout: 15_000 });
  await expect(page.getByTestId("success-company")).toHaveText("Muster Hanteln GmbH");
  await expect(page.getByTestId("success-vat-id")).toHaveText("DE136695976");
  await expect(page.getByText("of which VAT")).toBeVisible();
  const orderId = (await page.getByTestId("order-number").textContent()) ?? "";

  await page.goto(`/de/en/account/order/${orderId}`);
  await expect(page.getByTestId("order-company")).toHaveText("Muster Hanteln GmbH");
  await expect(page.getByTestId("order-vat-id")).toHaveText("DE136695976");
  await expectTotalsAddUp(page.getByTestId("order-totals"), "order-grand-total");
  expect(customer.email).toBeTruthy();
});
