import { chooseVariant } from "@ironworks/domain/ab";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { flagsCli, pageHydrated, recordAnalytics } from "./shell-support.ts";

/**
 * Browsers with a visitor id share cached pages by variant (ADR 0064): the page carries no id; the
 * content A/B block keeps the server's variant after hydration, its exposure event names it, and the
 * flags SDK, which reads the id from the ab_vid cookie, keeps a value a rule gives that id.
 */
const TEST = "home-hero-copy";
const RUN = `${Date.now().toString(36)}-${process.pid}`;

/** Two visitor ids in the same variant of the home page's A/B test, unique to this run. */
function twoIdsInOneVariant(): [string, string, number] {
  const ids: string[] = [];
  for (let i = 0; ids.length < 2; i++) {
    const id = `e2e-abvid-${RUN}-${i}`;
    if (chooseVariant(TEST, id, 2) === 0) ids.push(id);
  }
  return [ids[0] as string, ids[1] as string, 0];
}

async function visitor(browser: Browser, id: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "ab_vid", value: id, url: test.info().project.use.baseURL ?? "" }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const events = await recordAnalytics(page);
  return { page, errors, events, close: () => context.close() };
}

const abBlock = (page: Page) => page.locator(`[data-ab-test="${TEST}"]`);

test("two visitors of one variant share the cached home page; block, exposure and flags hold after hydration", async ({
  browser,
}) => {
  test.slow(); // a flags change, two browsers and the SDK's delayed start on a shared machine
  const [a, b, variant] = twoIdsInOneVariant();
  // The footer's debug link is forced on for visitor a only (a rule on the id; others keep the flag's value).
  await flagsCli("rules", "debug", JSON.stringify([{ condition: { id: a }, force: true }]));
  const ann = await visitor(browser, a);
  const bob = await visitor(browser, b);
  try {
    const first = await ann.page.goto("/");
    expect(first?.headers()["set-cookie"]).toBeUndefined();
    await pageHydrated(ann.page);
    // Bob's browser asks until the page Ann's visit stored (Bob's own key: variant, flag values) is there.
    await expect
      .poll(async () => (await bob.page.request.get("/")).headers()["x-cache"], { timeout: 15_000 })
      .toBe("hit");
    const features = bob.page.waitForResponse((r) => r.url().includes("/api/features/"));
    const second = await bob.page.goto("/");
    expect(second?.headers()["x-cache"]).toBe("hit");
    const html = (await second?.text()) ?? "";
    expect(html).not.toContain(a);
    expect(html).not.toContain(b);
    await pageHydrated(bob.page);

    for (const { page } of [ann, bob]) await expect(abBlock(page)).toHaveAttribute("data-ab-variant", String(variant));
    // The exposure event of the content test names the variant the page showed.
    for (const { events } of [ann, bob])
      await expect
        .poll(async () =>
          (await events()).some(
            (e) =>
              e.name === "experiment_viewed" &&
              e.data.experimentId === TEST &&
              e.data.variationId === String(variant) &&
              e.data.source === "content",
          ),
        )
        .toBe(true);

    // Ann's page (rendered for her flag values) has the debug link; once the SDK runs with the id from
    // her cookie it keeps it (without the id it would evaluate the rule false and take it away).
    const stream = ann.page.waitForResponse((r) => r.url().includes("/sub/"), { timeout: 30_000 });
    await ann.page.reload();
    await expect(ann.page.locator(".site-footer__debug")).toHaveCount(1);
    await stream;
    await expect(ann.page.locator(".site-footer__debug")).toHaveCount(1);
    expect(await ann.page.content()).not.toContain(`"id":"${a}"`);
    await features;

    for (const { errors } of [ann, bob]) expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  } finally {
    await flagsCli("rules", "debug", "[]");
    await ann.close();
    await bob.close();
  }
});
