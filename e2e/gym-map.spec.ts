import { expect, test } from "@playwright/test";
import { overflowOf } from "./layout-support.ts";
import { forceGymMapForItsVisitor, GYM_MAP_VISITOR, gotoHydrated } from "./shell-support.ts";

/**
 * The equipped-gyms map (issue #24) at a phone's width. The gym-map flag is forced on for
 * the map journeys' one visitor (a targeting rule on the visitor id), so journeys beside it see it off.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const visitor = GYM_MAP_VISITOR;

test.beforeAll(async () => {
  await forceGymMapForItsVisitor();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "ab_vid", value: visitor, url: test.info().project.use.baseURL ?? "" }]);
});

test("search by postcode: the gyms within the distance, nearest first, on the map and in the list, with no third-party request", async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== origin) elsewhere.push(r.url());
  });
  await gotoHydrated(page, "/rogue-equipped-gyms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipped gyms");
  await expect(page.getByTestId("gyms-count")).toHaveText(/^3\d\d gyms found$/); // 300 seeded, and any approved since

  await page.getByLabel("City, postcode or gym name").fill("43215");
  await page.getByLabel("Distance").selectOption("25");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=43215/);
  await expect(page.getByTestId("gyms-count")).toHaveText(/^\d+ gyms within 25 km of 43215, Columbus$/);
  const items = page.getByTestId("gyms-list").locator("li");
  await expect(items).not.toHaveCount(0);
  for (const text of await items.allTextContents()) expect(text).toMatch(/Columbus, OH, US/);
  const distances = (await items.allTextContents()).map((t) => Number(/([\d.]+) km away/.exec(t)?.[1]));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // Every gym found is on the map, as a pin or inside a cluster.
  const pins = await page.locator(".gyms-map__pin").count();
  const clustered = (await page.locator(".gyms-map__cluster text").allTextContents()).reduce(
    (n, t) => n + Number(t),
    0,
  );
  expect(pins + clustered).toBe(await items.count());
  expect(await overflowOf(page)).toBeNull();
  expect(elsewhere).toEqual([]);
});

test("filters by type and equipment", async ({ page }) => {
  await gotoHydrated(page, "/rogue-equipped-gyms");
  await page.getByLabel("Gym type").selectOption({ label: "University" });
  await page.getByRole("checkbox", { name: "Strongman" }).check();
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/type=university/);
  const items = page.getByTestId("gyms-list").locator("li");
  await expect(items).not.toHaveCount(0);
  // The list follows the URL once the new results are in: every gym listed is then a university's.
  await expect(items.filter({ hasNotText: "University" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Strongman" })).toBeChecked();
});

test("clusters open by keyboard, a pin opens the gym's card, the list shows a gym on the map", async ({ page }) => {
  await gotoHydrated(page, "/rogue-equipped-gyms");
  const map = page.getByTestId("gyms-map");
  const zoom = Number(await map.getAttribute("data-zoom"));
  const cluster = page.getByRole("button", { name: /^\d+ gyms here\. Zoom in$/ }).first();
  await cluster.focus();
  await page.keyboard.press("Enter");
  await expect(map).not.toHaveAttribute("data-zoom", String(zoom));

  // The list: "Show … on the map" opens the card, focus on its heading.
  const first = page.getByTestId("gyms-list").locator("li").first();
  const name = (await first.locator("h3").textContent()) ?? "";
  await first.getByRole("button", { name: `Show ${name} on the map` }).click();
  const card = page.getByTestId("gyms-card");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(card.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(card).toContainText("Opening hours");
  await expect(card.getByRole("listitem").first()).toBeVisible();
  // …and its pin is on the map, pressed.
  const pin = page.getByRole("button", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `) });
  await expect(pin).toHaveAttribute("aria-pressed", "true");
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toHaveCount(0);
  // Zoom buttons.
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByRole("button", { name: "Fit all results" }).click();
  await expect(map).toHaveAttribute("data-zoom", String(zoom));
});

test("bad input is a 400 page that says what to fix; a place with no gyms says so", async ({ page }) => {
  const response = await page.goto("/rogue-equipped-gyms?radius=5000&type=spa");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Choose a distance between 1 and 1000 km.")).toBeVisible();
  await expect(page.getByText("Choose a gym type from the list.")).toBeVisible();
  await page.goto("/rogue-equipped-gyms?q=atlantis");
  await expect(page.getByTestId("gyms-count")).toHaveText("No gyms found.");
});

test("the map speaks the locale's language", async ({ page }) => {
  await page.goto("/de/rogue-equipped-gyms?q=berlin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ausgestattete Gyms");
  await expect(page.getByTestId("gyms-count")).toContainText("im Umkreis von 50 km um Berlin");
});
