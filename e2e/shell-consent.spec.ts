import { expect, test } from "@playwright/test";
import { gotoHydrated, recordAnalytics } from "./shell-support.ts";

const banner = (page: import("@playwright/test").Page) => page.getByTestId("consent-banner");

test("EUR: nothing is sent before consent; accepting turns analytics and marketing on", async ({ page, context }) => {
  const events = await recordAnalytics(page);
  // Hydrated: the page view has been tracked (and dropped) by now.
  await gotoHydrated(page, "/de/weightlifting-bars-plates");
  await expect(banner(page)).toBeVisible();
  await page.mouse.wheel(0, 600);
  expect(await events()).toEqual([]);

  // Whatever the page tried before the choice, however late on a busy machine, is stamped before it.
  const choiceAt = await page.evaluate(() => Date.now());
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "iw_consent")?.value).toBe("v1.p1m1f1");
  await expect
    .poll(async () => (await events()).map((e) => `${e.category}:${e.name}`))
    .toEqual(expect.arrayContaining(["performance:page_view", "marketing:ad_page_visit"]));
  // Tiles on screen when the visitor agrees count from then on.
  await expect
    .poll(async () => (await events()).find((e) => e.name === "listing_impressions")?.data.items, { timeout: 5000 })
    .toEqual(expect.arrayContaining([expect.objectContaining({ list: "/de/weightlifting-bars-plates", position: 1 })]));
  expect((await events()).filter((e) => e.at < choiceAt)).toEqual([]);
  // Still no chat on the European store.
  await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
});

test("EUR: choosing performance only keeps marketing off", async ({ page }) => {
  const events = await recordAnalytics(page);
  await page.goto("/gb");
  await banner(page).getByRole("button", { name: "Manage choices" }).click();
  await banner(page)
    .getByRole("checkbox", { name: /Performance/ })
    .check();
  await banner(page).getByRole("button", { name: "Save choices" }).click();
  await expect.poll(async () => (await events()).map((e) => e.name)).toContain("page_view");
  const views = async () => (await events()).filter((e) => e.name === "page_view").length;
  const viewsBefore = await views();
  await page.getByRole("link", { name: /Free shipping/ }).click();
  // The next page's view is counted: its marketing visit (sent beside it) was asked for and dropped.
  await expect.poll(views).toBe(viewsBefore + 1);
  expect((await events()).filter((e) => e.category === "marketing")).toEqual([]);
});

test.describe("Global Privacy Control", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
    });
  });

  test("USA: no marketing event ever, even after Accept all", async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto("/weightlifting-bars-plates");
    await expect(banner(page)).toContainText("Global Privacy Control");
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await events()).map((e) => e.name)).toContain("page_view");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toHaveCount(0);
    const views = async () => (await events()).filter((e) => e.name === "page_view").length;
    const viewsBefore = await views();
    await page.locator(".product-card a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The product page's view is counted (its marketing visit, sent beside it, was dropped).
    await expect.poll(views).toBeGreaterThan(viewsBefore);
    expect((await events()).filter((e) => e.category === "marketing")).toEqual([]);
  });
});

test("USA: analytics runs until declined; clicks carry 19 characters of text; live chat is offered", async ({
  page,
}) => {
  const events = await recordAnalytics(page);
  await page.goto("/");
  await expect
    .poll(async () => (await events()).map((e) => `${e.category}:${e.name}`))
    .toEqual(expect.arrayContaining(["performance:page_view", "marketing:ad_page_visit"]));
  await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0); // not over the notice
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await page.getByRole("link", { name: /Free shipping/ }).click();
  await expect
    .poll(async () => (await events()).filter((e) => e.name === "ad_click").map((e) => e.data.text))
    .toEqual(["Free shipping on 3 "]); // the notice's own buttons are not ad clicks
  const chat = page.getByRole("button", { name: "Chat with us" });
  await expect(chat).toBeVisible();
  await chat.click();
  await expect(page.getByRole("region", { name: "Live chat" })).toBeVisible();
});

test("USA: declining stops everything", async ({ page }) => {
  const events = await recordAnalytics(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  const before = (await events()).length;
  await page.getByRole("link", { name: /Free shipping/ }).click();
  await expect(page).toHaveURL(/\/3-ships-free$/);
  // The next page shown and its effects run (the page view is tracked there, and dropped).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect((await events()).length).toBe(before);
  await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
});

test("CAN offers live chat once functional cookies are allowed", async ({ page }) => {
  await page.goto("/ca");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
});

test("the footer's Cookie preferences reopens the notice to change an earlier choice", async ({ page, context }) => {
  await page.goto("/de");
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: "Cookies bei Ironworks" })).toBeFocused();
  const marketing = banner(page).getByRole("checkbox", { name: /Marketing/ });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await banner(page).getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "iw_consent")?.value).toBe("v1.p1m0f1");
  // The choice holds across a reload.
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});
