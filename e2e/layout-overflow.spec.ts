import { PRODUCT_TYPES, type List, type ProductSummary } from "@ironworks/contracts";
import { expect, type Page, test } from "@playwright/test";
import { newEmail, registerCustomer, saveAddress } from "./account-support.ts";
import { CATALOG_API, listProducts } from "./catalog-support.ts";
import { fillCart, fillUsAddress, payByTestCard, pickupableProduct } from "./checkout-support.ts";
import { measure, type Overflow, overflowOf, settle, tapLandsOn, WIDTHS } from "./layout-support.ts";

/**
 * Issue 13 item 2: no page is wider than the screen. Every template (home, category, a product of
 * each type, search, cart, the checkout steps, account pages, wishlist, registry) at a phone, a
 * tablet and a laptop width; a test fails when `scrollWidth > innerWidth` anywhere and names the
 * elements sticking out. Each test collects every page before asserting, so one run shows the class.
 */

/** One product page per type (and a subscription), found through the catalog API. */
async function productPaths(page: Page): Promise<string[]> {
  const products = await listProducts(page.request);
  const first = (fits: (p: ProductSummary) => boolean) => products.find(fits)?.url;
  const paths = [
    ...PRODUCT_TYPES.map((type) => first((p) => p.type === type && !p.subscription_interval)),
    first((p) => !!p.subscription_interval),
  ];
  return paths.filter((p): p is string => !!p);
}

async function collect(page: Page, paths: string[], into: Overflow[]) {
  for (const path of paths) {
    const found = await measure(page, path);
    if (found) into.push(found);
  }
}

/** Measures the page as it stands (after a form step), without navigating. */
async function here(page: Page, into: Overflow[]) {
  await settle(page);
  const found = await overflowOf(page);
  if (found) into.push(found);
}

/**
 * The journeys click through forms: the cookie choice made, so the banner (measured on the
 * storefront pages) never covers a button at 390 px.
 */
async function chooseCookies(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "iw_consent", value: "v1.p0m0f0", url: baseURL ?? "" }]);
}

async function createList(page: Page, body: unknown): Promise<List> {
  const res = await page.request.post("/svc_list/lists", { data: body });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as List;
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("storefront pages fit the screen: home, category, every product type, search, content", async ({ page }) => {
      test.setTimeout(180_000);
      const menu: { url: string; children?: { url: string }[] }[] = await (
        await page.request.get(`${CATALOG_API}/menu`)
      ).json();
      const category = menu[0]?.url ?? "/";
      const leaf = menu.find((c) => c.children?.length)?.children?.[0]?.url ?? category;
      const wide: Overflow[] = [];
      await collect(
        page,
        [
          "/",
          category,
          leaf,
          ...(await productPaths(page)),
          "/search?q=bar",
          "/search?q=zzzznothing",
          "/deals",
          "/login",
          "/giftregistry/search/index",
          "/giftcard/balance",
          "/sales/guest/form",
          "/newsletter-signup",
          "/de",
        ],
        wide,
      );
      expect(wide).toEqual([]);
    });

    test("a guest's cart and every checkout step fit the screen", async ({ page, request, baseURL }) => {
      test.setTimeout(180_000);
      await chooseCookies(page, baseURL);
      await fillCart(page, await pickupableProduct(request));
      const wide: Overflow[] = [];
      await collect(page, ["/cart", "/checkout/shipping"], wide);
      await page.getByLabel("Email").fill(newEmail("layout"));
      await fillUsAddress(page);
      await expect(page.getByTestId("shipping-methods")).toBeVisible();
      await here(page, wide);
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await here(page, wide);
      await payByTestCard(page);
      await here(page, wide);
      await page.getByRole("button", { name: "Continue to review" }).click();
      await expect(page).toHaveURL(/\/checkout\/review$/);
      await here(page, wide);
      await page.getByTestId("place-order").click();
      await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 15_000 });
      await here(page, wide);
      expect(wide).toEqual([]);
    });

    test("a customer's account pages, order, wishlist and registry fit the screen", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await chooseCookies(page, baseURL);
      await registerCustomer(page.request);
      const saved = await saveAddress(page.request, { isDefaultShipping: true, isDefaultBilling: true });
      expect(saved.status()).toBe(201);
      const products = await pickupableProduct(request);
      const item = { productId: products[0]?.productId, qty: 1 };
      const wishlist = await createList(page, {
        type: "wishlist",
        metadata: { name: "Erin's garage gym with a long name to wrap", isPublic: true },
        items: [item],
      });
      const registry = await createList(page, {
        type: "registry",
        metadata: { name: "Erin and Sam's gym opening", eventName: "Gym opening", eventDate: "2031-06-12" },
        items: [item],
      });
      // An order of their own, through the checkout to the saved address.
      await fillCart(page, products);
      const wide: Overflow[] = [];
      await collect(page, ["/checkout"], wide);
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await payByTestCard(page);
      await page.getByRole("button", { name: "Continue to review" }).click();
      await expect(page).toHaveURL(/\/checkout\/review$/);
      await page.getByTestId("place-order").click();
      await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 15_000 });
      const order = await page.getByRole("link", { name: "View this order in your account" }).getAttribute("href");
      expect(order).toMatch(/\/account\/order\//);

      await collect(
        page,
        [
          ...[
            "",
            "/about-me",
            "/settings",
            "/address",
            "/payment-methods",
            "/orders",
            "/wishlist",
            "/my-lists",
            "/registry",
            `/registry/${registry._id}`,
            "/bin",
            "/earned-store",
            "/programming",
            "/reviews",
          ].map((p) => `/account${p}`),
          order as string,
          `/wishlist/${wishlist.urlKey}`,
          `/registry/${registry.urlKey}`,
        ],
        wide,
      );
      expect(wide).toEqual([]);
    });
  });
}

test.describe("390 px phone", () => {
  // A phone's browser zooms a too-wide page out to fit, so taps land where the layout put things.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test("a tap on Add to cart lands on the button, for every product type", async ({ page }) => {
    test.setTimeout(120_000);
    const missed: string[] = [];
    for (const path of await productPaths(page)) {
      await page.goto(path);
      await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
      await settle(page);
      const selector = ".product-purchase__button";
      if ((await page.locator(selector).count()) === 0) continue;
      if (!(await tapLandsOn(page, selector))) missed.push(path);
    }
    expect(missed).toEqual([]);
  });
});
