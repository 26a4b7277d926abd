import { execFileSync } from "node:child_process";
import type { List } from "@ironworks/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { draftOrderWith, ORDER_ADDRESS } from "../apps/server/src/testing/order-draft.ts";
import { captchaToken, mailed, newEmail } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";
import { httpSteps } from "./order-support.ts";

/**
 * Issue #17: what the console creates reaches the storefront at once, and gift-card money goes back
 * onto the gift card. A merchandiser creates a sub-category and a CMS page in the console; a guest
 * finds both on the storefront. Support refunds an order a gift card paid in full: the card's balance
 * is back, the customer mailed, the audit entry on the order's log.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The guest's HTML of a storefront path (no console cookies). */
async function guestHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { cookie: "" } });
  return { status: res.status(), html: await res.text() };
}

test("a merchandiser creates a category and a CMS page; both show on the storefront", async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "merchandiser", "merch-create");
  const id = unique();

  // A sub-category of Shoes: English name (the URL key follows it), parent, enabled.
  const list = (await (await page.request.get("/svc_staff/categories")).json()) as {
    categories: { id: number; urlPath: string }[];
  };
  const shoes = list.categories.find((c) => c.urlPath === "shoes");
  expect(shoes).toBeDefined();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { name: "New category" })).toBeVisible();
  const name = `Chalk Bags ${id}`;
  await page.getByLabel("Name (en)", { exact: true }).fill(name);
  await expect(page.getByLabel("URL key (en)", { exact: true })).toHaveValue(`chalk-bags-${id}`);
  await page.getByRole("combobox", { name: /^Parent/ }).selectOption(String(shoes?.id));
  await page.getByRole("button", { name: "Create category", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`/shoes/chalk-bags-${id}`);

  // The storefront at once: the category's own page, and a link to it on its parent's.
  await expect
    .poll(async () => (await guestHtml(page.context().request, `/shoes/chalk-bags-${id}`)).html.includes(name), {
      intervals: [0, 100, 250, 500],
      timeout: 10_000,
    })
    .toBe(true);
  await expect
    .poll(async () => (await guestHtml(page.context().request, "/shoes")).html.includes(`/shoes/chalk-bags-${id}`), {
      intervals: [0, 100, 250, 500],
      timeout: 10_000,
    })
    .toBe(true);

  // A CMS page: identifier, address, title and a first paragraph; it opens in its editor with the preview.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await page.getByText("New page", { exact: true }).click();
  const newPage = page.getByRole("form", { name: "New page" });
  await newPage.getByLabel("Identifier", { exact: true }).fill(`team-${id}`);
  await newPage.getByLabel(/^Address/).fill(`/team-${id}`);
  await newPage.getByLabel("Title (en)", { exact: true }).fill(`Meet the team ${id}`);
  await newPage.getByLabel("First paragraph (en)", { exact: true }).fill("We lift, we weld, we answer your mail.");
  await newPage.getByRole("button", { name: "Create page", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Meet the team ${id}`);
  await expect(page.locator("iframe")).toBeVisible();

  await expect
    .poll(
      async () => {
        const { status, html } = await guestHtml(page.context().request, `/team-${id}`);
        return status === 200 && html.includes(`Meet the team ${id}`) && html.includes("we answer your mail");
      },
      { intervals: [0, 100, 250, 500], timeout: 10_000 },
    )
    .toBe(true);

  // The same identifier again: refused with its reason, nothing made.
  await page.goto("/admin/content");
  await page.getByText("New page", { exact: true }).click();
  await newPage.getByLabel("Identifier", { exact: true }).fill(`team-${id}`);
  await newPage.getByLabel("Title (en)", { exact: true }).fill("Again");
  await newPage.getByRole("button", { name: "Create page", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "already exists" })).toBeVisible();
});

/** `npm run giftcards -- issue <amount> USD` against the browser suite's server (its data directory). */
function issueCard(amount: number): string {
  const port = new URL(String(test.info().project.use.baseURL)).port;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const out = execFileSync("npx", ["tsx", "apps/server/src/cli/giftcards.ts", "issue", String(amount), "USD"], {
    env: { ...env, DATA_DIR: `.e2e-data/${port}`, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return out.trim().split("\n").pop() ?? "";
}

/** A guest's one-item order paid entirely by a new gift card: its id, the card's code and what it paid. */
async function giftcardOrder(request: APIRequestContext, email: string) {
  const product = (await listProducts(request))
    .filter(
      (p) => p.type === "simple" && p.stockStatus === "in_stock" && (p.price ?? 0) > 5 && !p.subscription_interval,
    )
    .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  const res = await request.post("/svc_list/lists", {
    data: { type: "quote", items: [{ productId: product?.productId, qty: 1 }] },
  });
  expect(res.status()).toBe(201);
  const data = await draftOrderWith(httpSteps(request), (await res.json()) as List, {
    address: { ...ORDER_ADDRESS, email },
    email,
  });
  const total = data.payment.amount;
  const code = issueCard(Math.ceil(total) + 10);
  const { card: _card, ...payment } = data.payment;
  const body = {
    ...data,
    giftcards: [{ code, amount: total }],
    totals: { ...data.totals, giftcards: total },
    payment: { ...payment, paymentType: "giftcard", amount: 0 },
  };
  const placed = await request.post("/svc_checkout/order", {
    headers: { "x-captcha-token": await captchaToken(request, "order") },
    data: body,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { orderId: ((await placed.json()) as { orderId: string }).orderId, code, paidMinor: Math.round(total * 100) };
}

test("support refunds an order paid by gift card: the balance is back, the customer mailed, audited", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = newEmail("gc-refund");
  const order = await giftcardOrder(page.request, customer);
  const { email: staffEmail } = await signInNewStaff(page, "support", "support-gc");
  const balance = async () => {
    const res = await page.request.get(`/svc_staff/giftcards?q=${order.code.slice(-4)}`);
    const body = (await res.json()) as { giftcards: { code: string; balanceMinor: number }[] };
    return body.giftcards.find((g) => g.code.endsWith(order.code.slice(-4)))?.balanceMinor;
  };
  const before = (await balance()) as number;
  expect(before).toBeGreaterThan(0);

  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.getByRole("heading", { name: `Order ${order.orderId}` })).toBeVisible();
  const paidBy = page.getByRole("list", { name: "Paid by" });
  await expect(paidBy).toContainText(`Gift card ****${order.code.slice(-4)}`);

  // Everything left (the amount empty): back onto the gift card.
  await page.getByLabel("Reason").fill("Wrong size");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Refunded everything left.");
  await expect(page.getByTestId("refund-status")).toContainText("Refunded (");
  await expect(paidBy).toContainText("refundable $0.00");
  expect(await balance()).toBe(before + order.paidMinor);
  expect(
    await mailed(
      page.request,
      customer,
      (m) => m.subject === `Your refund for order ${order.orderId}`,
      /back onto your gift card ending (\S+)/,
    ),
  ).toBe(`****${order.code.slice(-4)}.`);

  await page.getByRole("link", { name: "Audit log of this order" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const refundRow = page.getByRole("row").filter({ hasText: "order.refund" }).filter({ hasText: "refundedMinor" });
  await expect(refundRow).toContainText(staffEmail);
  await expect(refundRow).toContainText(`refundedMinor: 0 → ${order.paidMinor}`);
});
