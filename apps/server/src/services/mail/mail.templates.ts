import { type Locale, NEWSLETTER_LISTS, type NewsletterList } from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { type MailWords, mailWords } from "./mail.messages.ts";

/** Escapes text for HTML bodies and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** An absolute link into the store: PUBLIC_BASE_URL, the shopper's locale prefix ("/gb", "" for USA), the path. */
export function storeLink(baseUrl: string, localePrefix: string, path: string): string {
  return `${baseUrl.replace(/\/$/, "")}${localePrefix}${path}`;
}

export interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** One plain layout for every mail: text first, the same words as simple inline-styled HTML, in the locale's language. */
export function compose(words: MailWords, letter: Letter): MailMessage {
  const { t } = words;
  const text = [
    letter.greeting,
    "",
    ...letter.paragraphs.flatMap((p) => [p, ""]),
    ...(letter.action ? [`${letter.action.label}: ${letter.action.url}`, ""] : []),
    ...(letter.footer ? [letter.footer, ""] : []),
    t("mail.signoff"),
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const button = letter.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(letter.action.url)}" style="background:#111;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(letter.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t("mail.pasteLink", { url: letter.action.url }))}</p>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(words.locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111;background:#fff"><div style="max-width:560px;margin:0 auto">${p(letter.greeting)}${letter.paragraphs.map(p).join("")}${button}${letter.footer ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(letter.footer)}</p>` : ""}<p style="margin:0">${escapeHtml(t("mail.signoff"))}</p></div></body></html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

const hello = ({ t }: MailWords, firstname = "") =>
  firstname.trim() ? t("mail.helloName", { name: firstname.trim() }) : t("mail.hello");

/**
 * Every template takes `locale`: the store locale the shopper used (its prefix is the links' too).
 * Its language picks the words (`/de` German, `/de/en` English), its tag formats numbers and lists.
 */
interface To {
  to: string;
  locale: Locale;
}

export function passwordResetMail(input: To & { firstname: string; link: string; validMinutes: number }) {
  const w = mailWords(input.locale);
  return compose(w, {
    to: input.to,
    subject: w.t("mail.reset.subject"),
    greeting: hello(w, input.firstname),
    paragraphs: [w.t("mail.reset.request"), w.t("mail.reset.validity", { minutes: input.validMinutes })],
    action: { label: w.t("mail.reset.action"), url: input.link },
    footer: w.t("mail.reset.footer"),
  });
}

export function welcomeMail(input: To & { firstname: string; link: string }) {
  const w = mailWords(input.locale);
  return compose(w, {
    to: input.to,
    subject: w.t("mail.welcome.subject"),
    greeting: hello(w, input.firstname),
    paragraphs: [w.t("mail.welcome.ready")],
    action: { label: w.t("mail.welcome.action"), url: input.link },
    footer: w.t("mail.welcome.footer"),
  });
}

/** Verify-first registration (ADR 0011 addendum): the account exists only once the owner confirms. */
export function registrationConfirmMail(input: To & { firstname: string; link: string; validHours: number }) {
  const w = mailWords(input.locale);
  return compose(w, {
    to: input.to,
    subject: w.t("mail.register.subject"),
    greeting: hello(w, input.firstname),
    paragraphs: [w.t("mail.register.thanks"), w.t("mail.register.validity", { hours: input.validHours })],
    action: { label: w.t("mail.register.action"), url: input.link },
    footer: w.t("mail.register.footer"),
  });
}

/** A registration with an address that already has an account (ADR 0011 addendum): tell the owner. */
export function alreadyRegisteredMail(input: To & { firstname: string; signInLink: string; resetLink: string }) {
  const w = mailWords(input.locale);
  return compose(w, {
    to: input.to,
    subject: w.t("mail.again.subject"),
    greeting: hello(w, input.firstname),
    paragraphs: [w.t("mail.again.tried"), w.t("mail.again.ifYou"), input.resetLink],
    action: { label: w.t("mail.again.action"), url: input.signInLink },
    footer: w.t("mail.again.footer"),
  });
}

/** A back-in-stock alert fired: the product the shopper waited for is available again (ADR 0015). */
export function backInStockMail(input: To & { productName: string | null; link: string }) {
  const w = mailWords(input.locale);
  const product = input.productName ?? w.t("mail.restock.fallbackName");
  return compose(w, {
    to: input.to,
    subject: w.t("mail.restock.subject", { product }),
    greeting: hello(w),
    paragraphs: [w.t("mail.restock.news", { product })],
    action: { label: w.t("mail.restock.action"), url: input.link },
    footer: w.t("mail.restock.footer"),
  });
}

/** How long a double opt-in link (newsletter, back-in-stock for another address) works. */
const OPT_IN_DAYS = 7;

/** Double opt-in (ADR 0015 addendum): the address's owner confirms a signup made in their name. */
export function newsletterConfirmMail(input: To & { lists: readonly string[]; link: string }) {
  const w = mailWords(input.locale);
  const names = w.list(input.lists.map((l) => (isListKey(l) ? w.t(`mail.newsletter.list.${l}`) : l)));
  return compose(w, {
    to: input.to,
    subject: w.t("mail.newsletter.subject"),
    greeting: hello(w),
    paragraphs: [w.t("mail.newsletter.asked", { lists: names }), w.t("mail.confirmBelow", { days: OPT_IN_DAYS })],
    action: { label: w.t("mail.newsletter.action"), url: input.link },
    footer: w.t("mail.newsletter.footer"),
  });
}

const isListKey = (list: string): list is NewsletterList => (NEWSLETTER_LISTS as readonly string[]).includes(list);

/** A back-in-stock alert set for an address that is not the account's own (ADR 0024): ask first. */
export function binConfirmMail(input: To & { productName: string; link: string }) {
  const w = mailWords(input.locale);
  return compose(w, {
    to: input.to,
    subject: w.t("mail.binConfirm.subject"),
    greeting: hello(w),
    paragraphs: [
      w.t("mail.binConfirm.asked", { product: input.productName }),
      w.t("mail.confirmBelow", { days: OPT_IN_DAYS }),
    ],
    action: { label: w.t("mail.binConfirm.action"), url: input.link },
    footer: w.t("mail.binConfirm.footer"),
  });
}
