import { expect, type Page, test } from "@playwright/test";
import { mailed, registerCustomer } from "./account-support.ts";

/** Double opt-in for signups of an address that is not the signed-in customer's (ADR 0015 addendum). */
async function confirmLink(page: Page, email: string): Promise<string> {
  const link = await mailed(
    page.request,
    email,
    (m) => m.subject.startsWith("Please confirm"),
    /https?:\/\/\S+\/newsletter-signup\?confirm=[A-Za-z0-9_-]+/,
  );
  expect(link).not.toBe("");
  return link;
}

const subscriptions = async (page: Page, site = "GBR") =>
  (await (await page.request.get(`/svc_ssr/newsletters/site/${site}/subscriptions`)).json()).emailListIds;

test("a footer signup of another address waits for the mailed link; the link confirms it", async ({ page }) => {
  const owner = await registerCustomer(page.request); // the address's owner, to read the lists back
  await page.request.post("/svc_session/session/logout");
  await page.goto("/gb/newsletter-signup");
  const form = page.locator("main form.newsletter");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Email address").fill(owner.email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByTestId("newsletter-success")).toHaveText(/confirm your subscription/);

  const link = await confirmLink(page, owner.email);
  expect(new URL(link).pathname).toBe("/gb/newsletter-signup");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  // A link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();

  // The owner signs in and sees the list.
  const signIn = await page.request.post("/svc_session/session/login", {
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.status()).toBe(200);
  expect(await subscriptions(page)).toEqual(["newsletter"]);
});

test("a signed-in customer's own address subscribes at once", async ({ page }) => {
  const me = await registerCustomer(page.request);
  await page.goto("/newsletter-signup");
  const form = page.locator("main form.newsletter");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Email address").fill(me.email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByTestId("newsletter-success")).toHaveText(/Thanks for signing up/);
  expect(await subscriptions(page, "USA")).toEqual(["newsletter"]);
});
