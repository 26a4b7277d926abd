import { expect, test } from "@playwright/test";
import { renderErrors } from "./lib/i18n.ts";
import { gotoHydrated } from "./shell-support.ts";

/**
 * Issue 15 (first screens, ADR 0035): the bare EU prefixes speak their country's language, the
 * /xx/en variants English. The words come with the server's HTML and the same words hydrate it.
 */

/** The e2e server trusts loopback, so this header states the visitor's country (a CDN's geo header). */
const fromTheUk = { extraHTTPHeaders: { "x-ironworks-country": "GB" } };

const STORES = [
  {
    path: "/de",
    lang: "de-DE",
    consent: "Cookies bei Ironworks",
    text: "Optionale Cookies setzen wir nur mit deiner Zustimmung ein.",
    accept: "Alle akzeptieren",
    region: "Bestätige deine Region",
    regionText: "Dein Standort scheint Vereinigtes Königreich zu sein.",
    stay: "Bei Deutschland (EUR) bleiben",
    notFound: "Seite nicht gefunden",
  },
  {
    path: "/fr",
    lang: "fr-FR",
    consent: "Les cookies chez Ironworks",
    text: "Nous n’utilisons de cookies facultatifs qu’avec votre accord.",
    accept: "Tout accepter",
    region: "Confirmez votre région",
    regionText: "Royaume-Uni",
    stay: "Rester sur France (EUR)",
    notFound: "Page introuvable",
  },
  {
    path: "/es",
    lang: "es-ES",
    consent: "Cookies en Ironworks",
    text: "Solo usamos cookies opcionales si nos das tu permiso.",
    accept: "Aceptar todas",
    region: "Confirma tu región",
    regionText: "Parece que estás en Reino Unido.",
    stay: "Quedarme en España (EUR)",
    notFound: "Página no encontrada",
  },
  {
    path: "/be",
    lang: "nl-BE",
    consent: "Cookies bij Ironworks",
    text: "Optionele cookies gebruiken we alleen als jij daarmee instemt.",
    accept: "Alles accepteren",
    region: "Bevestig je regio",
    regionText: "Je locatie lijkt Verenigd Koninkrijk te zijn.",
    stay: "Blijven op België (EUR)",
    notFound: "Pagina niet gevonden",
  },
  {
    path: "/de/en",
    lang: "en-DE",
    consent: "Cookies on Ironworks",
    text: "We use optional cookies only if you agree.",
    accept: "Accept all",
    region: "Confirm your region",
    regionText: "It looks like you're in United Kingdom.",
    stay: "Stay on Germany – English (EUR)",
    notFound: "Page not found",
  },
] as const;

for (const store of STORES) {
  test.describe(`${store.path} (${store.lang})`, () => {
    test.use(fromTheUk);

    test("the server's HTML carries the cookie notice in the store's language", async ({ playwright, baseURL }) => {
      const api = await playwright.request.newContext({ baseURL });
      const html = await (await api.get(store.path)).text();
      expect(html).toContain(`lang="${store.lang}"`);
      expect(html).toContain(store.consent);
      if (store.consent !== "Cookies on Ironworks") expect(html).not.toContain("Cookies on Ironworks");
      await api.dispose();
    });

    test("cookie notice and region modal speak it after hydration, without a mismatch", async ({ page }) => {
      const errors = renderErrors(page);
      await gotoHydrated(page, store.path);
      const banner = page.getByTestId("consent-banner");
      await expect(banner.getByRole("heading", { name: store.consent })).toBeVisible();
      await expect(banner).toContainText(store.text);
      const modal = page.getByRole("dialog", { name: store.region });
      await expect(modal).toContainText(store.regionText);
      await expect(modal.getByRole("button", { name: store.stay })).toBeVisible();
      await modal.getByRole("button", { name: store.stay }).click();
      await expect(modal).toHaveCount(0);
      await banner.getByRole("button", { name: store.accept }).click();
      await expect(banner).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

  test(`${store.path}: the 404 says so in the store's language`, async ({ page }) => {
    const errors = renderErrors(page);
    // The root error boundary (a USA-only page), the catch-all resolver's 404 and the /404 route.
    for (const path of [`${store.path}/zeus-builder`, `${store.path}/no-such-page-here`, `${store.path}/404`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.notFound);
    }
    await expect(page).toHaveTitle(`${store.notFound} | Ironworks`);
    // Hydrated, and still the same words (the shell's catalog hydrates what the server rendered).
    await page.locator("form.newsletter[data-hydrated]").first().waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.notFound);
    expect(errors).toEqual([]);
  });
}

test("the USA store stays English", async ({ page }) => {
  const errors = renderErrors(page);
  await gotoHydrated(page, "/no-such-page-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByTestId("consent-banner").getByRole("heading", { name: "Cookies on Ironworks" })).toBeVisible();
  expect(errors).toEqual([]);
});
