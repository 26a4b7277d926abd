import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { fillCart, pickupableProduct } from "./checkout-support.ts";
import { markDocument, requestsSeen } from "./shell-support.ts";

test("the health tick asks for the heartbeat every 2nd minute while visible, and pauses when hidden", async ({
  page,
}) => {
  await page.clock.install();
  const beats: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/heartbeat")) beats.push(r.url());
  });
  // The tick starts at hydration, with the region check (the first request an effect makes).
  const hydrated = page.waitForRequest((r) => r.url().includes("/geoIp"));
  await page.goto("/de");
  await hydrated;
  await page.clock.runFor(60_000);
  expect(beats).toEqual([]);
  await page.clock.runFor(60_000);
  await expect.poll(() => beats.length).toBe(1);
  expect(beats[0]).toMatch(/\/svc_ssr\/site\/EUR\/heartbeat$/);

  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { get: () => "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(5 * 60_000);
  await requestsSeen(page);
  expect(beats.length).toBe(1);

  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { get: () => "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(2 * 60_000);
  await expect.poll(() => beats.length).toBe(2);
});

test("a new release found by the heartbeat is preloaded once and the next navigation is a full reload", async ({
  page,
}) => {
  await page.clock.install();
  const manifests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/manifest-")) manifests.push(r.url());
  });
  const hydrated = page.waitForRequest((r) => r.url().includes("/geoIp"));
  await page.goto("/");
  await hydrated;
  const current = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
  );
  // The "new" release: the same manifest under another hash, as a new build would publish it.
  const manifestBody = await (await page.request.get(`/assets/manifest-${current}.js`)).text();
  await page.route("**/assets/manifest-feedbeef.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: manifestBody }),
  );
  await page.route("**/svc_ssr/heartbeat", (route) =>
    route.fulfill({ json: { hash: "feedbeef", buildDate: "2026-11-21T00:00:00.000Z", features: {} } }),
  );
  const sameDocument = await markDocument(page);
  await page.clock.runFor(2 * 60_000);
  await expect.poll(() => page.locator('link[rel="prefetch"][data-release="feedbeef"]').count()).toBeGreaterThan(0);
  await page.clock.runFor(2 * 60_000);
  await requestsSeen(page);
  expect(manifests.filter((u) => u.includes("feedbeef"))).toHaveLength(1);
  expect(await sameDocument()).toBe(true);

  await page.locator(".above-header a").first().click();
  await page.waitForURL(/\/3-ships-free$/, { waitUntil: "load" });
  // The URL can change (history) just before the full load replaces the document: ask until the
  // new document answers.
  await expect.poll(() => sameDocument().catch(() => null)).toBe(false);
});

test("without a new release, navigation stays in the app", async ({ page }) => {
  await page.goto("/");
  const sameDocument = await markDocument(page);
  await page.locator(".above-header a").first().click();
  await expect(page).toHaveURL(/\/3-ships-free$/);
  expect(await sameDocument()).toBe(true);
});

test("online and offline are tracked; offline errors stay silent", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/");
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
  // The failed call's rejection has gone through the page's handlers (a listener added now runs after them).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        window.addEventListener("unhandledrejection", () => setTimeout(done, 0), { once: true });
        void fetch("/svc_ssr/heartbeat");
      }),
  );
  expect(errors).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toHaveCount(0);
});

test("the tick reloads the cart's data every 5th minute, and every minute on checkout pages", async ({ page }) => {
  await page.clock.install();
  const reloads: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) reloads.push(new URL(r.url()).pathname);
  });
  const hydrated = page.waitForRequest((r) => r.url().includes("/geoIp"));
  await page.goto("/");
  await hydrated;
  await page.clock.runFor(4 * 60_000);
  await requestsSeen(page);
  expect(reloads).toEqual([]);
  await page.clock.runFor(60_000);
  await expect.poll(() => reloads.length).toBe(1);

  // Checkout needs something in the cart (an empty one sends the shopper to /cart).
  await fillCart(page, await pickupableProduct(page.request));
  reloads.length = 0;
  await page.goto("/checkout/shipping");
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // Hydrated: checkout read its (empty) draft and starts the address in the home country. (The
  // flags client's request is no signal here: on a second page it may answer from its cache.)
  await expect(page.locator("#shipping-countryId")).toHaveValue("US");
  await requestsSeen(page);
  reloads.length = 0;
  await page.clock.runFor(60_000);
  await expect.poll(() => reloads.length).toBe(1);
  await page.clock.runFor(60_000);
  await expect.poll(() => reloads.length).toBe(2);
});

test("a signed-in customer's promotions are asked for at load and every 2nd minute; the cart shows them", async ({
  page,
}) => {
  const customer = await registerCustomer(page.request);
  // Something in the cart, so its summary shows.
  // The first menu category with a simple product in stock (other journeys add empty categories).
  const menu: { id: number }[] = await (await page.request.get("/svc_content/catalog/menu")).json();
  const added = await (async () => {
    for (const m of menu) {
      const category = await (await page.request.get(`/svc_content/catalog/category/${m.id}?pageSize=50`)).json();
      for (const p of (category.products ?? []) as { productId: number; type: string }[]) {
        if (p.type !== "simple") continue;
        const res = await page.request.post("/svc_list/lists", {
          data: { type: "cart", items: [{ productId: p.productId, qty: 1 }] },
        });
        if (res.status() === 201) return true;
      }
    }
    return false;
  })();
  expect(added).toBe(true);
  await page.clock.install();
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/promotion/status")) asked.push(r.postData() ?? "");
  });
  const hydrated = page.waitForRequest((r) => r.url().includes("/api/features/"));
  await page.goto("/cart");
  await hydrated;
  await expect.poll(() => asked.length).toBe(1);
  expect(JSON.parse(asked[0] ?? "{}")).toEqual({ email: customer.email });
  await page.clock.runFor(60_000);
  await requestsSeen(page);
  expect(asked).toHaveLength(1);
  await page.clock.runFor(60_000);
  await expect.poll(() => asked.length).toBe(2);
  // The cart's summary (with or without items) tells the customer what is left (SPEC §9: 2 by default).
  await expect(page.getByTestId("five-for-five")).toContainText("2 orders left");
});
