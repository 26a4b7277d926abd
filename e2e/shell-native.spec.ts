import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { gotoHydrated } from "./shell-support.ts";

const APP = "isMobileApp=1&mobileAppVersion=3.3.0&mobileAppPlatform=android&deviceUid=device-42&tab=shop";

test("native-app paths hide the banners, the cookie notice and the above-header", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".above-header")).toHaveCount(1);
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  // The account's app pages need a customer (a guest is sent to sign in, a web page).
  await registerCustomer(page.request);

  for (const path of [
    "/app/featured",
    "/app/preloader",
    "/app/exclusive/1000",
    "/app/account/orders",
    "/app/account/notifications",
    "/app/account/notifications/preferences",
    "/app/account/notifications/rapidfire",
  ]) {
    const response = await page.goto(`${path}?${APP}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator(".above-header"), path).toHaveCount(0);
    await expect(page.getByTestId("consent-banner"), path).toHaveCount(0);
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("in the app, service calls carry the app parameters and the bridge reports to the app", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __toApp: string[]; ReactNativeWebView: { postMessage(t: string): void } };
    w.__toApp = [];
    w.ReactNativeWebView = { postMessage: (t) => w.__toApp.push(t) };
  });
  await page.goto(`/app/featured?${APP}`);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __toApp: string[] }).__toApp.map((t) => JSON.parse(t).type)),
    )
    .toContain("ready");
  const request = page.waitForRequest((r) => r.url().includes("/svc_ssr/countries"));
  await page.evaluate(() => fetch("/svc_ssr/countries"));
  const url = new URL((await request).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    isMobileApp: "1",
    mobileAppVersion: "3.3.0",
    mobileAppPlatform: "android",
  });
  // The context is kept for the session: a plain load of another page stays in app mode.
  await page.goto("/app/preloader");
  await expect(page.locator(".above-header")).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toApp: string[] }).__toApp.length))
    .toBeGreaterThan(0);
  const again = page.waitForRequest((r) => r.url().includes("/svc_ssr/countries"));
  await page.evaluate(() => fetch("/svc_ssr/countries"));
  expect(new URL((await again).url()).searchParams.get("isMobileApp")).toBe("1");
});

test("apps older than 3.3.0 get no bridge messages", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __toApp: string[]; ReactNativeWebView: { postMessage(t: string): void } };
    w.__toApp = [];
    w.ReactNativeWebView = { postMessage: (t) => w.__toApp.push(t) };
  });
  // Hydrated: the bridge's "ready" and "route" messages would have gone by now.
  await gotoHydrated(page, "/app/featured?isMobileApp=1&mobileAppVersion=3.2.5");
  expect(await page.evaluate(() => (window as unknown as { __toApp: string[] }).__toApp)).toEqual([]);
});
