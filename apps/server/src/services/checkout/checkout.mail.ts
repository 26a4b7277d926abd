import {
  businessBuyer,
  findSiteByStoreId,
  formatPrice,
  fromMinor,
  type LineWords,
  lineDetails,
  localeOfSite,
  type TotalsRow,
  totalsLayout,
} from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { escapeHtml, type MailWords, mailWords, storeLink } from "../mail/index.ts";
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

/** The domain's line words (included parts, gift card, sender, message, design) in the mail's language. */
function lineWords({ t }: MailWords): LineWords {
  return {
    included: (qty, name) => t("mail.order.line.included", { qty, name }),
    giftcard: (delivery, to) => {
      const how = delivery ?? "none";
      return to ? t("mail.order.line.giftcardTo", { how, to }) : t("mail.order.line.giftcard", { how });
    },
    from: (name) => t("mail.order.line.from", { name }),
    message: (message) => t("mail.order.line.message", { message }),
    design: (id) => t("mail.order.line.design", { id }),
  };
}

/**
 * The confirmation mail (plain text + simple HTML): order number, each line with what was chosen
 * (the description kept with the order), the totals laid out so they add up as printed (the
 * domain's totalsLayout), the business buyer, addresses and the link; and one mail per issued gift
 * card to its recipient (or the buyer) with the code. Worded in the language of the order's locale
 * (its meta.l10n tag: `/de` German, `/de/en` English), money through Intl with that tag; the line
 * names are the ones kept with the order.
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
  const w = mailWords(locale);
  const { t: say } = w;
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
  const label = (r: TotalsRow) => say(`mail.order.total.${r.key}`);
  const totalLabel = `${say("mail.order.total.total")}${layout.total.note ? ` (${say("mail.order.total.inclVat")})` : ""}`;
  const totals: [string, string][] = [
    ...layout.lines.map((r): [string, string] => [label(r), signed(r.amount)]),
    [totalLabel, money(layout.total.amount)],
    ...layout.after.map((r): [string, string] => [label(r), signed(r.amount)]),
  ];
  const words = lineWords(w);
  const described = lines.map((l) => ({ line: l, details: lineDetails(lineDescription(l), words) }));
  const buyer = businessBuyer(order.billingAddress, order.shippingAddress);
  const business = [
    ...(buyer?.company ? [say("mail.order.company", { company: buyer.company })] : []),
    ...(buyer?.vatId ? [say("mail.order.vatId", { vatId: buyer.vatId })] : []),
  ];
  const ship = addressLines(order.shippingAddress);
  const bill = addressLines(order.billingAddress);
  const link = orderLink(order, baseUrl, links);
  const text = [
    say("mail.order.thanks", { id: order.id }),
    ...(business.length ? ["", ...business] : []),
    "",
    ...described.flatMap(({ line: l, details }) => [
      `${l.qty} × ${l.name} (${l.sku})  ${minor(l.rowTotalMinor)}`,
      ...details.map((d) => `    ${d}`),
    ]),
    "",
    ...totals.map(([label, v]) => `${label}: ${v}`),
    ...(ship.length ? ["", say("mail.order.shipTo"), ...ship] : []),
    ...(bill.length ? ["", say("mail.order.billTo"), ...bill] : []),
    "",
    `${say("mail.order.link")}: ${link}`,
  ].join("\n");
  const e = escapeHtml;
  const subject = say("mail.order.subject", { id: order.id });
  const body = [
    `<p>${e(say("mail.order.thanks", { id: order.id }))}</p>`,
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
    ...(ship.length ? [`<p>${e(say("mail.order.shipTo"))}<br>${ship.map(e).join("<br>")}</p>`] : []),
    ...(bill.length ? [`<p>${e(say("mail.order.billTo"))}<br>${bill.map(e).join("<br>")}</p>`] : []),
    `<p><a href="${e(link)}">${e(say("mail.order.link"))}</a></p>`,
  ].join("\n");
  const html = `<!doctype html><html lang="${e(locale.tag)}"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body>\n${body}\n</body></html>`;
  const mails: MailMessage[] = [{ to: order.email, subject, text, html }];
  for (const card of issued) {
    const r = card.recipient ?? {};
    const to = typeof r.recipientEmail === "string" && r.recipientEmail ? r.recipientEmail : order.email;
    const from = typeof r.senderName === "string" && r.senderName ? r.senderName : say("mail.giftcard.someone");
    const note = typeof r.message === "string" ? r.message : "";
    const sent = say("mail.giftcard.sent", { from, amount: minor(card.amountMinor) });
    const code = say("mail.giftcard.code", { code: card.code });
    mails.push({
      to,
      subject: say("mail.giftcard.subject"),
      text: `${sent}\n${code}${note ? `\n\n${note}` : ""}`,
      html: `<!doctype html><html lang="${e(locale.tag)}"><head><meta charset="utf-8"></head><body><p>${e(sent)}</p><p><strong>${e(code)}</strong></p>${note ? `<p>${e(note)}</p>` : ""}</body></html>`,
    });
  }
  return mails;
}
