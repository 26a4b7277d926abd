import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../testing/captcha.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { confirmationTokenIn, registerCustomer, testBrowser, uniqueEmail } from "../customer/customer.testing.ts";

/**
 * Issue 15 item 5 through the services' public seams: the mail goes out in the language of the
 * locale the shopper used (the prefix the form posted), linking under that prefix. The back-in-stock
 * mail's case (it needs the seeded catalog's translations) is in bin/bin.restock.test.ts.
 */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { publicBaseUrl: "https://shop.example" } });
});
afterAll(async () => {
  await store?.close();
});

const outbox = async (to: string) => {
  await store.services.passwordReset.drain();
  return (await store.services.mail.listOutbox({ to })).reverse(); // oldest first
};

/** Per language (at least German and French, issue 15 item 5): what each mail must say. */
const WORDS = [
  {
    prefix: "/de",
    tag: "de-DE",
    hello: "Hallo Jonas,",
    confirm: "Bestätige dein Ironworks-Konto",
    welcome: "Willkommen bei Ironworks",
    ready: "Dein Ironworks-Konto ist startklar.",
    reset: "Setze dein Ironworks-Passwort zurück",
    valid: "Der Link unten funktioniert einmal und 60 Minuten lang.",
    newsletter: "Bitte bestätige dein Ironworks-Abo",
    asked: "Jemand – hoffentlich du – möchte den Ironworks-Newsletter an diese Adresse erhalten.",
  },
  {
    prefix: "/fr",
    tag: "fr-FR",
    hello: "Bonjour Jonas,",
    confirm: "Confirmez votre compte Ironworks",
    welcome: "Bienvenue chez Ironworks",
    ready: "Votre compte Ironworks est prêt.",
    reset: "Réinitialisez votre mot de passe Ironworks",
    valid: "Le lien ci-dessous ne sert qu’une fois et reste valable 60 minutes.",
    newsletter: "Merci de confirmer votre abonnement aux e-mails Ironworks",
    asked: "Quelqu’un, vous sans doute, a demandé à recevoir la newsletter Ironworks à cette adresse.",
  },
] as const;

describe.each(WORDS)("mail asked for on $prefix is in its language and links under $prefix", (at) => {
  const base = `https://shop.example${at.prefix}`;

  it("registration: the confirmation and the welcome", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(
      store,
      browser,
      { locale: at.prefix, firstname: "Jonas" },
      { readToken: async (to) => confirmationTokenIn((await outbox(to))[0]?.text ?? "") },
    );
    const [confirm, welcome] = await outbox(email);
    expect(confirm?.subject).toBe(at.confirm);
    expect(confirm?.text.split("\n")[0]).toBe(at.hello);
    expect(confirm?.text).toMatch(new RegExp(`${base}/account/confirm/[\\w-]+`));
    expect(welcome?.subject).toBe(at.welcome);
    expect(welcome?.text).toContain(at.ready);
    expect(welcome?.html).toContain(`<html lang="${at.tag}">`);
    expect(welcome?.text).toContain(`${base}/account`);
  });

  it("a password reset", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(
      store,
      browser,
      { locale: at.prefix },
      { readToken: async (to) => confirmationTokenIn((await outbox(to))[0]?.text ?? "") },
    );
    const res = await testBrowser(store).request("/svc_customer/customer/forgot-password", {
      method: "POST",
      body: { email, locale: at.prefix },
      headers: { "x-captcha-token": await solveCaptcha(store, "forgotpassword") },
    });
    expect(res.status).toBe(200);
    const reset = (await outbox(email)).at(-1);
    expect(reset?.subject).toBe(at.reset);
    expect(reset?.text).toContain(at.valid);
    expect(reset?.text).toMatch(new RegExp(`${base}/account/reset-password/[\\w-]{43}`));
  });

  it("a newsletter signup's confirmation", async () => {
    const email = uniqueEmail(at.prefix.slice(1));
    const res = await testBrowser(store).request("/svc_ssr/submit/iterable", {
      method: "POST",
      body: { email, emailListIds: ["newsletter"], locale: at.prefix },
    });
    expect(res.status).toBe(200);
    await store.services.newsletter.drain();
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe(at.newsletter);
    expect(mail?.text).toContain(at.asked);
    expect(mail?.text).toMatch(new RegExp(`${base}/newsletter-signup\\?confirm=`));
  });
});

describe("the other locales", () => {
  it("a password reset asked on /de/en is English, under /de/en", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(
      store,
      browser,
      { locale: "/de/en" },
      { readToken: async (to) => confirmationTokenIn((await outbox(to))[0]?.text ?? "") },
    );
    const res = await testBrowser(store).request("/svc_customer/customer/forgot-password", {
      method: "POST",
      body: { email, locale: "/de/en" },
      headers: { "x-captcha-token": await solveCaptcha(store, "forgotpassword") },
    });
    expect(res.status).toBe(200);
    const reset = (await outbox(email)).at(-1);
    expect(reset?.subject).toBe("Reset your Ironworks password");
    expect(reset?.text).toMatch(/https:\/\/shop\.example\/de\/en\/account\/reset-password\//);
  });

  it("a newsletter signup on /be asks in Dutch, linking under /be", async () => {
    const email = uniqueEmail("nl");
    const res = await testBrowser(store).request("/svc_ssr/submit/iterable", {
      method: "POST",
      body: { email, emailListIds: ["newsletter"], locale: "/be" },
    });
    expect(res.status).toBe(200);
    await store.services.newsletter.drain();
    const mails = await outbox(email);
    expect(mails[0]?.subject).toBe("Bevestig je inschrijving voor de Ironworks-mails");
    expect(mails[0]?.text).toContain("Iemand, hopelijk jij, wil de Ironworks-nieuwsbrief ontvangen op dit adres.");
    expect(mails[0]?.text).toMatch(/https:\/\/shop\.example\/be\/newsletter-signup\?confirm=/);
  });
});
