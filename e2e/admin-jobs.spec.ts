import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #18: the owner's jobs screen. A shopper's registration sends its mails as jobs (the
 * confirmation link, then the welcome); the owner opens Jobs from the console's menu and sees the
 * mail queue's done jobs and no failed one. Support has no Jobs entry.
 */
test.use({ viewport: { width: 1366, height: 900 } });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("the owner sees the mail jobs of a registration on the jobs screen", async ({ page }) => {
  test.setTimeout(120_000);
  await registerCustomer(page.request);
  await signInNewStaff(page, "owner", "owner-jobs");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  const queues = page.getByRole("table", { name: "Jobs per queue" });
  const mail = queues.getByRole("row").filter({ has: page.getByRole("cell", { name: "mail", exact: true }) });
  await expect(mail).toBeVisible();
  // The confirmation and the welcome mail at least: delivered (Done), none failed.
  const done = Number(await mail.getByRole("cell").nth(4).innerText());
  expect(done).toBeGreaterThanOrEqual(2);
  await expect(page.getByText("No failed job.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("support has no jobs screen", async ({ page }) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "support", "support-jobs");
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Jobs" })).toHaveCount(
    0,
  );
});
