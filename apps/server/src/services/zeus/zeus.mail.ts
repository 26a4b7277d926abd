import { formatPrice, fromMinor, type Locale } from "@ironworks/domain";
import type { MailMessage } from "../../platform/mail.ts";
import { compose, mailWords, storeLink } from "../mail/index.ts";

/**
 * The custom quote's mail (issue #22 item 5): support sent the shopper its prices. In the language
 * the shopper asked in (the quote's locale), with the quoted total, the expiry and a link to the
 * quote in their account; enqueued in the offer's transaction, so it goes out only if the offer commits.
 */
export function quotedMail(
  quote: { id: string; email: string; name: string; totalMinor: number; currency: string; expiresAt: Date },
  locale: Locale,
  baseUrl: string,
): MailMessage {
  const w = mailWords(locale);
  const date = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(
    quote.expiresAt,
  );
  return compose(w, {
    to: quote.email,
    subject: w.t("mail.quote.subject", { quote: quote.id }),
    greeting: w.t("mail.hello"),
    paragraphs: [
      w.t("mail.quote.ready", { quote: quote.id, name: quote.name }),
      w.t("mail.quote.total", { total: formatPrice(fromMinor(quote.totalMinor), quote.currency, locale) }),
      w.t("mail.quote.expires", { date: `${date} UTC` }),
    ],
    action: {
      label: w.t("mail.quote.action"),
      url: storeLink(baseUrl, locale.prefix, `/account/custom-quoting?quote=${quote.id}`),
    },
  });
}
