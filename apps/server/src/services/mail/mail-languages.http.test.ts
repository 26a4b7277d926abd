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

describe("mail in the language of the shopper's locale", () => {
  it("registration on /de: confirmation and welcome in German, links under /de", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(
      store,
      browser,
      { locale: "/de", firstname: "Jonas" },
      { readToken: async (to) => confirmationTokenIn((await outbox(to))[0]?.text ?? "") },
    );
    const [confirm, welcome] = await outbox(email);
    expect(confirm?.subject).toBe("Bestätige dein Ironworks-Konto");
    expect(confirm?.text).toMatch(/^Hallo Jonas,/);
    expect(confirm?.text).toMatch(/https:\/\/shop\.example\/de\/account\/confirm\/[\w-]+/);
    expect(welcome?.subject).toBe("Willkommen bei Ironworks");
    expect(welcome?.html).toContain('<html lang="de-DE">');
    expect(welcome?.text).toContain("https://shop.example/de/account");
  });

  it("a password reset asked on /fr is French, on /de/en English, each under its prefix", async () => {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(
      store,
      browser,
      { locale: "/fr" },
      { readToken: async (to) => confirmationTokenIn((await outbox(to))[0]?.text ?? "") },
    );
    for (const locale of ["/fr", "/de/en"]) {
      const res = await testBrowser(store).request("/svc_customer/customer/forgot-password", {
        method: "POST",
        body: { email, locale },
        headers: { "x-captcha-token": await solveCaptcha(store, "forgotpassword") },
      });
      expect(res.status).toBe(200);
    }
    const resets = (await outbox(email)).slice(2);
    expect(resets.map((m) => m.subject)).toEqual([
      "Réinitialisez votre mot de passe Ironworks",
      "Reset your Ironworks password",
    ]);
    expect(resets[0]?.text).toMatch(/https:\/\/shop\.example\/fr\/account\/reset-password\/[\w-]{43}/);
    expect(resets[0]?.text).toContain("reste valable 60 minutes");
    expect(resets[1]?.text).toMatch(/https:\/\/shop\.example\/de\/en\/account\/reset-password\//);
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
