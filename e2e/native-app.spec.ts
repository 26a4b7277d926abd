import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { overflowOf } from "./layout-support.ts";
import { gotoHydrated } from "./shell-support.ts";

/** The native app's pages (issue #24) at a phone's width, in app mode. */
test.use({ viewport: { width: 390, height: 844 } });

const APP = "isMobileApp=true&mobileAppVersion=3.3.0&mobileAppPlatform=ios";

/** Nothing of the web's chrome: header, footer, above-header strip, cookie notice. */
async function expectAppChrome(page: Page, path: string) {
  await expect(page.locator("main#main"), path).toHaveCount(1);
  await expect(page.locator(".site-header"), path).toHaveCount(0);
  await expect(page.locator(".site-footer"), path).toHaveCount(0);
  await expect(page.locator(".above-header"), path).toHaveCount(0);
  await expect(page.getByTestId("consent-banner"), path).toHaveCount(0);
  expect(await overflowOf(page), path).toBeNull();
}

test("the SPEC's app paths answer in app mode without the web's chrome, with the right content", async ({ page }) => {
  await registerCustomer(page.request, { firstname: "Ada" });
  const pages: [string, string][] = [
    ["/featured", "Featured"],
    ["/exclusive/1000", "App exclusive"],
    ["/account/notifications", "Notifications"],
    ["/account/notifications/preferences", "Notification settings"],
    ["/account/notifications/rapidfire", "Rapid Fire deals"],
    ["/account/orders", "Order History"],
    ["/app/featured", "Featured"],
    ["/app/account/orders", "Order History"],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(`${path}?${APP}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expectAppChrome(page, path);
  }
  // The preloader greets the signed-in customer and counts the cart.
  await page.goto(`/preloader?${APP}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ironworks");
  await expect(page.getByText("Welcome back, Ada.")).toBeVisible();
  await expectAppChrome(page, "/preloader");
  // The web's own order history keeps its chrome outside the app.
  await page.context().clearCookies({ name: "iw_app" });
  await page.goto("/account/orders");
  await expect(page.locator(".site-header")).toHaveCount(1);
});

test("the preloader hands over to the app with the cart count and config, without moving the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __toApp: string[]; ReactNativeWebView: { postMessage(t: string): void } };
    w.__toApp = [];
    w.ReactNativeWebView = { postMessage: (t) => w.__toApp.push(t) };
  });
  await page.goto(`/preloader?${APP}`);
  const before = await page.getByTestId("app-preloader-cart").boundingBox();
  await expect(page.getByTestId("app-preloader-status")).toHaveText("The store is ready.");
  await expect(page.getByTestId("app-preloader-cart")).toHaveText("Your cart is empty.");
  const preloaded = await page.evaluate(() =>
    (window as unknown as { __toApp: string[] }).__toApp.map((t) => JSON.parse(t)).find((m) => m.type === "preloaded"),
  );
  expect(preloaded.payload).toMatchObject({
    cartQty: 0,
    signedIn: false,
    config: { site: "USA", featuredUri: "/na-featured", minMessagingVersion: "3.3.0" },
  });
  // No layout shift: the lines are where they were at first paint.
  expect(await page.getByTestId("app-preloader-cart").boundingBox()).toEqual(before);
});

test("an app older than 3.3.0, or one whose version does not parse, is asked to update", async ({ page }) => {
  for (const version of ["3.2.5", "not-a-version"]) {
    const response = await page.goto(`/featured?isMobileApp=true&mobileAppVersion=${version}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("app-update")).toBeVisible();
    await expect(page.getByRole("link", { name: "Update the app" })).toHaveAttribute("href", /apps\.apple\.com/);
  }
  await page.goto(`/featured?isMobileApp=true&mobileAppVersion=3.3.0&mobileAppPlatform=android`);
  await expect(page.getByTestId("app-update")).toHaveCount(0);
});

test("the featured feed is the site's featured products, a page at a time, by keyboard", async ({ page }) => {
  await gotoHydrated(page, `/featured?${APP}`);
  const grid = page.getByTestId("app-featured-grid");
  await expect(grid.locator("li")).not.toHaveCount(0);
  const first = await grid.locator("li h2").first().textContent();
  // The demo store features more than a page of products: the pager moves through them.
  const next = page.getByRole("link", { name: "Next page" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(grid.locator("li h2").first()).not.toHaveText(first ?? "");
  await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
});

test("an app-only drop: a clear message on the web, added to the cart in the app", async ({ page }) => {
  await page.goto("/exclusive/1000");
  await expect(page.getByTestId("app-exclusive-web")).toContainText("only sold in the Ironworks app");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  // A product that is not a drop is not an exclusive page.
  expect((await page.goto(`/exclusive/1001?${APP}`))?.status()).toBe(404);

  await gotoHydrated(page, `/exclusive/1000?${APP}`);
  const name = (await page.locator(".product-card__name").textContent()) ?? "";
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("app-exclusive-status")).toHaveText("Added to your cart.");
  await page.context().clearCookies({ name: "iw_app" });
  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(name);
});

test("notification settings are saved per topic and the centre follows them; Rapid Fire is the mailing list", async ({
  page,
}) => {
  await registerCustomer(page.request);
  await gotoHydrated(page, `/account/notifications/preferences?${APP}`);
  const shipping = page.getByRole("group", { name: "Shipping" });
  await expect(shipping.getByRole("checkbox", { name: "Push notification" })).toBeChecked();
  await shipping.getByRole("checkbox", { name: "Push notification" }).uncheck();
  await page.getByRole("group", { name: "Rapid Fire deals" }).getByRole("checkbox", { name: "E-mail" }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByTestId("app-preferences-status")).toHaveText("Your settings are saved.");

  await page.reload();
  await expect(
    page.getByRole("group", { name: "Shipping" }).getByRole("checkbox", { name: "Push notification" }),
  ).not.toBeChecked();
  await page.getByRole("link", { name: "Back to notifications" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");
  await expect(page.getByText("Turned off in your settings: Shipping.")).toBeVisible();

  await page.getByRole("link", { name: "Rapid Fire deals", exact: true }).click();
  await expect(page.getByTestId("app-rapidfire-state")).toHaveText("You get Rapid Fire e-mails.");
  await page.getByRole("button", { name: "Stop Rapid Fire e-mails" }).click();
  await expect(page.getByTestId("app-rapidfire-state")).toHaveText("You do not get Rapid Fire e-mails.");
  // The newsletter list itself changed, as the account's newsletter settings read it.
  const lists = await (await page.request.get("/svc_ssr/newsletters/site/USA/subscriptions")).json();
  expect(lists.emailListIds).not.toContain("rapidfire");
});

test("a guest opening the notification centre signs in first", async ({ page }) => {
  await page.goto(`/account/notifications?${APP}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("the app pages speak the locale's language", async ({ page }) => {
  await page.goto(`/de/featured?${APP}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empfohlen");
  // On the web: the app context the page above kept for the session (cookie iw_app, set once the
  // page hydrates) would keep this one in the app too, so this visit starts without it.
  await page.context().clearCookies({ name: "iw_app" });
  await page.goto(`/fr/exclusive/1000`);
  await expect(page.getByTestId("app-exclusive-web")).toContainText("uniquement dans l’application");
  await page.goto(`/es/featured?isMobileApp=true&mobileAppVersion=3.0.0`);
  await expect(page.getByTestId("app-update")).toContainText("Actualiza la aplicación");
  await page.goto(`/be/featured?${APP}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uitgelicht");
});
