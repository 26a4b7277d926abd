import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { gotoHydrated } from "./shell-support.ts";

/**
 * Issue 15 item 2 for the account area: sign-in, password, order lookup and tracking, and the
 * signed-in pages speak the prefix's language, SPEC §5 messages included (the domain's issues
 * formatted from the validation catalog), with no sentence of the English catalogs left on screen.
 */

const APP = new URL("../apps/web/app/", import.meta.url);
const english = ["features/account/messages", "features/orders/messages", "features/account/validation/messages"]
  .map((dir) => JSON.parse(readFileSync(new URL(`${dir}/en.json`, APP), "utf8")) as Record<string, string>)
  .flatMap((catalog) => Object.values(catalog))
  // Whole sentences only: a message with a placeholder is checked through its translated parts.
  .filter((m) => /\s/.test(m) && !m.includes("{"));

/** Console errors a hydration mismatch (or any other render error) would print. */
function renderErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match|react error|minified react/i.test(m.text()))
      errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** The page's main content carries none of the English catalogs' sentences. */
async function expectNoEnglish(page: Page) {
  const text = await page.locator("main").innerText();
  const left = english.filter((sentence) => text.includes(sentence));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

test.describe("account pages in German, French and Dutch", () => {
  test("sign-in and registration in German, with SPEC §5 messages in German", async ({ page }) => {
    const errors = renderErrors(page);
    await gotoHydrated(page, "/de/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden oder Konto erstellen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Konto erstellen", exact: true })).toBeVisible();
    await expect(page.getByText("Passwort vergessen?")).toBeVisible();
    const signIn = page.locator("section", { has: page.getByRole("heading", { name: "Anmelden", exact: true }) });
    await signIn.getByRole("button", { name: "Anmelden" }).click();
    await expect(signIn.getByText("Bitte gib deine E-Mail-Adresse ein.")).toBeVisible();
    await expect(signIn.getByText("Bitte gib dein Passwort ein.")).toBeVisible();
    await signIn.getByLabel("E-Mail-Adresse").fill("sam@");
    await signIn.getByLabel("E-Mail-Adresse").blur();
    await expect(signIn.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expectNoEnglish(page);
    await expect(page).toHaveTitle("Anmelden | Ironworks");
    expect(errors).toEqual([]);
  });

  test("sign-in in French and the English prefix stays English", async ({ page }) => {
    await gotoHydrated(page, "/fr/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter ou créer un compte" })).toBeVisible();
    await expectNoEnglish(page);
    await gotoHydrated(page, "/fr/en/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in or create an account" })).toBeVisible();
  });

  test("order lookup, tracking and the expired password page in German and Dutch", async ({ page }) => {
    await gotoHydrated(page, "/de/sales/guest/form");
    await expect(page.getByRole("heading", { level: 1, name: "Bestellung finden" })).toBeVisible();
    await page.getByRole("button", { name: "Bestellung finden" }).click();
    await expect(page.getByText("Bitte gib deine Bestellnummer ein.")).toBeVisible();
    await expectNoEnglish(page);

    await gotoHydrated(page, "/be/shippingtracker");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect(page.getByRole("heading", { level: 1, name: "Volg je bestelling" })).toBeVisible();
    await expect(page.getByLabel("Bestelnummer")).toBeVisible();
    await expectNoEnglish(page);

    await gotoHydrated(page, "/de/expired-password");
    await expect(page.getByRole("heading", { level: 1, name: "Dein Passwort ist abgelaufen" })).toBeVisible();
    await expectNoEnglish(page);
  });

  test("the signed-in account area in German: dashboard, addresses with German messages, orders", async ({ page }) => {
    const errors = renderErrors(page);
    await registerCustomer(page.request);
    await gotoHydrated(page, "/de/account");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Konto", exact: true }).getByRole("link", { name: "Über mich" }),
    ).toBeVisible();
    await expectNoEnglish(page);

    await gotoHydrated(page, "/de/account/address");
    await expect(page.getByRole("heading", { level: 1, name: "Adressbuch" })).toBeVisible();
    await page.getByLabel("Vorname").fill("");
    await page.getByRole("button", { name: "Adresse speichern" }).click();
    await expect(page.getByText("Bitte gib deinen Vornamen ein.")).toBeVisible();
    await expect(page.getByText("Bitte gib deine Telefonnummer ein.")).toBeVisible();
    await expectNoEnglish(page);

    await gotoHydrated(page, "/de/account/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    await expect(page.getByText("Du hast noch keine Bestellungen aufgegeben.")).toBeVisible();
    await expectNoEnglish(page);

    await gotoHydrated(page, "/be/account/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Accountinstellingen" })).toBeVisible();
    await expect(page.getByLabel("Huidig wachtwoord").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
