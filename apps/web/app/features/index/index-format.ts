import type { Locale } from "@ironworks/domain";

const dates = new Map<string, Intl.DateTimeFormat>();

/** A post's date in the page's language ("1 Nov 2026"), in UTC like the server wrote it. */
export function indexDate(iso: string, locale: Pick<Locale, "tag">): string {
  let format = dates.get(locale.tag);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.tag, { dateStyle: "medium", timeZone: "UTC" });
    dates.set(locale.tag, format);
  }
  return format.format(new Date(iso));
}
