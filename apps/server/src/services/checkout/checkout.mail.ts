import { fromMinor } from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { escapeHtml } from "../mail/index.ts";
import type { OrderLineRow, OrderRow } from "./checkout.repository.ts";

const money = (minor: number, currency: string) => `${fromMinor(minor).toFixed(2)} ${currency}`;

function addressLines(a: Record<string, unknown> | null): string[] {
  if (!a) return [];
  const name = [a.firstname, a.lastname].filter(Boolean).join(" ");
  const street = Array.isArray(a.street) ? a.street.filter(Boolean).join(", ") : "";
  const place = [a.postcode, a.city, a.region].filter(Boolean).join(" ");
  return [name, street, place, String(a.countryId ?? "")].filter((l) => l.trim() !== "");
}

/**
 * The confirmation mail (plain text + simple HTML): order number, lines, totals, addresses; and
 * one mail per issued gift card to its recipient (or the buyer) with the code.
 */
export function orderMail(
  order: OrderRow,
  lines: OrderLineRow[],
  issued: { code: string; amountMinor: number; recipient: Record<string, unknown> | null }[],
  baseUrl: string,
): MailMessage[] {
  const c = order.currency;
  const t = order.totals;
  const totals: [string, number][] = [
    ["Subtotal", t.subtotal],
    ...(t.discount ? ([["Discount", -t.discount]] as [string, number][]) : []),
    ["Shipping", t.shipping],
    ["Tax", t.tax],
    ...(t.giftcards ? ([["Gift cards", -t.giftcards]] as [string, number][]) : []),
    ["Total", t.grandTotalIncludingTax],
  ];
  const ship = addressLines(order.shippingAddress);
  const bill = addressLines(order.billingAddress);
  const link = `${baseUrl}/account/order/${encodeURIComponent(order.id)}`;
  const text = [
    `Thank you for your order ${order.id}.`,
    "",
    ...lines.map((l) => `${l.qty} × ${l.name} (${l.sku})  ${money(l.rowTotalMinor, c)}`),
    "",
    ...totals.map(([label, v]) => `${label}: ${money(v, c)}`),
    ...(ship.length ? ["", "Shipping to:", ...ship] : []),
    ...(bill.length ? ["", "Billing address:", ...bill] : []),
    "",
    `Your order: ${link}`,
  ].join("\n");
  const e = escapeHtml;
  const html = [
    `<p>Thank you for your order <strong>${e(order.id)}</strong>.</p>`,
    "<table>",
    ...lines.map(
      (l) => `<tr><td>${l.qty} ×</td><td>${e(l.name)} (${e(l.sku)})</td><td>${e(money(l.rowTotalMinor, c))}</td></tr>`,
    ),
    ...totals.map(([label, v]) => `<tr><td></td><td>${e(label)}</td><td>${e(money(v, c))}</td></tr>`),
    "</table>",
    ...(ship.length ? [`<p>Shipping to:<br>${ship.map(e).join("<br>")}</p>`] : []),
    ...(bill.length ? [`<p>Billing address:<br>${bill.map(e).join("<br>")}</p>`] : []),
    `<p><a href="${e(link)}">Your order</a></p>`,
  ].join("\n");
  const mails: MailMessage[] = [{ to: order.email, subject: `Your Ironworks order ${order.id}`, text, html }];
  for (const card of issued) {
    const r = card.recipient ?? {};
    const to = typeof r.recipientEmail === "string" && r.recipientEmail ? r.recipientEmail : order.email;
    const from = typeof r.senderName === "string" && r.senderName ? r.senderName : "Someone";
    const note = typeof r.message === "string" ? r.message : "";
    const body = `${from} sent you an Ironworks gift card of ${money(card.amountMinor, c)}.\nCode: ${card.code}${note ? `\n\n${note}` : ""}`;
    mails.push({
      to,
      subject: "Your Ironworks gift card",
      text: body,
      html: `<p>${e(from)} sent you an Ironworks gift card of ${e(money(card.amountMinor, c))}.</p><p>Code: <strong>${e(card.code)}</strong></p>${note ? `<p>${e(note)}</p>` : ""}`,
    });
  }
  return mails;
}
