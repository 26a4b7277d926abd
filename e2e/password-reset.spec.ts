import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { mailed, newEmail, registerCustomer } from "./account-support.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The path of the newest reset link mailed to `email`, read from the outbox through the dev viewer. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const link = await mailed(
    request,
    email,
    (m) => m.subject === "Reset your Ironworks password",
    /https?:\/\/\S+\/account\/reset-password\/[\w-]+/,
  );
  const path = new URL(link).pathname;
  expect(path).toMatch(/\/account\/reset-password\/[\w-]{43}$/);
  return path;
}

test("forgot password on /login → link from the outbox → new password → sign in with it", async ({
  page,
  playwright,
}) => {
  test.slow(); // two full-page axe scans besides the journey, on a shared two-core machine
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const owner = await registerCustomer(api, { email: newEmail("reset") });
  await api.dispose();

  await page.goto("/login");
  await page.getByText("Forgot your password?").click();
  const forgot = page.locator("#forgot-password");
  await forgot.locator("form[data-hydrated]").waitFor();
  const email = forgot.getByLabel("Email");
  await email.fill("not-an-email");
  await forgot.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(forgot.getByText("Please enter a valid email.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-describedby", "forgot-email-error");
  await email.fill(owner.email);
  await forgot.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(forgot.getByRole("status")).toContainText("If an account exists for this email");
  expect(await seriousViolations(page)).toEqual([]);

  const path = await resetLinkFor(page.request, owner.email);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByRole("main").locator("form[data-hydrated]").waitFor();
  const password = page.getByLabel("New Password", { exact: true });
  await password.fill("fresh iron 2025");
  await page.getByRole("button", { name: "Show new password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("fresh iron 2024");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm New Password", { exact: true }).fill("fresh iron 2025");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been changed");

  await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("main").locator("form[data-hydrated]").first().waitFor();
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(owner.email);
  await signIn.getByLabel("Password", { exact: true }).fill(owner.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByRole("alert")).toHaveText("The email or password you entered is incorrect.");
  await signIn.getByLabel("Password", { exact: true }).fill("fresh iron 2025");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The link works once.
  await page.goto(path);
  await expect(page.getByRole("alert").filter({ hasText: "not valid or has already been used" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the expired-password page mails a link, and the reset page sets the password", async ({ page }) => {
    const owner = await registerCustomer(page.request, { email: newEmail("nojs") });
    await page.request.post("/svc_session/session/logout");
    await page.goto("/gb/expired-password");
    await expect(page.getByRole("heading", { level: 1, name: "Your password has expired" })).toBeVisible();
    await page.getByRole("main").getByLabel("Email").fill(owner.email);
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for this email");

    const path = await resetLinkFor(page.request, owner.email);
    expect(path.startsWith("/gb/account/reset-password/")).toBe(true);
    await page.goto(path);
    await page.getByLabel("New Password", { exact: true }).fill("no script needed");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("no script needed");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been changed");
    const login = await page.request.post("/svc_session/session/login", {
      data: { email: owner.email, password: "no script needed" },
    });
    expect(login.status()).toBe(200);
  });
});
