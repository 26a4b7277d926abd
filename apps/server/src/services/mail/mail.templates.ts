import type { MailMessage } from "../../platform/mail.ts";

/** Escapes text for HTML bodies and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** An absolute link into the store: PUBLIC_BASE_URL, the shopper's locale prefix ("/gb", "" for USA), the path. */
export function storeLink(baseUrl: string, localePrefix: string, path: string): string {
  return `${baseUrl.replace(/\/$/, "")}${localePrefix}${path}`;
}

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** One plain layout for every mail: text first, the same words as simple inline-styled HTML. */
function compose(letter: Letter): MailMessage {
  const text = [
    letter.greeting,
    "",
    ...letter.paragraphs.flatMap((p) => [p, ""]),
    ...(letter.action ? [`${letter.action.label}: ${letter.action.url}`, ""] : []),
    ...(letter.footer ? [letter.footer, ""] : []),
    "— Ironworks",
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = letter.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(letter.action.url)}" style="background:#111;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(letter.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(letter.action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111;background:#fff"><div style="max-width:560px;margin:0 auto">${p(letter.greeting)}${letter.paragraphs.map(p).join("")}${button}${letter.footer ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(letter.footer)}</p>` : ""}<p style="margin:0">— Ironworks</p></div></body></html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

const hello = (firstname: string) => (firstname.trim() ? `Hi ${firstname.trim()},` : "Hi,");

export function passwordResetMail(input: { to: string; firstname: string; link: string; validMinutes: number }) {
  return compose({
    to: input.to,
    subject: "Reset your Ironworks password",
    greeting: hello(input.firstname),
    paragraphs: [
      "We received a request to reset the password of your Ironworks account.",
      `The link below works once and for ${input.validMinutes} minutes. Using it signs you out everywhere.`,
    ],
    action: { label: "Choose a new password", url: input.link },
    footer: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });
}

export function welcomeMail(input: { to: string; firstname: string; link: string }) {
  return compose({
    to: input.to,
    subject: "Welcome to Ironworks",
    greeting: hello(input.firstname),
    paragraphs: [
      "Your Ironworks account is ready. Track your orders, keep wishlists and check out faster from your account.",
    ],
    action: { label: "Go to your account", url: input.link },
    footer: "You receive this mail because an account was created with this address.",
  });
}

/** Verify-first registration (ADR 0011 addendum): the account exists only once the owner confirms. */
export function registrationConfirmMail(input: { to: string; firstname: string; link: string; validHours: number }) {
  return compose({
    to: input.to,
    subject: "Confirm your Ironworks account",
    greeting: hello(input.firstname),
    paragraphs: [
      "Thanks for creating an Ironworks account. To finish, open the link below and confirm with the password you chose.",
      `The link works once and for ${input.validHours} hours.`,
    ],
    action: { label: "Confirm my account", url: input.link },
    footer: "If you did not ask for this, ignore this mail: no account is created without you.",
  });
}

/** A registration with an address that already has an account (ADR 0011 addendum): tell the owner. */
export function alreadyRegisteredMail(input: { to: string; firstname: string; signInLink: string; resetLink: string }) {
  return compose({
    to: input.to,
    subject: "Someone tried to create an Ironworks account with your address",
    greeting: hello(input.firstname),
    paragraphs: [
      "Someone just tried to create a new Ironworks account with this email address. You already have an account, so nothing was changed.",
      "If it was you, sign in with your password. If you have forgotten it, reset it here:",
      input.resetLink,
    ],
    action: { label: "Sign in", url: input.signInLink },
    footer: "If it was not you, you can ignore this mail: your account and password stay as they are.",
  });
}

/** A back-in-stock alert fired: the product the shopper waited for is available again (ADR 0015). */
export function backInStockMail(input: { to: string; productName: string; link: string }) {
  return compose({
    to: input.to,
    subject: `Back in stock: ${input.productName}`,
    greeting: "Hi,",
    paragraphs: [
      `Good news: ${input.productName} is back in stock. Stock can go quickly, so order soon if you still want it.`,
    ],
    action: { label: "See the product", url: input.link },
    footer:
      "You receive this mail because you asked to be told when this product is back in stock. This alert is now done; set a new one on the product page if you want another.",
  });
}

const LIST_NAMES: Record<string, string> = {
  newsletter: "the Ironworks newsletter",
  rapidfire: "Rapid Fire deals",
  invitationalNewsUpdates: "Invitational news",
  invitationalTickets: "Invitational tickets",
  invitationalVolunteering: "Invitational volunteering",
  invitationalVendors: "Invitational vendors",
};

/** Double opt-in (ADR 0015 addendum): the address's owner confirms a signup made in their name. */
export function newsletterConfirmMail(input: { to: string; lists: readonly string[]; link: string }) {
  const names = input.lists.map((l) => LIST_NAMES[l] ?? l).join(", ");
  return compose({
    to: input.to,
    subject: "Please confirm your Ironworks email subscription",
    greeting: "Hi,",
    paragraphs: [
      `Someone, hopefully you, asked to receive ${names} at this address.`,
      "Please confirm with the button below. Nothing is sent until you do; the link works for 7 days.",
    ],
    action: { label: "Confirm my subscription", url: input.link },
    footer: "If you did not ask for this, ignore this mail: you will not be subscribed.",
  });
}

/** A back-in-stock alert set for an address that is not the account's own (ADR 0024): ask first. */
export function binConfirmMail(input: { to: string; productName: string; link: string }) {
  return compose({
    to: input.to,
    subject: "Please confirm your Ironworks back-in-stock alert",
    greeting: "Hi,",
    paragraphs: [
      `Someone, hopefully you, asked us to email this address when ${input.productName} is back in stock.`,
      "Please confirm with the button below. Nothing is sent until you do; the link works for 7 days.",
    ],
    action: { label: "Confirm my alert", url: input.link },
    footer: "If you did not ask for this, ignore this mail: you will not get any alert.",
  });
}
