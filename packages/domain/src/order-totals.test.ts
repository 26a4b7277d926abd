import { describe, expect, it } from "vitest";
import { LOCALES, formatPrice } from "./locales.ts";
import { fromMinor } from "./money.ts";
import { grandTotalMinor, grandTotalsMinor, totalsLayout } from "./order-totals.ts";
import { SITES } from "./sites.ts";

/** A printed amount back to minor units ("1.234,56 €", "−$5.00", "£0.00"). */
const printedMinor = (text: string) => (text.startsWith("−") ? -1 : 1) * Number(text.replace(/\D/g, ""));

const CASES = [
  // The EUR order: 325.00 + 39.35 shipping, 58.17 VAT inside.
  { subtotal: 32_500, discount: 0, shipping: 3_935, tax: 5_817, tariff: 0, giftcards: 0 },
  { subtotal: 19_999, discount: 1_250, shipping: 0, tax: 1_478, tariff: 0, giftcards: 2_500 },
  { subtotal: 123_456, discount: 0, shipping: 27_400, tax: 9_191, tariff: 1_234, giftcards: 0 },
  { subtotal: 2_500, discount: 0, shipping: 0, tax: 0, tariff: 0, giftcards: 2_500 },
];

describe("totalsLayout: for every store the printed lines add up to the printed total", () => {
  for (const locale of LOCALES)
    for (const [n, c] of CASES.entries())
      it(`${locale.prefix || "/"} (${locale.site}) case ${n + 1}`, () => {
        const site = SITES[locale.site];
        const grand = grandTotalMinor(c, site.pricesIncludeVat);
        const layout = totalsLayout(
          {
            subtotal: fromMinor(c.subtotal),
            discount: fromMinor(c.discount),
            shipping: fromMinor(c.shipping),
            tax: fromMinor(c.tax),
            tariff: fromMinor(c.tariff),
            giftcards: fromMinor(c.giftcards),
            grandTotal: fromMinor(grand),
          },
          site.pricesIncludeVat,
        );
        const print = (amount: number) =>
          amount < 0 ? `−${formatPrice(-amount, site.currency, locale)}` : formatPrice(amount, site.currency, locale);
        const printed = layout.lines.map((l) => printedMinor(print(l.amount ?? 0)));
        expect(printed.reduce((s, m) => s + m, 0)).toBe(printedMinor(print(layout.total.amount)));
        const keys = layout.lines.map((l) => l.key);
        if (site.pricesIncludeVat) {
          expect(keys).not.toContain("tax");
          expect(layout.total.note).toBe("incl. VAT");
          expect(layout.after[0]).toEqual({ key: "vat", label: "of which VAT", amount: fromMinor(c.tax) });
        } else {
          expect(keys).toContain("tax");
          expect(layout.total.note).toBeNull();
          expect(layout.after.some((r) => r.key === "vat")).toBe(false);
        }
        // Gift cards pay the total; what is left is the amount due.
        const due = layout.after.find((r) => r.key === "due");
        if (c.giftcards) expect(due?.amount).toBe(fromMinor(grand - c.giftcards));
        else expect(due).toBeUndefined();
      });
});

describe("grandTotalsMinor: the one grand-total formula (server check, browser total)", () => {
  // SPEC §3 Order.totals / contracts OrderTotals: incl = subtotal − discount + shipping (+ tariff)
  // + tax unless prices include VAT; excl = incl − tax. Figures in minor units.
  const TABLE = [
    // ADR 0021's EUR order: 325.00 + 39.35 shipping, 58.17 VAT inside → 364.35.
    { t: { subtotal: 32_500, discount: 0, shipping: 3_935, tax: 5_817 }, vat: true, incl: 36_435, excl: 30_618 },
    // USA: 100.10 + 9.95 shipping + 7.23 sales tax → 117.28.
    { t: { subtotal: 10_010, discount: 0, shipping: 995, tax: 723 }, vat: false, incl: 11_728, excl: 11_005 },
    // GBR: 119.00 + 10.00, 20.60 VAT inside → 129.00.
    { t: { subtotal: 11_900, discount: 0, shipping: 1_000, tax: 2_060 }, vat: true, incl: 12_900, excl: 10_840 },
    // A Hundo discount comes off before the tax is added.
    { t: { subtotal: 5_000, discount: 500, shipping: 0, tax: 0 }, vat: false, incl: 4_500, excl: 4_500 },
    // Import duties are a summand on every store.
    {
      t: { subtotal: 123_456, discount: 0, shipping: 27_400, tax: 9_191, tariff: 1_234 },
      vat: false,
      incl: 161_281,
      excl: 152_090,
    },
    {
      t: { subtotal: 123_456, discount: 0, shipping: 27_400, tax: 9_191, tariff: 1_234 },
      vat: true,
      incl: 152_090,
      excl: 142_899,
    },
  ];
  for (const [n, row] of TABLE.entries())
    it(`row ${n + 1} (${row.vat ? "prices include VAT" : "tax added"})`, () => {
      expect(grandTotalsMinor(row.t, row.vat)).toEqual({
        grandTotalIncludingTax: row.incl,
        grandTotalExcludingTax: row.excl,
      });
      expect(grandTotalMinor(row.t, row.vat)).toBe(row.incl);
    });
});
