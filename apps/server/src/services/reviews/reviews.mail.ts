import type { Locale } from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { escapeHtml, mailWords } from "../mail/index.ts";

/**
 * The post-purchase review mail (issue #23 item 2), sent once an order is delivered: one link that
 * opens /mps-review for every product of the order, without signing in. Worded in the language of
 * the order's locale (its meta.l10n tag, as the order mails: `/de` German, `/de/en` English); the
 * link carries the same locale prefix.
 */
export function reviewInviteMail(input: {
  to: string;
  orderId: string;
  link: string;
  days: number;
  locale: Locale;
}): MailMessage {
  const { t, locale } = mailWords(input.locale);
  const subject = t("mail.review.subject", { orderId: input.orderId });
  const lines = [t("mail.hello"), t("mail.review.delivered", { orderId: input.orderId }), t("mail.review.honest")];
  const action = t("mail.review.action");
  const validity = t("mail.review.validity", { days: input.days });
  const text = [...lines.flatMap((l) => [l, ""]), `${action}: ${input.link}`, "", validity, "", t("mail.signoff")].join(
    "\n",
  );
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111;background:#fff"><div style="max-width:560px;margin:0 auto">${lines.map(p).join("")}<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#111;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(action)}</a></p>${p(validity)}<p style="margin:0">${escapeHtml(t("mail.signoff"))}</p></div></body></html>`;
  return { to: input.to, subject, text, html };
}
