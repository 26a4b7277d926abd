import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { requestQuoteOnGarage, sendQuoteAsSupport } from "./zeus-support.ts";

/**
 * Issue #22: a guest sizes the room in feet and inches (the US default) or metres — the plan keeps
 * its size either way and the choice is kept — saves two gyms on the device, signs in, and finds
 * both in the account; a shopper withdraws a quote after accepting it.
 */
test("room size in ft/in or m, kept; two gyms on the device are both in the account after sign-in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/zeus-builder/project/edit?template=garage");
  await expect(page.getByTestId("zeus-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const unit = page.getByTestId("zeus-unit");
  await expect(unit).toHaveValue("ftin");

  // 20 ft 6 in wide, typed in feet and inches: the plan says so, in metres too.
  const width = page.getByTestId("zeus-widthIn");
  await width.getByRole("spinbutton").nth(0).fill("20");
  await width.getByRole("spinbutton").nth(1).fill("6");
  await width.getByRole("spinbutton").nth(1).blur();
  const plan = page.getByTestId("zeus-plan");
  await expect(plan).toHaveAttribute("aria-label", /^Floor plan, 20 ft 6 in by /);
  await unit.selectOption("m");
  await expect(plan).toHaveAttribute("aria-label", /^Floor plan, 6\.25 m by /);
  await expect(width.getByRole("spinbutton")).toHaveValue("6.25");
  await page.getByLabel("Name of your gym").fill("Device garage");
  await page.getByRole("button", { name: "Save on this device" }).click();
  await expect(page.getByText("Saved on this device.", { exact: false })).toBeVisible();

  // Back later: metres are still the choice, and the kept gym is still 246 in (6.25 m) wide.
  await page.goto("/zeus-builder");
  const device = page.getByTestId("zeus-device-gyms");
  await device.getByRole("link", { name: "Device garage" }).click();
  await expect(page.getByTestId("zeus-unit")).toHaveValue("m");
  await expect(page.getByTestId("zeus-plan")).toHaveAttribute("aria-label", /^Floor plan, 6\.25 m by /);
  await page.getByTestId("zeus-unit").selectOption("ftin");
  await expect(page.getByTestId("zeus-plan")).toHaveAttribute("aria-label", /^Floor plan, 20 ft 6 in by /);

  // A second gym on the device.
  await page.goto("/zeus-builder/project/edit?template=garage");
  await expect(page.getByTestId("zeus-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByLabel("Name of your gym").fill("Device shed");
  await page.getByRole("button", { name: "Save on this device" }).click();
  await expect(page.getByText("Saved on this device.", { exact: false })).toBeVisible();
  await page.goto("/zeus-builder");
  await expect(page.getByTestId("zeus-device-gyms").getByRole("link")).toHaveCount(2);

  // Sign in: both are saved to the account and leave the device.
  await registerCustomer(page.request);
  await page.goto("/zeus-builder");
  await expect(page.getByText("2 gyms from this device are now saved in your account.")).toBeVisible();
  const mine = page.locator("section", { has: page.getByRole("heading", { name: "My gyms" }) });
  await expect(mine.getByRole("link", { name: "Device garage" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Device shed" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("zeus-device-gyms")).toHaveCount(0);
  await mine.getByRole("link", { name: "Device garage" }).click();
  await expect(page.getByTestId("zeus-plan")).toHaveAttribute("aria-label", /^Floor plan, 20 ft 6 in by /);
});

test("a shopper withdraws a quote after accepting it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const quoteId = await requestQuoteOnGarage(page, "Withdrawn garage", "Wendy Withdraw");
  await sendQuoteAsSupport(browser, new URL(page.url()).origin, quoteId, "zeus-withdraw");

  await page.goto(`/account/custom-quoting?quote=${quoteId}`);
  await page.getByRole("button", { name: "Accept the quote" }).click();
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Accepted");
  await page.getByRole("button", { name: "Withdraw the request" }).click();
  await expect(page.getByText("You withdrew the quote request.")).toBeVisible();
  await expect(page.getByTestId("zeus-quote-state")).toHaveText("Withdrawn");
  await expect(page.getByRole("button", { name: "Put it in the cart at the quoted prices" })).toHaveCount(0);
});
