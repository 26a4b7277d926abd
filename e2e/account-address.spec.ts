import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { confirmationPath, newEmail, registerCustomer, saveAddress } from "./account-support.ts";
import { pageHydrated } from "./shell-support.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function hydrated(page: Page) {
  await page.locator("form[data-hydrated]").first().waitFor();
}

async function fillAddress(
  form: Locator,
  a: { street: string; city: string; country?: string; region: string; postcode: string },
) {
  await form.getByLabel("First Name").fill("Grace");
  await form.getByLabel("Last Name").fill("Hopper");
  await form.getByLabel("Phone Number").fill("614-555-0100");
  await form.getByLabel("Street Address", { exact: true }).fill(a.street);
  await form.getByLabel("City").fill(a.city);
  if (a.country) await form.getByLabel("Country").selectOption({ label: a.country });
  // A country's state list may load after the country changes: wait for the <select> itself.
  await form.getByRole("combobox", { name: "State" }).selectOption({ label: a.region });
  await form.getByLabel("Zip/Postal Code").fill(a.postcode);
}

/** The address page's own status line (the footer's newsletter form has one too). */
const status = (page: Page) => page.locator("main").getByRole("status");
const shipsTo = (page: Page) => page.getByTestId("dashboard-ship-to");

test("register → confirm from the mail → sign out → sign in → add an address → make it default: the ship-to country follows", async ({
  page,
}) => {
  test.slow(); // the whole journey on a shared two-core machine
  const email = newEmail("address");
  const password = "iron sharpens iron";
  await page.goto("/login");
  await hydrated(page);
  const register = page.getByRole("region", { name: "Create an account" });
  await register.getByLabel("First Name").fill("Grace");
  await register.getByLabel("Last Name").fill("Hopper");
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(password);
  await register.getByRole("button", { name: "Create account" }).click();
  // "Check your inbox", the same words as for a taken email (ADR 0011 addendum); the mailed link,
  // confirmed with the password, creates the account and signs in.
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await page.goto(await confirmationPath(page.request, email));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Before a slow machine has hydrated /account, the menu button does nothing yet (the confirm form
  // may have posted as a plain document, so /account can be a fresh page here).
  await pageHydrated(page);
  await page.getByRole("button", { name: /Account menu for Grace/ }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/account/address");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Faddress$/);
  await hydrated(page);
  const signIn = page.getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/address$/);

  // Empty book: the add form is open; validation is the SPEC §5 one, in place.
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  await hydrated(page);
  const form = page.getByRole("form", { name: "Add a new address" });
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByLabel("First Name")).toBeFocused();
  await expect(form.getByText("Please enter your first name")).toBeVisible();
  await expect(form.getByText("Please enter your state")).toBeVisible();
  await fillAddress(form, { street: "545 E 5th Ave", city: "Columbus", region: "Ohio", postcode: "4320" });
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByText("Please enter a valid zip/postal code (e.g. 95014).")).toBeVisible();
  await form.getByLabel("Zip/Postal Code").fill("43201");
  await form.getByRole("button", { name: "Save address" }).click();

  await expect(status(page)).toHaveText("Address added.");
  const cards = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("545 E 5th Ave");
  await expect(cards.first()).toContainText("Columbus, OH, 43201");
  await expect(cards.first().locator(".address-badge")).toHaveCount(0);

  await page.goto("/account");
  await expect(shipsTo(page)).toContainText("Ships to: Not set");

  // Make it the default shipping address: badge here, ship-to country on the dashboard.
  await page.goto("/account/address");
  await hydrated(page);
  await page.getByRole("button", { name: "Make default shipping" }).click();
  await expect(status(page)).toHaveText("Default shipping address changed.");
  await expect(cards.first().locator(".address-badge")).toHaveText(["Default Shipping"]);
  await expect(page.getByTestId("ship-to-country")).toContainText("United States");
  await page.getByRole("link", { name: "My Account" }).first().click();
  await expect(shipsTo(page)).toContainText("Ships to: United States");

  // A second address in another country, saved as the default: the flag and the ship-to country move.
  await page.goto("/account/address");
  await hydrated(page);
  await page.getByRole("link", { name: "Add a new address" }).click();
  const add = page.getByRole("form", { name: "Add a new address" });
  await hydrated(page);
  await fillAddress(add, {
    street: "Av. Constitución 100",
    city: "Monterrey",
    country: "Mexico",
    region: "Nuevo León",
    postcode: "64000",
  });
  await add.getByLabel("Use as my default shipping address").check();
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(status(page)).toHaveText("Address added.");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator(".address-badge")).toHaveCount(0);
  await expect(cards.nth(1).locator(".address-badge")).toHaveText(["Default Shipping"]);
  await page.goto("/account");
  await expect(shipsTo(page)).toContainText("Ships to: Mexico");

  // Edit, then delete with confirmation.
  await page.goto("/account/address");
  await hydrated(page);
  await cards.nth(0).getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await expect(edit.getByLabel("City")).toHaveValue("Columbus");
  await edit.getByLabel("City").fill("Dayton");
  await edit.getByLabel("Zip/Postal Code").fill("45402");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(status(page)).toHaveText("Address saved.");
  await expect(cards.nth(0)).toContainText("Dayton, OH, 45402");
  await cards.nth(0).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Delete this address?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete address" }).click();
  await expect(status(page)).toHaveText("Address deleted.");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Monterrey");
});

test("the address page at 390 px has no serious axe violations (list, form and errors)", async ({ page }) => {
  test.slow(); // two full-page axe scans besides the journey, on a shared two-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  await registerCustomer(page.request);
  const res = await saveAddress(page.request, {
    street: ["545 E 5th Ave", "Unit 2"],
    isDefaultShipping: true,
    isDefaultBilling: true,
  });
  expect(res.status()).toBe(201);
  await page.goto("/account/address?add=1");
  await hydrated(page);
  await expect(page.locator(".address-badge")).toHaveText(["Default Shipping", "Default Billing"]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adding, choosing defaults and deleting work as plain form posts", async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const me = await registerCustomer(api);
    await api.dispose();
    await page.goto("/login?redirect=%2Faccount%2Faddress");
    const signIn = page.getByRole("region", { name: "Sign in" });
    await signIn.getByLabel("Email").fill(me.email);
    await signIn.getByLabel("Password", { exact: true }).fill(me.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account\/address$/);

    const form = page.getByRole("form", { name: "Add a new address" });
    await fillAddress(form, { street: "1 Main St", city: "Columbus", region: "Ohio", postcode: "nope" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Please enter a valid zip/postal code (e.g. 95014).")).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Columbus");
    await page.getByLabel("Zip/Postal Code").fill("43215");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(status(page)).toHaveText("Address added.");

    await page.getByRole("button", { name: "Make default billing" }).click();
    await expect(status(page)).toHaveText("Default billing address changed.");
    await expect(page.locator(".address-badge")).toHaveText(["Default Billing"]);

    await page.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete address" }).click();
    await expect(status(page)).toHaveText("Address deleted.");
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  });
});
