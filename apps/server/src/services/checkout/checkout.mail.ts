import {
  businessBuyer,
  businessLines,
  findSiteByStoreId,
  formatPrice,
  fromMinor,
  lineDetails,
  localeOfSite,
  totalsLayout,
} from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { escapeHtml, storeLink } from "../mail/index.ts";
import type { GuestLinks } from "./checkout.guest-link.ts";
import { lineDescription } from "./checkout.present.ts";
import type { OrderLineRow, OrderRow } from "./checkout.repository.ts";

function addressLines(a: Record<string, unknown> | null): string[] {
  if (!a) return [];
  const name = [a.firstname, a.lastname].filter(Boolean).join(" ");
  const street = Array.isArray(a.street) ? a.street.filter(Boolean).join(", ") : "";
  const place = [a.postcode, a.city, a.region].filter(Boolean).join(" ");
  return [name, street, place, String(a.countryId ?? "")].filter((l) => l.trim() !== "");
}

/**
 * Where the mail sends the buyer, in the order's locale: a customer to their account's order page;
 * a guest to a signed, expiring link that opens the order without an account (ADR 0021).
 */
export function orderLink(order: OrderRow, baseUrl: string, links: GuestLinks): string {
  const locale = localeOfSite(order.site, (order.meta as { l10n?: string } | null)?.l10n);
  const id = encodeURIComponent(order.id);
  const path =
    order.customerId !== null
      ? `/account/order/${id}`
      : `/sales/guest/form?o=${id}&t=${encodeURIComponent(links.token(order.id))}`;
  return storeLink(baseUrl, locale.prefix, path);
}

/**
 * The confirmation mail (plain text + simple HTML): order number, each line with what was chosen
 * (the description kept with the order), the totals laid out so they add up as printed (the
 * domain's totalsLayout), the business buyer, addresses and the link; and one mail per issued gift
 * card to its recipient (or the buyer) with the code.
 */
export function orderMail(
  order: OrderRow,
  lines: OrderLineRow[],
  issued: { code: string; amountMinor: number; recipient: Record<string, unknown> | null }[],
  baseUrl: string,
  links: GuestLinks,
): MailMessage[] {
  const c = order.currency;
  const locale = localeOfSite(order.site, (order.meta as { l10n?: string } | null)?.l10n);
  const money = (amount: number) => formatPrice(amount, c, locale);
  const minor = (m: number) => money(fromMinor(m));
  const t = order.totals;
  const layout = totalsLayout(
    {
      subtotal: fromMinor(t.subtotal),
      discount: fromMinor(t.discount),
      shipping: fromMinor(t.shipping),
      tax: fromMinor(t.tax),
      tariff: fromMinor(t.tariff),
      giftcards: fromMinor(t.giftcards),
      grandTotal: fromMinor(t.grandTotalIncludingTax),
    },
    findSiteByStoreId(order.storeId)?.pricesIncludeVat ?? false,
  );
  const signed = (n: number | null) => (n !== null && n < 0 ? `−${money(-n)}` : money(n ?? 0));
  const totalLabel = `${layout.total.label}${layout.total.note ? ` (${layout.total.note})` : ""}`;
  const totals: [string, string][] = [
    ...layout.lines.map((r): [string, string] => [r.label, signed(r.amount)]),
    [totalLabel, money(layout.total.amount)],
    ...layout.after.map((r): [string, string] => [r.label, signed(r.amount)]),
  ];
  const described = lines.map((l) => ({ line: l, details: lineDetails(lineDescription(l)) }));
  const business = businessLines(businessBuyer(order.billingAddress, order.shippingAddress));
  const ship = addressLines(order.shippingAddress);
  const bill = addressLines(order.billingAddress);
  const link = orderLink(order, baseUrl, links);
  const text = [
    `Thank you for your order ${order.id}.`,
    ...(business.length ? ["", ...business] : []),
    "",
    ...described.flatMap(({ line: l, details }) => [
      `${l.qty} × ${l.name} (${l.sku})  ${minor(l.rowTotalMinor)}`,
      ...details.map((d) => `    ${d}`),
    ]),
    "",
    ...totals.map(([label, v]) => `${label}: ${v}`),
    ...(ship.length ? ["", "Shipping to:", ...ship] : []),
    ...(bill.length ? ["", "Billing address:", ...bill] : []),
    "",
    `Your order: ${link}`,
  ].join("\n");
  const e = escapeHtml;
  const html = [
    `<p>Thank you for your order <strong>${e(order.id)}</strong>.</p>`,
    ...(business.length ? [`<p>${business.map(e).join("<br>")}</p>`] : []),
    "<table>",
    ...described.map(
      ({ line: l, details }) =>
        `<tr><td>${l.qty} ×</td><td>${e(l.name)} (${e(l.sku)})${
          details.length ? `<ul>${details.map((d) => `<li>${e(d)}</li>`).join("")}</ul>` : ""
        }</td><td>${e(minor(l.rowTotalMinor))}</td></tr>`,
    ),
    ...totals.map(([label, v]) => `<tr><td></td><td>${e(label)}</td><td>${e(v)}</td></tr>`),
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
    const body = `${from} sent you an Ironworks gift card of ${minor(card.amountMinor)}.\nCode: ${card.code}${note ? `\n\n${note}` : ""}`;
    mails.push({
      to,
      subject: "Your Ironworks gift card",
      text: body,
      html: `<p>${e(from)} sent you an Ironworks gift card of ${e(minor(card.amountMinor))}.</p><p>Code: <strong>${e(card.code)}</strong></p>${note ? `<p>${e(note)}</p>` : ""}`,
    });
  }
  return mails;
}
