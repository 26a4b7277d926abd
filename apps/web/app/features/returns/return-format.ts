import { fromMinor } from "@ironworks/domain";
import type { Locale } from "@ironworks/domain";
import { orderMoney } from "../orders/order-format.ts";

/** An amount in minor units in the return's currency, in the page's language. */
export const returnMoney = (minor: number, currency: string, locale: Locale) =>
  orderMoney(fromMinor(minor), currency, locale);

/** A calendar date (YYYY-MM-DD, UTC) in the page's language. */
export function returnDate(day: string, locale: Locale): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
