import { expect, type Page } from "@playwright/test";

/** The widths the layout journeys walk: a phone, a tablet, a laptop (issue 13 item 2). */
export const WIDTHS = [390, 768, 1366] as const;

/**
 * Brings every lazy part of the page in: scrolls down a screen at a time (recommendation rows load
 * when they near the viewport), then waits until no slot is still loading, and back to the top.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface Overflow {
  path: string;
  width: number;
  scrollWidth: number;
  /** The outermost elements that stick out of the viewport and that no scroller clips. */
  culprits: string[];
}

/** How far the document is wider than the window, and which elements make it so (null: it fits). */
export async function overflowOf(page: Page): Promise<Overflow | null> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const name = (el: Element) =>
      el.tagName.toLowerCase() +
      (typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "");
    const sticksOut = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.right > width + 0.5 || box.left < -0.5;
    };
    // Clipped by a scroller that itself fits (from the element's containing block up): not the
    // document's problem. An absolutely positioned element escapes every scroller below its
    // positioned ancestor, which is how visually-hidden text in a card row widened pages.
    const contained = (from: Element | null) => {
      for (let a = from; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible" && !sticksOut(a)) return true;
      return false;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const position = getComputedStyle(el).position;
      if (!sticksOut(el) || position === "fixed") continue;
      const parent = el.parentElement;
      const absolute = position === "absolute";
      if (contained(absolute ? (el as HTMLElement).offsetParent : parent)) continue;
      // Report the outermost element of a wide in-flow subtree.
      if (!absolute && parent && parent !== document.body && sticksOut(parent)) continue;
      const box = el.getBoundingClientRect();
      culprits.push(`${name(el)} in ${parent ? name(parent) : "?"} [${Math.round(box.left)}…${Math.round(box.right)}]`);
      if (culprits.length === 5) break;
    }
    // Text that runs out of a box that fits (a long word, an unbreakable line) sticks out too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && culprits.length < 5; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || getComputedStyle(parent).position === "fixed") continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5) || sticksOut(parent)) continue;
      if (contained(parent)) continue;
      culprits.push(
        `text "${node.textContent.trim().slice(0, 40)}" in ${name(parent)} [${Math.round(box.left)}…${Math.round(box.right)}]`,
      );
    }
    return { width, scrollWidth, culprits };
  });
  // LAYOUT_SHOTS=<dir>: a full-page screenshot of every page measured, to look the layout over by eye.
  if (process.env.LAYOUT_SHOTS)
    await page.screenshot({
      path: `${process.env.LAYOUT_SHOTS}/${page.viewportSize()?.width}${new URL(page.url()).pathname.replace(/\W+/g, "_")}.png`,
      fullPage: true,
    });
  return found && { path: new URL(page.url()).pathname, ...found };
}

/** Opens `path`, settles it and returns its overflow (null when the page fits its window). */
export async function measure(page: Page, path: string): Promise<Overflow | null> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(400);
  await settle(page);
  return overflowOf(page);
}

/** Whether a tap at the centre of the locator's element lands on it (not on something above it). */
export async function tapLandsOn(page: Page, selector: string): Promise<boolean> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) return false;
  return target.evaluate(
    (el, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** Σ layout-shift values without recent input, from the page's start. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => done(sum)));
      }),
  );
}
