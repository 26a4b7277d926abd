import type { ProductSummary } from "@ironworks/contracts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { fillCart, pickupableProduct } from "./checkout-support.ts";
import { layoutShift } from "./layout-support.ts";

/**
 * The cookie notice is server-rendered (issue 16 item 5): a new visitor gets it in the HTML the
 * server sends, so it paints with the page instead of after hydration, and it lies over the page
 * (fixed at the bottom), so neither its arrival nor hydration moves the content.
 */

const BANNER = 'data-testid="consent-banner"';

test.describe("the cookie notice in the server's HTML", () => {
  // The notice speaks the page's language (issue 15): German on /de.
  const titles: Record<string, string> = { "/de": "Cookies bei Ironworks" };
  for (const path of ["/", "/de", "/cart", "/search?q=bar"]) {
    test(`${path}: there for a new visitor, gone once a choice is stored`, async ({ playwright, baseURL }) => {
      // A fresh HTTP client: no cookies, no JavaScript; what the server sends is all there is.
      const api = await playwright.request.newContext({ baseURL });
      const fresh = await api.get(path);
      expect(fresh.status()).toBe(200);
      const html = await fresh.text();
      expect(html).toContain(BANNER);
      expect(html).toContain(titles[path] ?? "Cookies on Ironworks");
      // In the document's body, before the scripts that hydrate it.
      expect(html.indexOf(BANNER)).toBeLessThan(html.lastIndexOf("<script"));

      const chosen = await api.get(path, { headers: { cookie: "iw_consent=v1.p1m0f1" } });
      expect(await chosen.text()).not.toContain(BANNER);
      // A cookie that isn't a stored choice is no choice: the notice stays.
      const garbled = await api.get(path, { headers: { cookie: "iw_consent=yes" } });
      expect(await garbled.text()).toContain(BANNER);
      await api.dispose();
    });
  }

  test("without JavaScript the notice shows, with its buttons", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cart");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept all" })).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Cookies on Ironworks" })).toBeVisible();
    await context.close();
  });
});

/** The page's content boxes: where main and its first heading sit. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
    };
    return { main: box(document.querySelector("main")), h1: box(document.querySelector("main h1")) };
  });
}

/** React has taken the notice over (its node carries React's fiber): hydration is done. */
async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.querySelector('[data-testid="consent-banner"]');
        return el !== null && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
      }),
    )
    .toBe(true);
}

/** The boxes as the server's HTML lays them out (no JavaScript) and as the hydrated page does. */
async function beforeAndAfter(browser: Browser, width: number, path: string, candidates: ProductSummary[]) {
  const withCart = candidates.length > 0;
  const measure = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 844 } });
    const page = await context.newPage();
    if (withCart) await fillCart(page, candidates);
    await page.goto(path);
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    if (javaScriptEnabled) await hydrated(page);
    const shifts = javaScriptEnabled ? await layoutShift(page) : 0;
    const position = await page.getByTestId("consent-banner").evaluate((el) => getComputedStyle(el).position);
    const out = { boxes: await boxes(page), shifts, position };
    await context.close();
    return out;
  };
  return { before: await measure(false), after: await measure(true) };
}

// Hydration and the notice must move nothing. One run in about fourteen, an empty cart at 1366 px
// shows a shift of ~0.0001 while the page streams in (the recommendation cards' price lines, 13 px,
// at the viewport's bottom edge; the cause is not found yet, see the session notes). Anything the
// notice or a hydration mismatch causes is orders of magnitude larger (the notice once cost 0.244).
const NO_SHIFT = 0.001;

for (const width of [390, 1366]) {
  test.describe(`${width} px wide: the notice moves nothing`, () => {
    test("cart", async ({ browser }) => {
      const { before, after } = await beforeAndAfter(browser, width, "/cart", []);
      expect(before.boxes.main).not.toBeNull();
      expect(after.boxes).toEqual(before.boxes);
      expect(after.position).toBe("fixed");
      expect(after.shifts).toBeLessThan(NO_SHIFT);
    });

    // The first step itself: /checkout only forwards to it once hydrated (a different page, not a shift).
    test("checkout", async ({ browser, request }) => {
      test.setTimeout(90_000);
      const { before, after } = await beforeAndAfter(
        browser,
        width,
        "/checkout/shipping",
        await pickupableProduct(request),
      );
      expect(before.boxes.main).not.toBeNull();
      expect(after.boxes).toEqual(before.boxes);
      expect(after.position).toBe("fixed");
      expect(after.shifts).toBeLessThan(NO_SHIFT);
    });
  });
}
