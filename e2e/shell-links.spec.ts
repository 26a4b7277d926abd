import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, markDocument } from "./shell-support.ts";

// The shell's links are plain <a href data-discover> routed by one delegated click listener
// (apps/web/app/lib/router-links.ts, ADR 0033): they must behave like <Link>.
test.use({ viewport: { width: 1440, height: 900 } });

// A choice made earlier: no cookie notice over the footer's links.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "iw_consent", value: "v1.p0m0f0", url: baseURL ?? "" }]);
});

/** Counts full document loads from now on (an in-app navigation loads data, never a document). */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document" && r.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test("a mega menu link navigates in the app, keeps the locale and marks the current category", async ({ page }) => {
  await gotoHydrated(page, "/de/deals");
  const sameDocument = await markDocument(page);
  const documentLoads = countDocumentLoads(page);

  await page.getByRole("button", { name: "Shop", exact: true }).click();
  // Barbells by its German name: its link is its German URL once the back office gave it one
  // (admin-content.spec.ts does), the English path before.
  const barbells = page.locator(".mega-menu").getByRole("link", { name: "Langhanteln", exact: true });
  const href = (await barbells.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/de\/weightlifting-bars-plates\/[a-z0-9-]+$/);
  await barbells.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Langhanteln"); // in the page's language (ADR 0038)
  // The mega menu closes on the route change; the top nav marks the category the page is in.
  await expect(page.locator(".mega-menu")).toBeHidden();
  await expect(page.locator('.top-nav__link[href="/de/weightlifting-bars-plates"]')).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator('.top-nav__link[href="/de/deals"]')).not.toHaveAttribute("aria-current", "page");
  expect(await sameDocument()).toBe(true);
  expect(documentLoads()).toBe(0);

  // Back returns in the app as well.
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/deals$/);
  expect(await sameDocument()).toBe(true);
});

test("Enter on a focused footer link navigates in the app", async ({ page }) => {
  await gotoHydrated(page, "/");
  const sameDocument = await markDocument(page);
  const link = page.locator('.site-footer a[href="/warranty"]');
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/warranty$/);
  expect(await sameDocument()).toBe(true);
});

test("a modified click opens a new tab and leaves this page; another locale is a full page load", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/deals");
  const sameDocument = await markDocument(page);

  const opened = context.waitForEvent("page");
  await page.locator('.top-nav__link[href="/weightlifting-bars-plates"]').click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/weightlifting-bars-plates");
  await tab.close();
  await expect(page).toHaveURL(/\/deals$/);
  expect(await sameDocument()).toBe(true);

  // The region picker leaves the router's basename: the browser loads the other store's document.
  await page.locator('.region-picker a[href="/gb"]').click();
  await expect(page).toHaveURL(/\/gb$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  expect(await sameDocument()).toBe(false);
});

test("target, download and external links are left to the browser", async ({ page, context }) => {
  await context.route("https://www.instagram.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>elsewhere</title>" }),
  );
  await gotoHydrated(page, "/deals");
  const sameDocument = await markDocument(page);

  // Links like the shell's (same origin, marked), but with a target or a download; on top of the page.
  await page.evaluate(() => {
    const main = document.getElementById("main");
    for (const [id, href, attr, value] of [
      ["t", "/warranty", "target", "_blank"],
      ["d", "/deals", "download", "deals.html"],
    ] as const) {
      const a = document.createElement("a");
      a.id = `probe-${id}`;
      a.href = href;
      a.textContent = `probe ${id}`;
      a.setAttribute("data-discover", "true");
      a.setAttribute(attr, value);
      main?.prepend(a);
    }
  });
  const opened = context.waitForEvent("page");
  await page.locator("#probe-t").click();
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/warranty");
  await tab.close();

  const download = page.waitForEvent("download");
  await page.locator("#probe-d").click();
  expect((await download).suggestedFilename()).toBe("deals.html");
  await expect(page).toHaveURL(/\/deals$/);
  expect(await sameDocument()).toBe(true);

  // The social links leave the store.
  await page.locator('.site-footer a[href^="https://www.instagram.com/"]').click();
  await expect(page).toHaveURL(/^https:\/\/www\.instagram\.com\//);
});
