import { LOCALES, type Locale } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import {
  alreadyRegisteredMail,
  backInStockMail,
  binConfirmMail,
  escapeHtml,
  newsletterConfirmMail,
  passwordResetMail,
  registrationConfirmMail,
  storeLink,
  welcomeMail,
} from "./mail.templates.ts";

/** Issue 15 item 5: every mail in the language of the locale it was asked on, linking under its prefix. */
const at = (prefix: string): Locale => {
  const locale = LOCALES.find((l) => l.prefix === prefix);
  if (!locale) throw new Error(`no locale ${prefix}`);
  return locale;
};
const BASE = "https://shop.example";

/** The locales a shopper can use, with the language their words are in (`/de/en` and USA stay English). */
const LANG = [
  { prefix: "", lang: "en" },
  { prefix: "/de/en", lang: "en" },
  { prefix: "/de", lang: "de" },
  { prefix: "/fr", lang: "fr" },
  { prefix: "/es", lang: "es" },
  { prefix: "/be", lang: "nl" },
] as const;
type Lang = (typeof LANG)[number]["lang"];

/** Per mail: how to build it for a locale, then per language its subject and a key sentence. */
const MAILS: {
  name: string;
  path: string;
  build: (locale: Locale, link: string) => { subject: string; text: string; html: string };
  subject: Record<Lang, string>;
  sentence: Record<Lang, string>;
}[] = [
  {
    name: "password reset",
    path: "/account/reset-password/tok",
    build: (locale, link) => passwordResetMail({ to: "a@x.test", locale, firstname: "Kim", link, validMinutes: 60 }),
    subject: {
      en: "Reset your Ironworks password",
      de: "Setze dein Ironworks-Passwort zurück",
      fr: "Réinitialisez votre mot de passe Ironworks",
      es: "Restablece tu contraseña de Ironworks",
      nl: "Stel je Ironworks-wachtwoord opnieuw in",
    },
    sentence: {
      en: "The link below works once and for 60 minutes.",
      de: "Der Link unten funktioniert einmal und 60 Minuten lang.",
      fr: "reste valable 60 minutes.",
      es: "vale durante 60 minutos.",
      nl: "blijft 60 minuten geldig.",
    },
  },
  {
    name: "registration confirmation",
    path: "/account/confirm/tok",
    build: (locale, link) =>
      registrationConfirmMail({ to: "a@x.test", locale, firstname: "Kim", link, validHours: 24 }),
    subject: {
      en: "Confirm your Ironworks account",
      de: "Bestätige dein Ironworks-Konto",
      fr: "Confirmez votre compte Ironworks",
      es: "Confirma tu cuenta de Ironworks",
      nl: "Bevestig je Ironworks-account",
    },
    sentence: {
      en: "The link works once and for 24 hours.",
      de: "Der Link funktioniert einmal und 24 Stunden lang.",
      fr: "Le lien ne sert qu’une fois et reste valable 24 heures.",
      es: "El enlace solo se puede usar una vez y vale durante 24 horas.",
      nl: "De link werkt één keer en blijft 24 uur geldig.",
    },
  },
  {
    name: "welcome",
    path: "/account",
    build: (locale, link) => welcomeMail({ to: "a@x.test", locale, firstname: "Kim", link }),
    subject: {
      en: "Welcome to Ironworks",
      de: "Willkommen bei Ironworks",
      fr: "Bienvenue chez Ironworks",
      es: "Te damos la bienvenida a Ironworks",
      nl: "Welkom bij Ironworks",
    },
    sentence: {
      en: "Your Ironworks account is ready.",
      de: "Dein Ironworks-Konto ist startklar.",
      fr: "Votre compte Ironworks est prêt.",
      es: "Tu cuenta de Ironworks está lista.",
      nl: "Je Ironworks-account staat klaar.",
    },
  },
  {
    name: "already registered",
    path: "/login",
    build: (locale, link) =>
      alreadyRegisteredMail({ to: "a@x.test", locale, firstname: "", signInLink: link, resetLink: `${link}#f` }),
    subject: {
      en: "Someone tried to create an Ironworks account with your address",
      de: "Jemand wollte mit deiner Adresse ein Ironworks-Konto anlegen",
      fr: "Quelqu’un a tenté de créer un compte Ironworks avec votre adresse",
      es: "Alguien ha intentado crear una cuenta de Ironworks con tu dirección",
      nl: "Iemand probeerde met je adres een Ironworks-account aan te maken",
    },
    sentence: {
      en: "You already have an account, so nothing was changed.",
      de: "Du hast bereits ein Konto, deshalb hat sich nichts geändert.",
      fr: "Vous avez déjà un compte : rien n’a été modifié.",
      es: "Ya tienes una cuenta, así que no se ha cambiado nada.",
      nl: "Je hebt al een account, dus er is niets veranderd.",
    },
  },
  {
    name: "back in stock",
    path: "/olympic-bar",
    build: (locale, link) => backInStockMail({ to: "a@x.test", locale, productName: "Ohio Bar", link }),
    subject: {
      en: "Back in stock: Ohio Bar",
      de: "Wieder da: Ohio Bar",
      fr: "De retour en stock : Ohio Bar",
      es: "De nuevo en stock: Ohio Bar",
      nl: "Weer op voorraad: Ohio Bar",
    },
    sentence: {
      en: "Good news: Ohio Bar is back in stock.",
      de: "Gute Nachrichten: Ohio Bar ist wieder auf Lager.",
      fr: "Bonne nouvelle : Ohio Bar est de retour en stock.",
      es: "Buenas noticias: Ohio Bar vuelve a estar en stock.",
      nl: "Goed nieuws: Ohio Bar is weer op voorraad.",
    },
  },
  {
    name: "back-in-stock confirmation",
    path: "/back-in-stock/confirm?token=tok",
    build: (locale, link) => binConfirmMail({ to: "a@x.test", locale, productName: "Ohio Bar", link }),
    subject: {
      en: "Please confirm your Ironworks back-in-stock alert",
      de: "Bitte bestätige deinen Ironworks-Verfügbarkeitsalarm",
      fr: "Merci de confirmer votre alerte de retour en stock Ironworks",
      es: "Confirma tu aviso de disponibilidad de Ironworks",
      nl: "Bevestig je Ironworks-voorraadmelding",
    },
    sentence: {
      en: "the link works for 7 days.",
      de: "der Link gilt 7 Tage.",
      fr: "le lien reste valable 7 jours.",
      es: "el enlace vale durante 7 días.",
      nl: "de link blijft 7 dagen geldig.",
    },
  },
  {
    name: "newsletter confirmation",
    path: "/newsletter-signup?confirm=tok",
    build: (locale, link) =>
      newsletterConfirmMail({ to: "a@x.test", locale, lists: ["newsletter", "rapidfire"], link }),
    subject: {
      en: "Please confirm your Ironworks email subscription",
      de: "Bitte bestätige dein Ironworks-Abo",
      fr: "Merci de confirmer votre abonnement aux e-mails Ironworks",
      es: "Confirma tu suscripción a los correos de Ironworks",
      nl: "Bevestig je inschrijving voor de Ironworks-mails",
    },
    // The lists joined the language's way (Intl.ListFormat).
    sentence: {
      en: "asked to receive the Ironworks newsletter and Rapid Fire deals at this address.",
      de: "möchte den Ironworks-Newsletter und die Rapid-Fire-Angebote an diese Adresse erhalten.",
      fr: "a demandé à recevoir la newsletter Ironworks et les offres Rapid Fire à cette adresse.",
      es: "ha pedido recibir la newsletter de Ironworks y las ofertas Rapid Fire en esta dirección.",
      nl: "wil de Ironworks-nieuwsbrief en de Rapid Fire-deals ontvangen op dit adres.",
    },
  },
];

describe("mail in the shopper's language (issue 15 item 5)", () => {
  for (const mail of MAILS) {
    describe(mail.name, () => {
      it.each(LANG)(
        "on $prefix: $lang subject, key sentence, lang tag and links under the prefix",
        ({ prefix, lang }) => {
          const locale = at(prefix);
          const link = storeLink(BASE, prefix, mail.path);
          const m = mail.build(locale, link);
          expect(m.subject).toBe(mail.subject[lang]);
          expect(m.text).toContain(mail.sentence[lang]);
          expect(m.html).toContain(escapeHtml(mail.sentence[lang]));
          expect(m.html).toContain(`<html lang="${locale.tag}">`);
          expect(m.text).toContain(`${BASE}${prefix}${mail.path}`);
          expect(m.html).toContain(`href="${BASE}${prefix}${mail.path.replaceAll("&", "&#38;")}"`);
        },
      );
    });
  }

  it("greets by name in each language, and signs off in it", () => {
    const greet = (prefix: string) =>
      welcomeMail({ to: "a@x.test", locale: at(prefix), firstname: " Kim ", link: BASE }).text.split("\n");
    expect(greet("")[0]).toBe("Hi Kim,");
    expect(greet("/de")[0]).toBe("Hallo Kim,");
    expect(greet("/fr")[0]).toBe("Bonjour Kim,");
    expect(greet("/es")[0]).toBe("Hola, Kim:");
    expect(greet("/be")[0]).toBe("Hoi Kim,");
    expect(greet("/de").at(-1)).toBe("— Dein Ironworks-Team");
  });

  it("escapes the words and names it puts into HTML", () => {
    const m = backInStockMail({ to: "a@x.test", locale: at("/fr"), productName: "<b>Bar</b>", link: BASE });
    expect(m.html).toContain("&#60;b&#62;Bar&#60;/b&#62;");
    expect(m.html).not.toContain("<b>Bar");
    // "Bonne nouvelle : …" — the apostrophes and spaces of French survive as text.
    expect(m.html).toContain("Vous recevez ce message parce que vous avez demandé");
  });
});
