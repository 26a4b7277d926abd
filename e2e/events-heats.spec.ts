import AxeBuilder from "@axe-core/playwright";
import { upcomingThrowdownYear } from "@ironworks/seed";
import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { fillUsAddress, payByTestCard } from "./checkout-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #20 item 1: an athlete buys a place in the throwdown's Scaled division; the owner opens the
 * back office's Events screen, adds a heat of Workout 1 for Scaled and puts the athlete in lane 4
 * (a second athlete in that lane is refused, the reason said); the athlete finds the heat and lane
 * on /account/events and under the workout on the event page. The owner publishes a waiver for a
 * past event from the same screen and sees it as the current version, in the history.
 */
const year = upcomingThrowdownYear(new Date());

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The athlete's place in Scaled, bought as the event page sells it (a registration is a purchase). */
async function buyScaledPlace(page: Page, name: string) {
  await registerCustomer(page.request);
  await page.goto(`/events/ironworks-throwdown/${year}`);
  await page.locator("#event-division").selectOption(`ironworks-throwdown-${year}:scaled`);
  await page.getByLabel("Athlete name").fill(name);
  await page.getByRole("checkbox", { name: /I have read and accept .* \(version 1\)/ }).check();
  await page.getByRole("button", { name: "Register and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/(shipping|payment)$/, { timeout: 30_000 });
  if (page.url().endsWith("/checkout/shipping"))
    await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 15_000 });
  await fillUsAddress(page, "billing");
  await payByTestCard(page);
  await page.getByRole("button", { name: "Continue to review" }).click();
  const place = page.getByTestId("place-order");
  await expect(place).not.toHaveAttribute("aria-disabled", "true");
  await place.click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=/, { timeout: 30_000 });
}

test("the owner puts an athlete in a heat's lane; the athlete sees heat and lane on the account and the event page", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const athlete = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const name = `Hana Heat ${Date.now().toString(36)}`;
  await buyScaledPlace(athlete, name);

  const owner = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInNewStaff(owner, "owner", "owner-heats");
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Events" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await owner.getByRole("link", { name: `Ironworks Throwdown ${year}` }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Ironworks Throwdown ${year}` })).toBeVisible();

  // A new heat: Workout 1, Scaled, number 9 (10 on a retry: the first attempt's heat stays; each
  // --repeat-each run two further on), in UTC.
  const no = 9 + 2 * test.info().repeatEachIndex + test.info().retry;
  const add = owner.getByRole("form", { name: "Add a heat" });
  await add.getByLabel("Workout").selectOption({ label: "Workout 1" });
  await add.getByLabel("Division").selectOption({ label: "Scaled" });
  await add.getByLabel("Heat number").fill(String(no));
  await add.getByLabel("Starts (UTC)").fill(`${year}-03-13T16:30`);
  await add.getByRole("button", { name: "Add heat" }).click();
  await expect(owner.getByText(`Heat ${no} added.`)).toBeVisible();
  // The heats shown: one workout's, one division's.
  await owner.getByLabel("Show heats of").selectOption({ label: "Workout 1" });
  await owner.getByLabel("In division").selectOption({ label: "Scaled" });

  const title = `Heat ${no} · Workout 1 · Scaled`;
  const heat = owner.getByRole("region", { name: title });
  const assign = heat.getByRole("form", { name: `Assign a lane in ${title}` });
  await assign.getByLabel("Lane").fill("4");
  await assign.getByLabel("Athlete").selectOption({ label: name });
  await assign.getByRole("button", { name: "Assign lane" }).click();
  await expect(owner.getByText("Lane 4 assigned.")).toBeVisible();
  await expect(
    heat.getByRole("table", { name: `${title}: lanes` }).getByRole("cell", { name, exact: true }),
  ).toBeVisible();

  // Another athlete in the same lane: refused, the reason said.
  await assign.getByLabel("Lane").fill("4");
  const options = await assign.getByLabel("Athlete").locator("option").allTextContents();
  const other = options.slice(1).find((o) => o !== name) as string;
  await assign.getByLabel("Athlete").selectOption({ label: other });
  await assign.getByRole("button", { name: "Assign lane" }).click();
  await expect(owner.getByText(`Lane 4 of heat ${no} is taken.`)).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);

  // The athlete: the heat, lane 4, on the account and under Workout 1 on the event page.
  await athlete.goto("/account/events");
  const registration = athlete.locator(`[data-registration="ironworks-throwdown-${year}"]`);
  const heats = registration.getByRole("table", { name: "Your heats" });
  await expect(heats.getByRole("row", { name: new RegExp(`Workout 1 ${no} 4`) })).toBeVisible();
  await athlete.goto(`/events/ironworks-throwdown/${year}`);
  await expect(athlete.getByTestId("my-heat")).toHaveText(new RegExp(`Your heat ${no}, lane 4: .*4:30 PM \\(UTC\\)`));
  expect(await athlete.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The waiver of a past event (none seeded): the owner publishes the next version and sees it current, in the history.
  await owner.goto("/admin/events/ironworks-open-2024");
  await expect(owner.getByRole("heading", { level: 2, name: "Waiver" })).toBeVisible();
  const publish = owner.getByRole("form", { name: "Publish a new version" });
  const button = publish.getByRole("button", { name: /^Publish version \d+$/ });
  const next = Number(((await button.textContent()) ?? "").replace(/\D/g, ""));
  await publish.getByLabel("Title").fill("Open athlete waiver");
  await publish.getByLabel(/^Text/).fill("I compete at my own risk.\n\nPhotos of the event may be published.");
  await button.click();
  await expect(owner.getByText(`Waiver version ${next} published: new registrations accept it.`)).toBeVisible({
    timeout: 15_000,
  });
  // The screen reloads its data after the write (three reads): given the same time as the write.
  await expect(owner.getByTestId("waiver-current")).toContainText(`Current: version ${next}, “Open athlete waiver”`, {
    timeout: 15_000,
  });
  await expect(
    owner
      .getByRole("table", { name: "Waiver versions, newest first" })
      .getByRole("cell", { name: "Open athlete waiver" }),
  ).toBeVisible();
});
