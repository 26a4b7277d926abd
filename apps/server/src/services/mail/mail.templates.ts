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
