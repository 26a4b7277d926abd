import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";

/** SPEC §5: on submit, focus goes to the first invalid field (only the first error, only after touch). */
async function hydrated(page: Page) {
  await page.locator("form[data-hydrated]").first().waitFor();
}

test("the forgot-password form on /login focuses its invalid email on submit", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  await page.getByText("Forgot your password?").click();
  const forgot = page.locator("#forgot-password");
  const email = forgot.getByLabel("Email");
  await expect(forgot.locator(".field-error")).toHaveCount(0); // not touched yet
  // Focus elsewhere, then submit with the keyboard: the empty email gets the focus and its message.
  await forgot.getByRole("button", { name: "Email me a reset link" }).focus();
  await page.keyboard.press("Enter");
  await expect(email).toBeFocused();
  await expect(forgot.locator(".field-error")).toHaveText(["Please enter your email"]);
  await email.fill("sam@");
  await page.getByRole("region", { name: "Sign in" }).getByLabel("Email").focus();
  await forgot.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(email).toBeFocused();
  await expect(forgot.locator(".field-error")).toHaveText(["Please enter a valid email."]);
  await expect(email).toHaveAttribute("aria-describedby", "forgot-email-error");
});

test("the expired-password page's reset form focuses its invalid email on submit", async ({ page }) => {
  await page.goto("/expired-password");
  await hydrated(page);
  const email = page.locator("main").getByLabel("Email");
  await page
    .locator("main")
    .getByRole("button")
    .filter({ hasText: /reset|link|send/i })
    .first()
    .click();
  await expect(email).toBeFocused();
  await expect(page.locator("main .field-error")).toHaveText(["Please enter your email"]);
});

test("settings: a refused change focuses the field again on every refusal", async ({ page }) => {
  await registerCustomer(page.request);
  await page.goto("/account/settings");
  await hydrated(page);
  const pw = page.getByRole("region", { name: "Change password" });
  const current = pw.getByLabel("Current Password", { exact: true });
  for (let i = 0; i < 2; i++) {
    await current.fill("not my password");
    await pw.getByLabel("New Password", { exact: true }).fill("a brand new password");
    await pw.getByRole("button", { name: "Change password" }).click();
    await expect(pw.getByText("Your current password is incorrect.")).toBeVisible();
    await expect(pw.getByLabel("Current Password", { exact: true })).toBeFocused();
  }
});
