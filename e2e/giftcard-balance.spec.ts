import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * A card made the way staff make one (`npm run giftcards -- issue 42 USD`): the CLI finds the
 * running server through its data directory (the admin door, ADR 0006/0017) and prints the code.
 */
function issueCard(amount: number, currency: string): string {
  const port = new URL(String(test.info().project.use.baseURL)).port;
  const out = execFileSync("npx", ["tsx", "apps/server/src/cli/giftcards.ts", "issue", String(amount), currency], {
    env: { ...withoutDatabaseUrl(), DATA_DIR: `.e2e-data/${port}`, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
  const code = out.trim().split("\n").pop() ?? "";
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  return code;
}

/** The e2e server runs on PGlite: a DATABASE_URL in the caller's environment would point the CLI elsewhere. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("a gift card's balance on /giftcard/balance; an unknown code is an error", async ({ page }) => {
  const code = issueCard(42, "USD");
  await page.goto("/giftcard/balance");
  await expect(page.getByRole("heading", { level: 1, name: "Check your gift card balance" })).toBeVisible();
  const main = page.getByRole("main");
  await main.locator("form[data-hydrated]").waitFor();
  const input = main.getByLabel("Gift card code");
  const submit = main.getByRole("button", { name: "Check balance" });

  await submit.click();
  await expect(main.getByText("Please enter your gift card code.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  // Typed as people type it: lower case, no dashes.
  await input.fill(code.replaceAll("-", "").toLowerCase());
  await submit.click();
  const result = main.getByRole("status");
  await expect(result).toContainText("Balance: $42.00");
  await expect(result).toContainText(`****-****-****-${code.slice(-4)}`);
  expect(await seriousViolations(page)).toEqual([]);

  await input.fill("AAAA-BBBB-CCCC-DDDD");
  await submit.click();
  await expect(main.getByRole("alert")).toContainText("We could not find a gift card with this code.");
  await expect(result).not.toContainText("Balance:");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page and shows the balance", async ({ page }) => {
    const code = issueCard(15.5, "USD");
    await page.goto("/giftcard/balance");
    const main = page.getByRole("main");
    await main.getByLabel("Gift card code").fill(code);
    await main.getByRole("button", { name: "Check balance" }).click();
    await expect(main.getByRole("status")).toContainText("Balance: $15.50");
    await main.getByLabel("Gift card code").fill("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    await main.getByRole("button", { name: "Check balance" }).click();
    await expect(main.getByRole("alert")).toContainText("We could not find a gift card with this code.");
    await expect(main.getByLabel("Gift card code")).toHaveValue("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  });
});
