import { expect, type Page, test } from "@playwright/test";
import { newEmail } from "./account-support.ts";

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

test("registering a taken email looks like a new one: no account, the owner is mailed (ADR 0011 addendum)", async ({
  page,
}) => {
  const email = newEmail("taken");
  // On the German site: the welcome mail links there.
  const first = await registerThroughPage(page, "/de", email, "Grace");
  await expect(page).toHaveURL(/\/de\/login\?registered=1$/);
  const me = await (await page.request.get("/svc_session/session")).json();
  expect(me.customer).toMatchObject({ email, firstname: "Grace" });
  await page.request.post("/svc_session/session/logout");

  const again = await registerThroughPage(page, "", email.toUpperCase(), "Mallory");
  expect(again).toBe(first);
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  // Nobody is signed in, and the account still has the owner's name.
  expect((await (await page.request.get("/svc_session/session")).json()).customer).toBeNull();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  await expect
    .poll(async () => (await mailTo(page, email)).map((m) => m.subject).sort())
    .toEqual(["Someone tried to create an Ironworks account with your address", "Welcome to Ironworks"]);
  const mails = await mailTo(page, email);
  const welcome = mails.find((m) => m.subject === "Welcome to Ironworks");
  const warning = mails.find((m) => m.subject !== "Welcome to Ironworks");
  expect(welcome?.text).toMatch(/https?:\/\/[^/\s]+\/de\/account/);
  expect(warning?.text).toContain("Hi Grace,");
  expect(warning?.text).toMatch(/https?:\/\/[^/\s]+\/login#forgot-password/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a taken email gets the same page as a new one", async ({ page }) => {
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
      return page.getByRole("region", { name: "Create an account" }).getByRole("status").textContent();
    };
    const first = await fill();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.context().clearCookies();
    expect(await fill()).toBe(first);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });
});
