import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** `npm run flags -- …` against the e2e server's data directory (it goes through the running server). */
/**
 * The one visitor for whom the gym-map flag is forced on. Every file that opens the map uses it and
 * none clears the rule: `rules` replaces a flag's whole rule list, so two files each setting their
 * own visitor (and clearing it when done) overwrote each other when they ran side by side.
 */
export const GYM_MAP_VISITOR = "e2e-gym-map";

export function forceGymMapForItsVisitor(): Promise<string> {
  return flagsCli("rules", "gym-map", JSON.stringify([{ condition: { id: GYM_MAP_VISITOR }, force: true }]));
}

export function flagsCli(...args: string[]): Promise<string> {
  // Each port has its own data directory (playwright.config.ts); check it is this run's server.
  const port = process.env.E2E_PORT ?? "3311";
  const dataDir = `.e2e-data/${port}`;
  const admin = JSON.parse(readFileSync(`${ROOT}/${dataDir}/flags-admin.json`, "utf8")) as { url: string };
  if (!admin.url.endsWith(`:${port}`))
    throw new Error(`${dataDir} belongs to a server at ${admin.url}, not port ${port}`);
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _, ...env } = process.env;
    execFile(
      process.execPath,
      // The compiled CLI (start.mjs built it before the server started): the artefact operators run, and
      // a second or more faster per call than compiling the sources through tsx on a busy machine.
      ["apps/server/build/flags.js", ...args],
      { cwd: ROOT, env: { ...env, DATA_DIR: dataDir }, timeout: 60_000 },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

export interface SeenEvent {
  name: string;
  category: "performance" | "marketing" | "functional";
  data: Record<string, unknown>;
  /** When the page's bus dispatched it (page clock). */
  at: number;
}

/** Records every analytics event the page's bus dispatches (window `ironworks:analytics`). */
export async function recordAnalytics(page: Page): Promise<() => Promise<SeenEvent[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[] };
    w.__events = [];
    window.addEventListener("ironworks:analytics", (e) => w.__events.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __events: SeenEvent[] }).__events);
}

/** Marks the document; the mark survives only in-app navigations and live updates (no reload). */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __doc: boolean }).__doc = true;
  });
  return async () => page.evaluate(() => (window as unknown as { __doc?: boolean }).__doc === true);
}

/**
 * Opens a shop page and waits until it is hydrated: the route announcer marks itself data-hydrated
 * once React has taken the page over (every page has it; the footer's newsletter form hydrates
 * only when it nears the viewport, ADR 0034). Checks that read the
 * whole page (axe) or count what its effects did start from here, not from a fixed pause.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await pageHydrated(page);
}

/**
 * The page in view has been taken over by React. A journey that lands on a page by a form post or a
 * redirect waits for this before using a script-driven control (a menu button does nothing until then).
 */
export async function pageHydrated(page: Page) {
  await page.locator('[data-testid="route-announcer"][data-hydrated]').first().waitFor({ state: "attached" });
}

/**
 * Every request the page has started so far has reached the test's `request` listeners: the page
 * asks for a marker URL and the test waits for that request (events arrive in order). Use before
 * "nothing more was asked" instead of a pause, which a busy machine outlasts.
 */
export async function requestsSeen(page: Page) {
  const marker = `/healthz?seen=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => {});
  }, marker);
  await seen;
}

/** The region check of this tab is decided and dismissed silently (region.ts REGION_SETTLED_KEY). */
export async function regionSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("iw_region_settled")), { timeout: 15_000 })
    .toBe("1");
}
