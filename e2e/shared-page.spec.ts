import { type Browser, expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { layoutShift } from "./layout-support.ts";

/**
 * Signed-in storefront pages are one page shared by sessions (ADR 0061): the name and the cart count
 * are not in its bytes; the browser fills them in once hydrated. Each customer sees their own, at
 * once after sign-in, sign-out and cart changes, with nothing on the page moving.
 */
const PRODUCT = "/halvard-competition-weightlifting-bar";
const DESKTOP = { width: 1366, height: 900 };

const cartLink = (page: Page) => page.locator("header .cart-link");
const accountButton = (page: Page) => page.locator("header button.account-menu__button");

/** A signed-in customer's own browser (desktop, so the header shows the name). */
async function customerPage(browser: Browser, firstname: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const me = await registerCustomer(page.request, { firstname });
  return { page, errors, me, close: () => context.close() };
}

test("two customers on the same shared page each see their own name and cart, nothing shifts", async ({ browser }) => {
  test.slow(); // two registrations on a shared two-core machine
  const ann = await customerPage(browser, "Annpw");
  const bob = await customerPage(browser, "Bobpw");
  const added = await ann.page.request.post("/svc_list/lists", {
    data: { type: "cart", items: [{ productId: 1000, qty: 3 }] },
  });
  expect(added.status()).toBe(201);

  const first = await ann.page.goto(PRODUCT);
  expect(["miss", "hit"]).toContain(first?.headers()["x-cache"]);
  // Bob's session gets the page Ann's request stored (stored once its compression is done).
  await expect
    .poll(async () => (await bob.page.request.get(PRODUCT)).headers()["x-cache"], { timeout: 15_000 })
    .toBe("hit");
  const second = await bob.page.goto(PRODUCT);
  expect(await second?.text()).not.toMatch(/Annpw|Bobpw/);

  await expect(accountButton(ann.page)).toHaveAccessibleName("Account menu for Annpw");
  await expect(accountButton(bob.page)).toHaveAccessibleName("Account menu for Bobpw");
  await expect(accountButton(ann.page)).toContainText("Annpw");
  await expect(cartLink(ann.page)).toHaveAccessibleName("Cart, 3 items");
  await expect(cartLink(bob.page)).toHaveAccessibleName("Cart, 0 items");
  await expect(cartLink(bob.page).locator(".cart-link__count")).toHaveText("0");
  expect(await layoutShift(ann.page)).toBe(0);
  expect(await layoutShift(bob.page)).toBe(0);
  for (const { errors } of [ann, bob]) expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  await ann.close();
  await bob.close();
});

test("add, remove, sign-out and sign-in show at once on shared pages", async ({ browser }) => {
  test.slow();
  const cy = await customerPage(browser, "Cypw");
  const { page } = cy;
  await page.goto(PRODUCT);
  await expect(accountButton(page)).toContainText("Cypw");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("purchase-status")).toContainText("Added to cart:");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  // A new document (the shared page again) shows the count from the island.
  await page.goto(PRODUCT);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/cart");
  await page.waitForFunction(() => document.querySelectorAll(".qty__update:not([hidden])").length === 0);
  await page
    .locator('[data-testid="cart-item"]:visible')
    .getByRole("button", { name: /^Remove: / })
    .click();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  await page.goto(PRODUCT);
  await expect(accountButton(page)).toContainText("Cypw");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

  // Sign out from the shared page's menu, then sign in again (a rotated cookie).
  await accountButton(page).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(PRODUCT);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("header button.account-menu__button")).toHaveCount(0);
  expect(await cy.page.content()).not.toContain("Cypw");

  await page.goto("/login");
  await page.locator("form[data-hydrated]").first().waitFor();
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(cy.me.email);
  await signIn.getByLabel("Password", { exact: true }).fill(cy.me.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(accountButton(page)).toContainText("Cypw");
  await page.goto(PRODUCT);
  await expect(accountButton(page)).toContainText("Cypw");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  await cy.close();
});
