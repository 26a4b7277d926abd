import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { listProducts } from "./catalog-support.ts";
import { markDocument } from "./shell-support.ts";

/**
 * Issue 13 item 8: after a client-side navigation, focus leaves the header for the new page's
 * heading (or main landmark) and a polite live region names the page — on every template.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const announcer = (page: Page) => page.getByTestId("route-announcer");

async function hydrated(page: Page) {
  await page.locator("[data-testid=route-announcer][data-hydrated]").waitFor({ state: "attached" });
}

/** What has focus: the page's h1, its main landmark, or something else (described). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const main = document.getElementById("main");
    if (el && el === main?.querySelector("h1")) return "h1";
    if (el && el === main) return "main";
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${el.textContent?.trim().slice(0, 40)}"`
      : "none";
  });
}

/** A client-side navigation, as a link click does it (the router React Router hydrated with). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
        .__reactRouterDataRouter.state.navigation.state === "idle",
  );
}

test("home → category → product by clicking links: focus lands on each page's heading, the page is announced, and Add to cart is a few Tabs away", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const sameDocument = await markDocument(page);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Weightlifting Bars & Plates" })
    .click();
  await expect(page).toHaveURL(/\/weightlifting-bars-plates$/);
  await expect(page.locator("#main h1")).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
  expect(await page.title()).toMatch(/Weightlifting Bars & Plates/);

  // A simple, in-stock product from the listing: its card link, clicked.
  const simple = new Set(
    (await listProducts(page.request))
      .filter((p) => p.type === "simple" && p.stockStatus === "in_stock")
      .map((p) => p.url),
  );
  const hrefs = await page
    .locator(".product-card__link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const href = hrefs.find((h) => h !== null && simple.has(h));
  expect(href).toBeDefined();
  await page.locator(`.product-card__link[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const heading = page.locator("#main h1");
  await expect(heading).toBeFocused();
  await expect(announcer(page)).toContainText((await heading.textContent()) ?? "?");
  expect(await sameDocument()).toBe(true);

  // Not behind the header any more: the purchase form follows the heading.
  const addToCart = page.getByRole("button", { name: "Add to cart" });
  await expect(addToCart).toBeEnabled();
  let tabs = 0;
  while (tabs < 20 && !(await addToCart.evaluate((b) => b === document.activeElement))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(5);
  await expect(addToCart).toBeFocused();
});

test("on a phone, a link in the menu drawer hands focus to the new page's heading, not back to the menu button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "Deals" }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(drawer).toBeHidden();
  await expect(page.locator("#main h1")).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
});

test("a query-only change (a facet, the sort) leaves focus where it is", async ({ page }) => {
  await page.goto("/search?q=bar");
  await hydrated(page);
  await navigate(page, "/search?q=plate");
  expect(await focused(page)).not.toBe("h1");
  await expect(announcer(page)).toHaveText("");
});

/** One page per template (route module) a guest can reach, in an order where each differs from the last. */
const GUEST_PAGES = [
  "/weightlifting-bars-plates",
  "PRODUCT",
  "/search?q=barbell",
  "/deals",
  "/cart",
  "/login",
  "/about-us",
  "/no-such-page-here",
  "/404",
  "/brands",
  "/giftcard/balance",
  "/sales/guest/form",
  "/shippingtracker",
  "/payment-link",
  "/newsletter-signup",
  "/newsletter-error",
  "/expired-password",
  "/giftregistry/search/index",
  "/wishlist/no-such-list",
  "/registry/no-such-registry",
  "/account/reset-password/not-a-token",
  "/account/confirm/not-a-token",
  "/checkout",
  "/",
];

const ACCOUNT_PAGES = [
  "/account",
  "/account/about-me",
  "/account/settings",
  "/account/address",
  "/account/orders",
  "/account/order/999999999",
  "/account/wishlist",
  "/account/my-lists",
  "/account/registry",
  "/account/bin",
  "/account/earned-store",
  "/account/programming",
  "/account/payment-methods",
  "/account/reviews",
  "/",
];

async function expectFocusOnEveryPage(page: Page, paths: string[]) {
  const misses: string[] = [];
  for (const path of paths) {
    await navigate(page, path);
    // The router may render the new page in a transition after it settles: give React the commit,
    // then read focus, announcement and title together (one snapshot of the same moment).
    const seen = await page
      .waitForFunction(
        () => {
          const main = document.getElementById("main");
          const el = document.activeElement;
          const said = document.querySelector("[data-testid=route-announcer]")?.textContent ?? "";
          const ok = Boolean(main && el && (el === main || el === main.querySelector("h1")) && said === document.title);
          return ok ? { said, title: document.title } : false;
        },
        undefined,
        { timeout: 10_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ said: string; title: string }>)
      .catch(() => null); // a miss is reported with what has focus instead
    if (!seen) {
      const where = await focused(page);
      const said = (await announcer(page).textContent()) ?? "";
      misses.push(`${path}: focus on ${where}, announced "${said}", title "${await page.title()}"`);
    } else if (!seen.said) misses.push(`${path}: announced nothing`);
    if ((await page.locator("main#main").count()) !== 1) misses.push(`${path}: not exactly one main#main`);
  }
  expect(misses).toEqual([]);
}

test("every guest template hands focus to its heading and is announced after a client-side navigation", async ({
  page,
}) => {
  test.slow();
  const product = (await listProducts(page.request)).find((p) => p.type === "configurable");
  await page.goto("/giftcard/balance");
  await hydrated(page);
  await expectFocusOnEveryPage(
    page,
    GUEST_PAGES.map((p) => (p === "PRODUCT" ? (product?.url ?? "/") : p)),
  );
});

test("every account template hands focus to its heading and is announced after a client-side navigation", async ({
  page,
}) => {
  test.slow();
  await page.goto("/404");
  await registerCustomer(page.request);
  await page.goto("/giftcard/balance");
  await hydrated(page);
  await expectFocusOnEveryPage(page, ACCOUNT_PAGES);
});
