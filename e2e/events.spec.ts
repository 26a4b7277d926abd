import { upcomingThrowdownYear } from "@ironworks/seed";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { fillUsAddress, payByTestCard } from "./checkout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";
import { gotoHydrated } from "./shell-support.ts";

/**
 * Issue #20 journeys: a signed-in athlete registers and pays for a division of the upcoming event
 * (the registration is a purchase: a buy-now line of the event's registration product, checkout,
 * card; the event's waiver accepted on the way), then finds their row pinned on its leaderboard and the registration on /account/events; a moderator enters, verifies and publishes a score, and a
 * leaderboard open in a second browser shows it without a reload.
 */

/** The demo upcoming event's year, as the server seeded it today. */
const year = upcomingThrowdownYear(new Date());

test("a team registers with its name and members: the team division shows its boxes; a member named twice is refused before posting", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await registerCustomer(page.request);
  await gotoHydrated(page, `/events/ironworks-throwdown/${year}`);
  const team = page.getByTestId("event-team");
  await expect(team).toBeHidden(); // an individual division is chosen first
  await page.locator("#event-division").selectOption(`ironworks-throwdown-${year}:team`);
  await expect(team).toBeVisible();
  await expect(page.getByRole("group", { name: "Your team (3 members)" })).toBeVisible();
  await expect(team.getByRole("textbox")).toHaveCount(4); // the team's name and three members
  await page.getByLabel("Athlete name").fill("Team Captain");
  await team.getByLabel("Team name").fill(`Barbell Club ${Date.now().toString(36)}`);
  await team.getByLabel("Member 1").fill("Ana Ruiz");
  await team.getByLabel("Member 2").fill("Ben Ode");
  await team.getByLabel("Member 3").fill("ana ruiz");
  await page.getByRole("checkbox", { name: /I have read and accept .* \(version 1\)/ }).check();
  await page.getByRole("button", { name: "Register and pay" }).click();
  await expect(page.locator("#event-register-alert")).toHaveText(
    /A team division needs the team's name and every member/,
  );
  await expect(page).toHaveURL(new RegExp(`/events/ironworks-throwdown/${year}$`));

  await team.getByLabel("Member 3").fill("Cy Diaz");
  await page.getByRole("button", { name: "Register and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/(shipping|payment)$/, { timeout: 30_000 });
  await expect(page.getByText(/Garage Games Throwdown - Individual Registration/).first()).toBeVisible();
});

test("a signed-in athlete registers and pays for a division and sees their pinned row", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerCustomer(page.request);
  await page.goto(`/events/ironworks-throwdown/${year}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ironworks Throwdown ${year}` })).toBeVisible();
  const name = `Erin Tester ${Date.now().toString(36)}`;
  await page.locator("#event-division").selectOption(`ironworks-throwdown-${year}:scaled`);
  await page.getByLabel("Athlete name").fill(name);
  await page.getByLabel("Affiliate (optional)").fill("Ironworks Columbus");
  await expect(page.getByText("The registration is a purchase")).toBeVisible();
  // The event's waiver (version 1): read, then accepted with the checkbox the form requires.
  const waiver = page.getByRole("group", { name: "Waiver (version 1)" });
  await waiver.getByText("Ironworks Throwdown athlete waiver", { exact: true }).click();
  await expect(waiver.getByTestId("event-waiver-text")).toContainText("risk of injury");
  await waiver.getByRole("checkbox", { name: /I have read and accept .* \(version 1\)/ }).check();
  await page.getByRole("button", { name: "Register and pay" }).click();

  // Checkout of the registration alone (virtual: no delivery), paid by the test card. A signed-in
  // customer's virtual-only order has nothing to fill on the first step: the landing may go on to payment.
  await expect(page).toHaveURL(/\/checkout\/(shipping|payment)$/, { timeout: 30_000 });
  await expect(page.getByText(/Garage Games Throwdown - Individual Registration/).first()).toBeVisible();
  if (page.url().endsWith("/checkout/shipping")) {
    await expect(page.getByTestId("shipping-virtual")).toBeVisible();
    await page.getByRole("button", { name: "Continue to payment" }).click();
  }
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 15_000 });
  await fillUsAddress(page, "billing");
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  const place = page.getByTestId("place-order");
  await expect(place).not.toHaveAttribute("aria-disabled", "true");
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 30_000 });
  const orderId = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderId).toMatch(/IW-/);

  // The account's events page: the registration, paid with that order; the events profile form.
  await page.goto("/account/events");
  const registration = page.locator(`[data-registration="ironworks-throwdown-${year}"]`);
  await expect(registration.getByText(`Scaled, as ${name}`)).toBeVisible();
  await expect(registration.getByRole("link", { name: new RegExp(`Paid with order ${orderId}`) })).toBeVisible();
  await expect(registration.getByText(/Waiver version 1 accepted on/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Events profile" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Send me emails about" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The leaderboard of the division: the athlete's own row pinned above the table.
  await page.goto(`/events/ironworks-throwdown/${year}`);
  await expect(page.getByText(`You are registered in Scaled as ${name}.`)).toBeVisible();
  await page.locator("#event-filter-division").selectOption({ label: "Scaled" });
  await page.getByRole("button", { name: "Show" }).click();
  const mine = page.locator(".event-mine");
  await expect(mine.getByRole("heading", { name: "Your place" })).toBeVisible();
  await expect(mine.getByRole("rowheader", { name: new RegExp(name) })).toBeVisible();
  // Per workout: the division ordered by one workout's places (the filter form, no JavaScript needed).
  await page.getByLabel("Order by").selectOption({ label: "Workout 1" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]sort=1(&|$)/);
  await expect(page.locator(".event-mine").getByRole("rowheader", { name: new RegExp(name) })).toBeVisible();
  // 390 px: nothing wider than the screen (the table scrolls in its own region).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a past event's leaderboard filtered by country and affiliate, in German, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/de/events/ironworks-open/2024");
  const filters = page.getByRole("form", { name: "Rangliste filtern" });
  await filters.getByRole("combobox", { name: "Land" }).selectOption({ label: "Kanada" });
  await filters.getByRole("button").click();
  await expect(page).toHaveURL(/[?&]country=CA(&|$)/);
  const rows = page.locator("tbody tr[data-athlete]");
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\bCA\b/);
  await page.getByRole("searchbox", { name: "Affiliate" }).fill("no-such-box-anywhere");
  await filters.getByRole("button").click();
  await expect(page.getByText("Keine Athletin und kein Athlet passt zu diesen Filtern.")).toBeVisible();
  await context.close();
});

test("a moderator publishes a score; an open leaderboard in another browser shows it without reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The spectator: the Invitational's leaderboard, live.
  const spectatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const spectator = await spectatorContext.newPage();
  await spectator.goto("/invitational");
  await expect(spectator.locator('.event-live[data-live="on"]')).toBeVisible({ timeout: 30_000 });
  await spectator.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // The moderator (an owner moderates every event): enter a score for the last, unscored workout.
  await signInNewStaff(page, "owner", "mod-owner");
  await page.goto("/moderator/rogue-invitational-2025");
  await expect(page.getByRole("heading", { name: "Moderator console: Rogue Invitational 2025" })).toBeVisible();
  const athletes = page.getByLabel("Athlete");
  const options = await athletes
    .locator("optgroup[label='Men'] option")
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? "" })));
  const athlete = options[Math.floor(Math.random() * options.length)];
  if (!athlete) throw new Error("no athletes");
  await athletes.selectOption(athlete.value);
  await page.getByLabel("Workout").selectOption({ label: "Event 5: The Duel" });
  const seconds = 180 + Math.floor(Math.random() * 60);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  await page.getByRole("textbox", { name: "Score", exact: true }).fill(time);
  await expect(page.getByText(`Parsed as ${time}`)).toBeVisible();
  await page.getByLabel("Judge").fill("E2E judge");
  await page.getByRole("button", { name: "Enter score" }).click();
  const item = page.locator("li[data-score]").filter({ hasText: athlete.label }).filter({ hasText: "Event 5" });
  await item.getByRole("button", { name: "Verify" }).click();
  await expect(item.getByText(/verified, version 2/)).toBeVisible();
  await item.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "published" })).toBeVisible();

  // The spectator's table shows it in place, without a reload.
  const row = spectator.locator(`tr[data-athlete="${athlete.value}"]`);
  await expect(row.locator("td.event-table__cell").nth(4)).toContainText(time, { timeout: 15_000 });
  await expect(spectator.locator('.event-live[data-live="updated"]')).toBeVisible();

  // Review after publication: a penalty with its reason; the spectator's cell says so, live.
  const review = page.getByRole("region", { name: "Review a published score" });
  await review
    .getByLabel("Published score")
    .selectOption({ label: `${athlete.label}, Event 5: The Duel: ${time} (published)` });
  await review.getByLabel("Decision").selectOption("penalize");
  const penalized = `${Math.floor((seconds + 10) / 60)}:${String((seconds + 10) % 60).padStart(2, "0")}`;
  await review.getByLabel("New score").fill(penalized);
  await review.getByLabel("Reason").fill("E2E: 10 s for a missed line");
  await review.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByRole("status").filter({ hasText: "penalized" })).toBeVisible();
  const cell = row.locator("td.event-table__cell").nth(4);
  await expect(cell).toContainText(penalized, { timeout: 15_000 });
  await expect(cell).toContainText("Penalty: E2E: 10 s for a missed line");
  expect(await spectator.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await spectatorContext.close();
});
