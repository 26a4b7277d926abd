import type { List, Product, ProductComplete } from "@ironworks/contracts";
import { expect, test } from "@playwright/test";
import { mailed, registerCustomer } from "./account-support.ts";
import { CATALOG_API, listProducts } from "./catalog-support.ts";
import { serverCli } from "./lib/cli.ts";
import { postListOrder } from "./order-support.ts";

/**
 * Issue #21: a US customer returns one of two items for a refund, in a browser. The order (two
 * lines) is placed through the API as the checkout page posts it, shipped and delivered with
 * `npm run orders` (the compiled CLI through the running server's loopback door); then the shopper
 * starts the return from /rmaprocess, picks the line, reason and condition, sees the refund before
 * confirming, confirms, gets the printable slip with its barcode and the mail, and finds the return
 * on the order page.
 */
test("a US customer returns one of two items for a refund: choose, see the refund, confirm, print", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(page.request);
  const [first, second] = (await listProducts(page.request)).filter(
    (p) => p.type === "simple" && p.stockStatus === "in_stock" && (p.price ?? 0) > 20 && !p.subscription_interval,
  );
  const list = await page.request.post("/svc_list/lists", {
    data: {
      type: "quote",
      items: [
        { productId: first?.productId, qty: 1 },
        { productId: second?.productId, qty: 1 },
      ],
    },
  });
  expect(list.status()).toBe(201);
  const placed = await postListOrder(page.request, (await list.json()) as List, customer.email);
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  serverCli("orders", "ship", orderId);
  serverCli("orders", "deliver", orderId);

  // Initiate: the signed-in customer picks the order.
  await page.goto("/rmaprocess");
  await expect(page.getByRole("heading", { level: 1, name: "Start a return" })).toBeVisible();
  const row = page.getByTestId("returns-orders").getByRole("listitem").filter({ hasText: orderId });
  await row.getByRole("link", { name: "Return items" }).click();

  // Select items: the second line only, with a reason and condition; the policy says the window.
  await expect(page.getByRole("heading", { level: 1, name: "Choose items to return" })).toBeVisible();
  await expect(page.getByText("You can return most items within 30 days of delivery.")).toBeVisible();
  const line = page.getByTestId("line-2");
  await line.getByLabel("Quantity to return").selectOption("1");
  await line.getByLabel("Reason").selectOption({ label: "Changed my mind" });
  await line.getByLabel("Condition").selectOption({ label: "Unopened" });
  await page.getByLabel("Refund to my original payment").check();
  await page.getByRole("button", { name: "Review return" }).click();

  // Confirm: the refund, its fees and total, before anything is written.
  await expect(page.getByRole("heading", { level: 1, name: "Review your return" })).toBeVisible();
  const totals = page.getByTestId("returns-totals");
  await expect(totals).toContainText("Restocking fee");
  // A change of mind: the US policy's $9.95 label comes off the refund.
  await expect(totals).toContainText(/Return label[−-]\$9\.95/);
  const refund = (await page.getByTestId("returns-total").textContent()) as string;
  expect(refund).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole("button", { name: "Confirm return" }).click();

  // Print: the slip with its barcode, approved at once (within policy).
  await expect(page.getByRole("heading", { level: 1, name: /^Return RMA-/ })).toBeVisible();
  const rmaNumber = ((await page.getByRole("heading", { level: 1 }).textContent()) as string).replace("Return ", "");
  await expect(page).toHaveURL(new RegExp(`/rmaprocess/print/${rmaNumber}/\\d{4}-\\d{2}-\\d{2}$`));
  await expect(page.getByRole("img", { name: `Barcode of return ${rmaNumber}` }).locator("svg")).toBeVisible();
  await expect(page.getByTestId("returns-state")).toHaveText("Approved");
  await expect(page.getByTestId("returns-slip")).toContainText(refund);
  await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
  // The label as a PDF, from the slip's link.
  const pdfHref = (await page.getByRole("link", { name: "Download the label (PDF)" }).getAttribute("href")) as string;
  expect(pdfHref).toMatch(new RegExp(`^/rmaprocess/label/${rmaNumber}/\\d{4}-\\d{2}-\\d{2}$`));
  const pdf = await page.request.get(pdfHref);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(
    await mailed(page.request, customer.email, (m) => m.subject.includes(rmaNumber), /(\/rmaprocess\/print\/\S+)/),
  ).toContain(rmaNumber);

  // The order page shows the return; the returned line cannot be chosen again.
  await page.goto(`/account/order/${orderId}`);
  await expect(page.getByTestId("order-returns")).toContainText(`Return ${rmaNumber}: Approved, ${refund}`);
  await page.getByTestId("order-returns").getByRole("link", { name: "Return items from this order" }).click();
  await expect(page.getByTestId("line-2-why")).toHaveText("Already returned");
  await expect(page.getByTestId("line-1").getByLabel("Quantity to return")).toBeVisible();
});

/**
 * Issue #21 "exchange for another size" (ADR 0047): a customer's delivered order of one variant of
 * a configurable product; on /rmaprocess the shopper picks another variant at the same price (only
 * in-stock ones are offered), sees an even exchange (nothing to pay), confirms, and the order page
 * shows the return with its replacement.
 */
test("a customer exchanges a variant for another size: pick the variant, nothing to pay, confirm", async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(page.request);
  const complete = async (id: number) =>
    (await (await page.request.get(`${CATALOG_API}/product/complete/${id}`)).json()) as ProductComplete;
  let found: { product: ProductComplete; bought: Product; other: Product } | null = null;
  for (const s of (await listProducts(page.request)).filter((p) => p.type === "configurable")) {
    const product = await complete(s.productId);
    const kids = product.children.filter(
      (c) =>
        c.inventory.qoh > 20 && !c.inventory.backorder && c.price !== null && product.childrenIds.includes(c.productId),
    );
    const bought = kids.find((c) => kids.some((o) => o.productId !== c.productId && o.price === c.price));
    const other = bought && kids.find((o) => o.productId !== bought.productId && o.price === bought.price);
    if (product.configurableAttributes.length && bought && other) {
      found = { product, bought, other };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { product, bought } = found as NonNullable<typeof found>;
  const options = Object.fromEntries(
    product.configurableAttributes.map((a) => [a.code, String(bought.attributes[a.code])]),
  );
  const list = await page.request.post("/svc_list/lists", {
    data: { type: "quote", items: [{ productId: product.productId, qty: 1, options }] },
  });
  expect(list.status()).toBe(201);
  const placed = await postListOrder(page.request, (await list.json()) as List, customer.email);
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };
  serverCli("orders", "ship", orderId);
  serverCli("orders", "deliver", orderId);

  await page.goto(`/rmaprocess/select-items?orderId=${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose items to return" })).toBeVisible();
  const line = page.getByTestId("line-1");
  await line.getByLabel("Quantity to return").selectOption("1");
  await line.getByLabel("Reason").selectOption("does_not_fit");
  const variants = line.getByLabel("Exchange for");
  // Only other in-stock variants at the same price: never the one the shopper has.
  const offered = await variants.locator("option").allTextContents();
  expect(offered.length).toBeGreaterThan(1);
  await variants.selectOption({ index: 1 });
  const chosen = offered[1] as string;
  await page.getByRole("radio", { name: /Exchange for another size or variant/ }).check();
  await page.getByRole("button", { name: "Review return" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Review your return" })).toBeVisible();
  await expect(page.getByTestId("returns-exchange-note")).toContainText("nothing to pay");
  await expect(page.getByTestId("returns-confirm")).toContainText(`exchange for ${chosen}`);
  await page.getByRole("button", { name: "Confirm return" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^Return RMA-/ })).toBeVisible();
  const rmaNumber = ((await page.getByRole("heading", { level: 1 }).textContent()) as string).replace("Return ", "");
  await expect(page.getByTestId("returns-state")).toHaveText("Approved");
  await expect(page.getByTestId("returns-slip")).toContainText(`exchange for ${chosen}`);

  await page.goto(`/account/order/${orderId}`);
  await expect(page.getByTestId("order-returns")).toContainText(`Return ${rmaNumber}: Approved`);
  await expect(page.getByTestId("order-return-exchange")).toContainText(chosen);
});
