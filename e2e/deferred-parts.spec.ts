import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 16 item 4, ADR 0034: the footer's newsletter form is not in the first view's scripts. The server renders them
 * in full; their code loads when they near the viewport (or are touched), and React hydrates the
 * server's markup in place: nothing moves, and the form works once it has loaded.
 */

test.use({ viewport: { width: 1280, height: 720 } });

/** A string only the deferred form's code holds: a message key it renders (its words are in the catalog). */
const NEWSLETTER_CODE = "newsletter.sendMe";

/** Whether any script the page has loaded so far holds `marker` (every body read first). */
function scriptsHolding(page: Page): (marker: string) => Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") bodies.push(res.text().catch(() => ""));
  });
  return async (marker) => (await Promise.all(bodies)).some((b) => b.includes(marker));
}

/** The form's box within the footer (what is above the footer may change as rows load). */
function placeInFooter(el: Element) {
  const box = el.getBoundingClientRect();
  const footer = (el.closest("footer") as Element).getBoundingClientRect();
  return { top: box.top - footer.top, left: box.left - footer.left, width: box.width, height: box.height };
}

async function firstView(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator('[data-testid="route-announcer"][data-hydrated]').waitFor({ state: "attached" });
}

test("the footer form's code loads when the footer nears; the form keeps its place and signs up", async ({ page }) => {
  const holding = scriptsHolding(page);
  await firstView(page, "/");
  const form = page.locator("footer form.newsletter");
  // Server-rendered, not yet hydrated, its code not loaded.
  await expect(form).toHaveCount(1);
  await expect(form).not.toHaveAttribute("data-hydrated", "true");
  expect(await holding(NEWSLETTER_CODE)).toBe(false);
  const before = await form.evaluate(placeInFooter);

  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect.poll(() => holding(NEWSLETTER_CODE)).toBe(true);
  const after = await form.evaluate(placeInFooter);
  expect(after).toEqual(before);

  await form.getByLabel("Email address").fill(`deferred-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByTestId("newsletter-success")).toBeVisible();
});

test("focusing the footer form before it nears the viewport loads it too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await firstView(page, "/cart");
  const form = page.locator("footer form.newsletter");
  await expect(form).not.toHaveAttribute("data-hydrated", "true");
  // Keyboard focus without scrolling: programmatic focus with preventScroll.
  await form.getByLabel("Email address").evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(form).toHaveAttribute("data-hydrated", "true");
});

test("a product page loads no newsletter code until the footer nears", async ({ page }) => {
  const holding = scriptsHolding(page);
  await firstView(page, "/ironworks-pocket-tee");
  expect(await holding(NEWSLETTER_CODE)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the footer form is in the page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("footer form.newsletter").getByLabel("Email address")).toBeVisible();
  });
});
