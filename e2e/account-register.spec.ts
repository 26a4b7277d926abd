import { expect, type Page, test } from "@playwright/test";
import { confirmationPath, newEmail } from "./account-support.ts";

/** The page is hydrated (forms then validate in place and submit through the API). */
async function hydrated(page: Page) {
  await page.locator("form[data-hydrated]").first().waitFor();
}

async function registerThroughPage(page: Page, prefix: string, email: string, firstname: string) {
  await page.goto(`${prefix}/login`);
  await hydrated(page);
  const register = page.getByRole("region", { name: "Create an account" });
  await register.getByLabel("First Name").fill(firstname);
  await register.getByLabel("Last Name").fill("Hopper");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill("iron sharpens iron");
  await register.getByRole("button", { name: "Create account" }).click();
  const status = page.getByRole("region", { name: "Create an account" }).getByRole("status");
  await expect(status).toBeVisible();
  return (await status.textContent())?.trim();
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function mailTo(page: Page, email: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/_dev/mail?to=${encodeURIComponent(email)}`, {
    headers: { accept: "application/json" },
  });
  return (await res.json()).messages as OutboxMessage[];
}

const session = async (page: Page) => (await (await page.request.get("/svc_session/session")).json()).customer;

test("register → check your inbox → confirm from the mail; a taken email looks the same (ADR 0011 addendum)", async ({
  page,
}) => {
  test.slow(); // a long journey on a shared two-core machine
  const email = newEmail("taken");
  // On the German site in English (/de speaks German): the confirmation link and the welcome mail link there.
  const first = await registerThroughPage(page, "/de/en", email, "Grace");
  expect(first).toContain("Check your inbox");
  await expect(page).toHaveURL(/\/de\/en\/login\?registered=1$/);
  expect(await session(page)).toBeNull(); // nothing is signed in (or created) before the link is used

  const link = await confirmationPath(page.request, email);
  expect(link).toMatch(/^\/de\/en\/account\/confirm\/[\w-]{43}$/);
  await page.goto(link);
  await hydrated(page);
  const confirm = page.getByRole("region", { name: "Confirm and sign in" });
  await expect(confirm.getByText(email)).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(confirm.getByText("Please enter your password")).toBeVisible();
  await confirm.getByLabel("Password", { exact: true }).fill("not the password");
  await confirm.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(confirm.getByText("This is not the password you chose when you created the account.")).toBeVisible();
  expect(await session(page)).toBeNull();
  await confirm.getByLabel("Password", { exact: true }).fill("iron sharpens iron");
  await confirm.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/de\/en\/account$/);
  expect(await session(page)).toMatchObject({ email, firstname: "Grace" });
  await expect(page.getByRole("button", { name: /Account menu for Grace/ })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("This link is no longer valid. Please create your account again.");
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  await page.request.post("/svc_session/session/logout");

  const again = await registerThroughPage(page, "", email.toUpperCase(), "Mallory");
  expect(again).toBe(first);
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  // Nobody is signed in, and the account still has the owner's name.
  expect(await session(page)).toBeNull();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  await expect
    .poll(async () => (await mailTo(page, email)).map((m) => m.subject).sort())
    .toEqual([
      "Confirm your Ironworks account",
      "Someone tried to create an Ironworks account with your address",
      "Welcome to Ironworks",
    ]);
  const mails = await mailTo(page, email);
  const welcome = mails.find((m) => m.subject === "Welcome to Ironworks");
  const warning = mails.find((m) => m.subject.startsWith("Someone tried"));
  expect(welcome?.text).toMatch(/https?:\/\/[^/\s]+\/de\/en\/account/);
  expect(warning?.text).toContain("Hi Grace,");
  expect(warning?.text).toMatch(/https?:\/\/[^/\s]+\/login#forgot-password/);
});

test("an unknown confirmation link says so and changes nothing", async ({ page }) => {
  await page.goto(`/account/confirm/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your account" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This link is no longer valid. Please create your account again.");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("check your inbox, confirm from the mail; a taken email gets the same page", async ({ page }) => {
    const email = newEmail("nojs");
    const fill = async () => {
      await page.goto("/login");
      const register = page.getByRole("region", { name: "Create an account" });
      await register.getByLabel("First Name").fill("Ada");
      await register.getByLabel("Last Name").fill("Lovelace");
      await register.getByLabel("Email").fill(email);
      await register.getByLabel("Password", { exact: true }).fill("analytical engine");
      await register.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/login\?registered=1$/);
      // Read once the page has arrived: the URL changes when the answer starts, before its body is in.
      const status = page.getByRole("region", { name: "Create an account" }).getByRole("status");
      await expect(status).toContainText("Check your inbox");
      return status.textContent();
    };
    const first = await fill();
    expect(first).toContain("Check your inbox");
    expect(await session(page)).toBeNull();
    await page.goto(await confirmationPath(page.request, email));
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page.getByText("This is not the password you chose when you created the account.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("analytical engine");
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await session(page)).toMatchObject({ email });

    await page.context().clearCookies();
    expect(await fill()).toBe(first);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });
});
