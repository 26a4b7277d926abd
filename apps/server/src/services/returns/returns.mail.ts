import { formatPrice, fromMinor, type Locale, localeOfSite } from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { compose, mailWords, storeLink } from "../mail/index.ts";
import type { WithdrawnLine } from "./returns.schema.ts";

/**
 * The returns' mails (issue #21), in the language of the locale the shopper used on /rmaprocess
 * (the RMA's or the withdrawal's tag on the order's site: `/de` German, `/de/en` English), from the
 * one mail catalog (services/mail/messages, ADR 0035's shape); links keep the locale's prefix.
 */
export const returnsLocale = (site: string, tag: string | null | undefined): Locale => localeOfSite(site, tag);

const money = (minor: number, currency: string, locale: Locale) => formatPrice(fromMinor(minor), currency, locale);

interface RmaFacts {
  rmaNumber: string;
  orderId: string;
  email: string;
  state: string;
  outcome: string;
  currency: string;
  dateIssued: string;
  amountMinor: number;
  needsPickup: boolean;
}

/** The return's confirmation: approved (or waiting for support), the amount, the slip's link. */
export function rmaConfirmedMail(rma: RmaFacts, locale: Locale, baseUrl: string): MailMessage {
  const w = mailWords(locale);
  const link = storeLink(baseUrl, locale.prefix, `/rmaprocess/print/${rma.rmaNumber}/${rma.dateIssued}`);
  const amount = money(rma.amountMinor, rma.currency, locale);
  const outcome = rma.outcome === "store_credit" ? "store_credit" : rma.outcome === "exchange" ? "exchange" : "refund";
  return compose(w, {
    to: rma.email,
    subject: w.t("mail.return.subject", { rma: rma.rmaNumber, order: rma.orderId }),
    greeting: w.t("mail.hello"),
    paragraphs: [
      rma.state === "requested"
        ? w.t("mail.return.review", { rma: rma.rmaNumber })
        : w.t("mail.return.approved", { rma: rma.rmaNumber }),
      w.t("mail.return.pack"),
      ...(rma.needsPickup ? [w.t("mail.return.pickup")] : []),
      w.t(`mail.return.amount.${outcome}`, { amount }),
    ],
    action: { label: w.t("mail.return.action"), url: link },
    footer: w.t("mail.return.footer"),
  });
}

/** Money back to the original payment. */
export function refundedMail(
  rma: { id: string; email: string; currency: string },
  amountMinor: number,
  locale: Locale,
): MailMessage {
  const w = mailWords(locale);
  return compose(w, {
    to: rma.email,
    subject: w.t("mail.refund.subject", { rma: rma.id }),
    greeting: w.t("mail.hello"),
    paragraphs: [
      w.t("mail.refund.done", { rma: rma.id, amount: money(amountMinor, rma.currency, locale) }),
      w.t("mail.refund.timing"),
    ],
  });
}

/** Store credit: the gift card's code and amount. */
export function creditedMail(
  rma: { id: string; email: string; currency: string },
  amountMinor: number,
  code: string,
  locale: Locale,
): MailMessage {
  const w = mailWords(locale);
  return compose(w, {
    to: rma.email,
    subject: w.t("mail.credit.subject", { rma: rma.id }),
    greeting: w.t("mail.hello"),
    paragraphs: [w.t("mail.credit.done", { rma: rma.id, amount: money(amountMinor, rma.currency, locale), code })],
  });
}

export interface WithdrawalFacts {
  id: string;
  orderId: string;
  orderDate: Date;
  email: string;
  name: string;
  lines: WithdrawnLine[];
  submittedAt: Date;
  rma: { rmaNumber: string; dateIssued: string } | null;
}

/**
 * The acknowledgement of an EU withdrawal on a durable medium (art. 11a(3) of Directive 2011/83/EU
 * as amended): its content as submitted — name, contract, units — and the date and time of
 * submission (UTC, stated), what happens next, and the return slip of the delivered units.
 */
export function withdrawalAcknowledgementMail(f: WithdrawalFacts, locale: Locale, baseUrl: string): MailMessage {
  const w = mailWords(locale);
  const date = (d: Date) => new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(d);
  const time = new Intl.DateTimeFormat(locale.tag, { timeStyle: "short", timeZone: "UTC" }).format(f.submittedAt);
  const undelivered = f.lines.some((l) => !l.delivered);
  return compose(w, {
    to: f.email,
    subject: w.t("mail.withdrawal.subject", { order: f.orderId }),
    greeting: w.t("mail.helloName", { name: f.name }),
    paragraphs: [
      w.t("mail.withdrawal.received", { date: date(f.submittedAt), time }),
      w.t("mail.withdrawal.statement"),
      [
        w.t("mail.withdrawal.name", { name: f.name }),
        w.t("mail.withdrawal.order", { order: f.orderId, date: date(f.orderDate) }),
        w.t("mail.withdrawal.email", { email: f.email }),
        ...f.lines.map((l) => w.t("mail.withdrawal.line", { qty: l.qty, name: l.name, sku: l.sku })),
        w.t("mail.withdrawal.reference", { id: f.id }),
      ].join("\n"),
      w.t("mail.withdrawal.next"),
      ...(f.rma ? [w.t("mail.withdrawal.slip", { rma: f.rma.rmaNumber })] : []),
      ...(undelivered ? [w.t("mail.withdrawal.notDelivered")] : []),
    ],
    ...(f.rma
      ? {
          action: {
            label: w.t("mail.return.action"),
            url: storeLink(baseUrl, locale.prefix, `/rmaprocess/print/${f.rma.rmaNumber}/${f.rma.dateIssued}`),
          },
        }
      : {}),
    footer: w.t("mail.withdrawal.footer"),
  });
}
