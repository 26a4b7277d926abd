import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { confirmationPath, newEmail, registerCustomer } from "./account-support.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The page is hydrated (forms then validate in place and submit through the API). */
async function hydrated(page: Page) {
  await page.locator("form[data-hydrated]").first().waitFor();
}

/** Opens the mailed confirmation link and confirms it with the password: the account page follows. */
async function confirmFromMail(page: Page, email: string, password: string) {
  await page.goto(await confirmationPath(page.request, email));
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test("register → confirm from the mail → sign out → sign in; the account page shows the name", async ({ page }) => {
  test.slow(); // a long journey (two mails, two axe scans) on a shared two-core machine
  const email = newEmail("journey");
  const password = "iron sharpens iron";
  await page.goto("/login");
  await hydrated(page);
  const register = page.getByRole("region", { name: "Create an account" });
  await register.getByLabel("First Name").fill("Grace");
  await register.getByLabel("Last Name").fill("Hopper");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(password);
  await register.getByRole("button", { name: "Create account" }).click();

  // "Check your inbox", the same words as for a taken email, nobody signed in (ADR 0011 addendum);
  // the mailed link, confirmed with the password, creates the account and signs in.
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  expect((await (await page.request.get("/svc_session/session")).json()).customer).toBeNull();
  await confirmFromMail(page, email, password);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await expect(page.locator(".account-dashboard__name")).toHaveText("Grace Hopper");
  await expect(page.locator(".account-dashboard__email")).toHaveText(email);
  expect(await seriousViolations(page)).toEqual([]);

  // The header's account menu: SPEC §2 links and Log Out.
  const menu = page.getByRole("button", { name: /Account menu for Grace/ });
  await menu.click();
  for (const label of [
    "My Account",
    "ZEUS Gym Builder",
    "Order History",
    "Iron Game Programming",
    "My Wishlist",
    "Account Settings",
  ])
    await expect(page.locator(".account-menu__panel").getByRole("link", { name: label })).toBeVisible();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  const session = await (await page.request.get("/svc_session/session")).json();
  expect(session.customer).toBeNull();

  // Signed out, the account area sends you to sign in and back.
  await page.goto("/account/about-me");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fabout-me$/);
  await hydrated(page);
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill("wrong password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByRole("alert")).toHaveText("The email or password you entered is incorrect.");
  await signIn.getByLabel("Password", { exact: true }).fill(password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/about-me$/);
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  await page.goto("/account");
  await expect(page.locator(".account-dashboard__name")).toHaveText("Grace Hopper");
});

test("validation: first error only, after touch; Show/Hide; focus on the first error", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  const register = page.getByRole("region", { name: "Create an account" });
  const email = register.getByLabel("Email");
  await email.fill("not-an-email");
  await expect(register.locator(".field-error")).toHaveCount(0); // not touched yet
  await email.blur();
  await expect(register.getByText("Please enter a valid email.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-describedby", "register-email-error");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(register.getByLabel("First Name")).toBeFocused();
  await expect(register.getByText("Please enter your first name")).toBeVisible();
  await expect(register.getByText("Please enter your last name")).toBeVisible();
  const password = register.getByLabel("Password", { exact: true });
  await password.fill("secret value");
  await expect(password).toHaveAttribute("type", "password");
  await register.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await register.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  expect(await seriousViolations(page)).toEqual([]);
});

test("settings: name, email and password change (current password required)", async ({ page }) => {
  const me = await registerCustomer(page.request);
  await page.goto("/account/about-me");
  await hydrated(page);
  await page.getByLabel("First Name").fill("Ada");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Saved.");
  await expect(page.getByRole("button", { name: /Account menu for Ada/ })).toBeVisible();

  await page.goto("/account/settings");
  await hydrated(page);
  const pw = page.getByRole("region", { name: "Change password" });
  await pw.getByLabel("Current Password", { exact: true }).fill("not my password");
  await pw.getByLabel("New Password", { exact: true }).fill("a brand new password");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(pw.getByText("Your current password is incorrect.")).toBeVisible();
  await pw.getByLabel("Current Password", { exact: true }).fill(me.password);
  await pw.getByLabel("New Password", { exact: true }).fill("a brand new password");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(pw.getByRole("alert")).toHaveText("Saved.");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form works as a plain form post and the guard redirects", async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const me = await registerCustomer(api);
    await api.dispose();
    await page.goto("/account/settings");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings$/);
    const signIn = page.getByRole("region", { name: "Sign in" });
    await signIn.getByLabel("Email").fill("sam@");
    await signIn.getByLabel("Password", { exact: true }).fill("x");
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(signIn.getByText("Please enter a valid email.")).toBeVisible();
    await signIn.getByLabel("Email").fill(me.email);
    await signIn.getByLabel("Password", { exact: true }).fill(me.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  });
});

test("on a regional site (/gb, 390px) the guard and sign-in keep the locale prefix", async ({ page }) => {
  test.slow(); // two full-page axe scans besides the journey, on a shared two-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await registerCustomer(page.request);
  await page.request.post("/svc_session/session/logout");
  await page.goto("/gb/customer/account/login");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gb\/login$/);
  await page.goto("/gb/account/settings");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gb\/login\?redirect=%2Faccount%2Fsettings$/);
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(me.email);
  await signIn.getByLabel("Password", { exact: true }).fill(me.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/gb\/account\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
