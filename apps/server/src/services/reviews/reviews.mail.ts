import type { MailMessage } from "../../platform/mail.ts";
import { escapeHtml } from "../mail/index.ts";

/**
 * The post-purchase review mail (issue #23 item 2), sent once an order is delivered: one link that
 * opens /mps-review for every product of the order, without signing in. English for now; the mail
 * words move to the mail service's catalog with its per-language templates.
 */
export function reviewInviteMail(input: { to: string; orderId: string; link: string; days: number }): MailMessage {
  const subject = `How is your gear? Review your order ${input.orderId}`;
  const lines = [
    "Hi,",
    `Your order ${input.orderId} has been delivered. Once you have trained with it, tell other lifters what you think: one page, every product of the order, no sign-in needed.`,
    "Every review is published, the critical ones too; reviews of delivered orders carry the verified buyer badge.",
  ];
  const text = [
    ...lines.flatMap((l) => [l, ""]),
    `Write your review: ${input.link}`,
    "",
    `The link works for ${input.days} days.`,
    "",
    "— Ironworks",
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111;background:#fff"><div style="max-width:560px;margin:0 auto">${lines.map(p).join("")}<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#111;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold;display:inline-block">Write your review</a></p>${p(`The link works for ${input.days} days.`)}<p style="margin:0">— Ironworks</p></div></body></html>`;
  return { to: input.to, subject, text, html };
}
