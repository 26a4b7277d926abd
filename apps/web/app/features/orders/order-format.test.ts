import { LOCALES, type Locale } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import {
  addressLines,
  eventTime,
  itemCountText,
  orderDate,
  orderMoney,
  orderStatusText,
  pageCount,
  paymentText,
  pricesIncludeVat,
  shipmentStatusText,
  trackingUrl,
} from "./order-format.ts";
import { cleanOrderId, LOOKUP_RULES } from "./order-lookup.ts";
import { formErrors } from "@ironworks/domain";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { translate } from "../../lib/i18n/messages.ts";
import { ordersCatalog } from "./messages.server.ts";
import type { OrdersKey } from "./messages.ts";

/** The orders catalog's words for a locale, as a page formats them. */
const wordsFor = (l: Pick<Locale, "tag">) => {
  const pages = [pageMessages(l, ordersCatalog)];
  return (key: OrdersKey, values?: Record<string, string | number>) => translate(pages, key, values);
};
const en = wordsFor({ tag: "en-US" });

const locale = (prefix: string) => LOCALES.find((l) => l.prefix === prefix) as Locale;
const US = locale("");
const DE = locale("/de");
const GB = locale("/gb");
const FR_EN = locale("/fr/en");

describe("order status in words (SPEC §4)", () => {
  it.each([
    ["new", "New"],
    ["payment_pending", "Awaiting payment authentication"],
    ["payment_complete", "Paid"],
    ["published", "Placed"],
    ["payment_error", "Payment failed"],
    ["something_new", "something_new"],
  ])("%s → %s", (status, words) => expect(orderStatusText(status, en)).toBe(words));

  it("names shipment states", () => {
    expect(shipmentStatusText("processing", en)).toBe("Being prepared");
    expect(shipmentStatusText("in_transit", en)).toBe("In transit");
    expect(shipmentStatusText("delivered", en)).toBe("Delivered");
  });

  it("says them in the page's language", () => {
    expect(orderStatusText("payment_complete", wordsFor(DE))).toBe("Bezahlt");
    expect(orderStatusText("published", wordsFor(locale("/fr")))).toBe("Passée");
    expect(shipmentStatusText("in_transit", wordsFor(locale("/be")))).toBe("Onderweg");
    expect(orderStatusText("something_new", wordsFor(DE))).toBe("something_new");
  });
});

describe("money in the order's currency (SPEC §9)", () => {
  it("formats en-US outside Europe and the UK, whatever the currency", () => {
    expect(orderMoney(1234.5, "USD", US)).toBe("$1,234.50");
    expect(orderMoney(99, "CAD", locale("/ca"))).toBe("CA$99.00");
    expect(orderMoney(10, "AUD", locale("/au"))).toBe("A$10.00");
  });
  it("formats in the page's locale on the Europe and UK sites", () => {
    expect(orderMoney(1234.5, "EUR", DE)).toBe("1.234,50\u00a0€");
    expect(orderMoney(1234.5, "GBP", GB)).toBe("£1,234.50");
    expect(orderMoney(5, "EUR", FR_EN)).toBe("€5.00");
  });
  it("keeps the order's currency on another site, and shows a dash for nothing", () => {
    expect(orderMoney(20, "USD", GB)).toBe("US$20.00");
    expect(orderMoney(null, "USD", US)).toBe("–");
    expect(orderMoney(0, "USD", US)).toBe("$0.00");
  });
  it("VAT-inclusive stores are EUR (5) and GBP (34)", () => {
    expect([1, 2, 4, 5, 18, 34].filter(pricesIncludeVat)).toEqual([5, 34]);
  });
});

describe("dates, counts and payment lines", () => {
  it("dates the order in the page's language, in UTC", () => {
    expect(orderDate("2026-03-01T23:30:00.000Z", US)).toBe("March 1, 2026");
    expect(orderDate("2026-03-01T23:30:00.000Z", DE)).toBe("1. März 2026");
    expect(orderDate("2026-03-01T23:30:00.000Z", GB)).toBe("1 March 2026");
    expect(orderDate("not a date", US)).toBe("–");
  });
  it("times shipment events in UTC, labelled by Intl in the page's language", () => {
    expect(eventTime("2026-03-01T23:30:00.000Z", US)).toBe("Mar 1, 2026, 11:30 PM UTC");
    expect(eventTime("2026-03-01T23:30:00.000Z", DE)).toBe("1. März 2026, 23:30 UTC");
    expect(eventTime("nope", DE)).toBe("–");
  });
  it("counts items", () => {
    expect(itemCountText(1, en)).toBe("1 item");
    expect(itemCountText(3, wordsFor(GB))).toBe("3 items");
    expect(itemCountText(1234, wordsFor(DE))).toBe("1.234 Artikel");
  });
  it("reads the payment", () => {
    expect(paymentText({ paymentType: "card", brand: "visa", lastFour: "1111" }, en)).toBe("Visa ending in 1111");
    expect(paymentText({ paymentType: "storedCard", brand: "mc", lastFour: "4444" }, en)).toBe(
      "Mastercard ending in 4444",
    );
    expect(paymentText({ paymentType: "card", brand: null, lastFour: null }, en)).toBe("Card");
    expect(paymentText({ paymentType: "paypal", brand: null, lastFour: null }, en)).toBe("PayPal");
    expect(paymentText({ paymentType: "giftcard", brand: null, lastFour: null }, en)).toBe("Gift card");
    expect(paymentText({ paymentType: "free", brand: null, lastFour: null }, en)).toBe("No payment needed");
    expect(paymentText({ paymentType: "card", brand: "visa", lastFour: "1111" }, wordsFor(DE))).toBe(
      "Visa mit Endziffern 1111",
    );
  });
  it("pages", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it("prints an address without empty parts", () => {
    expect(
      addressLines({
        firstname: "Ada",
        lastname: "Lovelace",
        street: ["1 Main St", null, ""],
        city: "Columbus",
        region: "OH",
        postcode: "43201",
        countryId: "US",
        company: null,
      }),
    ).toEqual(["Ada Lovelace", "1 Main St", "Columbus, OH, 43201", "US"]);
    expect(addressLines(null)).toEqual([]);
  });
  it("links tracking numbers of known carriers only", () => {
    expect(trackingUrl("UPS", "1Z 999")).toBe("https://www.ups.com/track?tracknum=1Z%20999");
    expect(trackingUrl("Freight Co", "123")).toBeNull();
    expect(trackingUrl("UPS", null)).toBeNull();
  });
});

describe("the lookup form", () => {
  it("needs an order number and a valid email (SPEC §5 messages)", () => {
    expect(formErrors({ orderId: " ", email: "nope" }, LOOKUP_RULES)).toEqual({
      orderId: "Please enter your order number",
      email: "Please enter a valid email.",
    });
    expect(formErrors({ orderId: "100", email: "" }, LOOKUP_RULES)).toEqual({ email: "Please enter your email" });
    expect(formErrors({ orderId: "100", email: "a@example.com" }, LOOKUP_RULES)).toEqual({});
  });
  it("takes the number as mails print it", () => {
    expect(cleanOrderId(" #iw-100000123 ")).toBe("IW-100000123");
  });
});
