import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, regionSettled } from "./shell-support.ts";

/** The e2e server trusts loopback, so this header states the visitor's country (a CDN's geo header). */
const visitorFrom = (country: string) => ({ extraHTTPHeaders: { "x-ironworks-country": country } });

async function geoCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/geoIp")) calls.push(r.url());
  });
  return calls;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Confirm your region" });

test.describe("a visitor from Germany on the USA store", () => {
  test.use(visitorFrom("DE"));

  test("sees the modal; staying stores the preference for 365 days and ends the prompts", async ({ page, context }) => {
    const calls = await geoCalls(page);
    await page.goto("/");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(
      "It looks like you're in Germany. Please confirm your region to correctly display pricing and availability.",
    );
    expect(calls[0]).toMatch(/\/svc_ssr\/geoIp\?current=US$/);
    await dialog(page).getByRole("button", { name: "Stay on United States (USD)" }).click();
    await expect(dialog(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "preferred_country");
    expect(cookie?.value).toBe("US");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    // A new session: the stored preference matches the site, so no prompt and no geo call.
    const next = await context.newPage();
    const nextCalls = await geoCalls(next);
    // Hydrated: the check would have asked by now (it starts at hydration).
    await gotoHydrated(next, "/gear-apparel");
    await expect(dialog(next)).toHaveCount(0);
    expect(nextCalls).toEqual([]);
  });

  test("can switch to the German store", async ({ page, context }) => {
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Go to Deutschland (EUR)" }).click();
    await expect(page).toHaveURL(/\/de$/);
    expect((await context.cookies()).find((c) => c.name === "preferred_country")?.value).toBe("DE");
    // The German page hydrated (its region check, if any, started there).
    await page.locator('[data-testid="route-announcer"][data-hydrated]').first().waitFor({ state: "attached" });
    await expect(dialog(page)).toHaveCount(0);
  });

  test("is redirected when the stored preference is the detected country", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "preferred_country", value: "DE", url: baseURL as string }]);
    await page.goto("/gear-apparel");
    await expect(page).toHaveURL(/\/de$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("is not asked on the German store", async ({ page }) => {
    const calls = await geoCalls(page);
    await page.goto("/de");
    await expect.poll(() => calls.length).toBe(1);
    await regionSettled(page);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe("silent dismissal", () => {
  test.describe("a visitor from the USA on the USA store", () => {
    test.use(visitorFrom("US"));
    test("is not asked, and not checked again in this tab", async ({ page }) => {
      const calls = await geoCalls(page);
      await page.goto("/");
      await expect.poll(() => calls.length).toBe(1);
      await regionSettled(page);
      await expect(dialog(page)).toHaveCount(0);
      await page.reload();
      // Hydrated again: a second check would have started by now.
      await page.locator('[data-testid="route-announcer"][data-hydrated]').first().waitFor({ state: "attached" });
      expect(calls.length).toBe(1);
    });
  });

  test.describe("a visitor whose storefront is /au", () => {
    test.use(visitorFrom("AU"));
    test("is not asked on the USA store", async ({ page }) => {
      const calls = await geoCalls(page);
      await page.goto("/");
      await expect.poll(() => calls.length).toBe(1);
      await regionSettled(page);
      await expect(dialog(page)).toHaveCount(0);
    });
  });

  test.describe("a visitor whose storefront is /ca", () => {
    test.use(visitorFrom("CA"));
    test("is not asked on the UK store", async ({ page }) => {
      const calls = await geoCalls(page);
      await page.goto("/gb");
      await expect.poll(() => calls.length).toBe(1);
      await regionSettled(page);
      await expect(dialog(page)).toHaveCount(0);
    });
  });
});

test.describe("a visitor from the UK on the German store", () => {
  test.use(visitorFrom("GB"));
  test("is asked to switch to the UK store; Escape counts as staying", async ({ page, context }) => {
    await page.goto("/de");
    // The German store asks in German (issue 15), naming the country in German.
    const modal = page.getByRole("dialog", { name: "Bestätige deine Region" });
    await expect(modal).toContainText("Dein Standort scheint Vereinigtes Königreich zu sein.");
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "preferred_country")?.value).toBe("DE");
  });
});
