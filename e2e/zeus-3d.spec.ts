import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * Issue #22 item 1, ADR 0054: the editor's 3-D preview is loaded only on demand. The three.js chunk
 * (the only script holding three's renderer) is not fetched until the shopper presses "Show the 3-D
 * view"; then a canvas draws the same plan, the text summary lists its items, the view turns and
 * zooms by keyboard, and nothing is logged as an error. Without WebGL 2, or when the chunk cannot
 * load, a message says so and the 2-D plan keeps working. Headless Chromium draws WebGL 2 with
 * SwiftShader (software) under the config's flags; no GPU is needed.
 */

/** Three's renderer names itself in its messages: the marker of the 3-D chunk in any script. */
const THREE_MARKER = "THREE.WebGLRenderer";

/** Every script the page fetches, with whether it holds three.js, in the order they arrived. */
function watchScripts(page: Page) {
  const scripts: { url: string; three: Promise<boolean> }[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script" && !res.url().endsWith(".js")) return;
    scripts.push({
      url: res.url(),
      three: res
        .text()
        .then((body) => body.includes(THREE_MARKER))
        .catch(() => false),
    });
  });
  return {
    count: () => scripts.length,
    /** The URLs of the scripts (from index `from` on) that hold three.js. */
    threeAmong: async (from = 0) => {
      const list = scripts.slice(from);
      const flags = await Promise.all(list.map((s) => s.three));
      return list.filter((_, i) => flags[i]).map((s) => s.url);
    },
  };
}

/** Console errors and uncaught exceptions on the page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

async function openTemplate(page: Page) {
  await page.goto("/zeus-builder/project/edit?template=garage");
  await expect(page.getByRole("heading", { level: 1, name: "Garage gym" })).toBeVisible();
  await expect(page.getByTestId("zeus-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId("zeus-3d-toggle")).toBeEnabled();
}

test("the 3-D view loads only when asked, draws the plan, turns by keyboard and follows the plan", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await openTemplate(page);
  const itemCount = await page.getByTestId("zeus-item").count();
  expect(itemCount).toBeGreaterThan(0);

  // Before the button: the page is up and no script with three.js was fetched.
  await page.waitForLoadState("networkidle");
  expect(await scripts.threeAmong()).toEqual([]);
  const before = scripts.count();

  await page.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  const view = page.getByRole("application", { name: "3-D view of the gym" });
  await expect(view).toBeVisible();
  await expect(page.getByTestId("zeus-3d-canvas")).toBeVisible();
  const three = await scripts.threeAmong(before);
  expect(three, "the three.js chunk is fetched on the button").toHaveLength(1);
  expect(await scripts.threeAmong()).toEqual(three);

  // The canvas has the view's size and something is drawn on it: a flat colour compresses to a
  // PNG of a few hundred bytes, the room with its boxes and edges to many kilobytes.
  const box = await page.getByTestId("zeus-3d-canvas").boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.height ?? 0).toBeGreaterThan(200);
  await expect.poll(async () => (await page.getByTestId("zeus-3d-canvas").screenshot()).length).toBeGreaterThan(5000);

  // The text summary: the room and every item of the plan, by name.
  const summary = page.getByTestId("zeus-3d-summary").getByRole("listitem");
  await expect(summary.first()).toContainText(/^Room \d+ ft \d+ in by \d+ ft \d+ in, ceiling /);
  // One line per floor item (named as the plan names it), one per attachment ("… on …"), and the room.
  const labels = await page.getByTestId("zeus-item").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  const lines = await summary.allTextContents();
  for (const label of labels) {
    const [name, at] = (label ?? "").split(" at ");
    expect(
      lines.filter((l) => l.startsWith(`${name}:`) && l.includes(` at ${at},`)),
      label ?? "",
    ).toHaveLength(1);
  }
  expect(lines.length).toBeGreaterThanOrEqual(itemCount + 1);
  expect(lines.slice(itemCount + 1).every((l) => / on /.test(l))).toBe(true);
  const rack = page.getByTestId("zeus-item").first();
  const rackName = ((await rack.getAttribute("aria-label")) ?? "").split(" at ")[0] as string;

  // Keyboard: focus the view, turn and zoom it; the buttons do the same; reset goes back.
  await view.focus();
  const shot = () => page.getByTestId("zeus-3d-canvas").screenshot();
  const first = await shot();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("+");
  await expect.poll(async () => Buffer.compare(await shot(), first) !== 0).toBe(true);
  await page.getByRole("button", { name: "Reset view", exact: true }).click();
  await page.getByRole("button", { name: "Turn right", exact: true }).click();
  await page.getByRole("button", { name: "Zoom out", exact: true }).click();

  // The plan changes (the rack moves a grid step by keyboard): the summary follows.
  const placed = await summary.filter({ hasText: rackName }).first().textContent();
  await rack.focus();
  await page.keyboard.press("ArrowRight");
  await expect(summary.filter({ hasText: rackName }).first()).not.toHaveText(placed ?? "");

  // Hidden again and shown again: the chunk is not fetched a second time.
  await page.getByRole("button", { name: "Hide the 3-D view", exact: true }).click();
  await expect(view).toHaveCount(0);
  await page.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  await expect(view).toBeVisible();
  expect(await scripts.threeAmong()).toEqual(three);

  const a11y = await new AxeBuilder({ page }).include(".zeus-3d").analyze();
  expect(a11y.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test("without WebGL 2 a message says so, the chunk is not fetched, and the 2-D plan keeps working", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type === "webgl2" || type === "webgl") return null;
      return (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof original;
  });
  const scripts = watchScripts(page);
  await openTemplate(page);
  await page.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  await expect(page.getByTestId("zeus-3d-error")).toHaveText(/Your browser cannot show the 3-D view/);
  await expect(page.getByTestId("zeus-3d-summary").getByRole("listitem").first()).toContainText(/^Room /);
  await expect(page.getByTestId("zeus-3d-canvas")).toHaveCount(0);
  expect(await scripts.threeAmong()).toEqual([]);

  const rack = page.getByTestId("zeus-item").first();
  await rack.focus();
  const placed = await rack.getAttribute("aria-label");
  await page.keyboard.press("ArrowRight");
  await expect(rack).not.toHaveAttribute("aria-label", placed ?? "");
  expect(errors).toEqual([]);
});

test("when the 3-D chunk cannot load, a message in the shopper's language; the plan keeps working (390 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/Scene3D-[\w-]+\.js$/, (route) => route.abort());
  await openTemplate(page);
  await page.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  await expect(page.getByTestId("zeus-3d-error")).toHaveText(/The 3-D view could not be loaded/);
  await expect(page.getByTestId("zeus-3d-summary").getByRole("listitem").first()).toContainText(/^Room /);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide).toBeLessThanOrEqual(0);

  const rack = page.getByTestId("zeus-item").first();
  await rack.focus();
  const placed = await rack.getAttribute("aria-label");
  await page.keyboard.press("ArrowRight");
  await expect(rack).not.toHaveAttribute("aria-label", placed ?? "");
});

test("at 390 px the 3-D view fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTemplate(page);
  await page.getByRole("button", { name: "Show the 3-D view", exact: true }).click();
  await expect(page.getByTestId("zeus-3d-canvas")).toBeVisible();
  const box = await page.getByTestId("zeus-3d-canvas").boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide).toBeLessThanOrEqual(0);
});
