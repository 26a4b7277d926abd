import { describe, expect, it } from "vitest";
import { computeTax, type TaxableLine, taxOn } from "./compute.ts";
import { portugalRegion, type TaxCategory, taxCategory, vatRatesFor } from "./rates.ts";
import { checkVatNumber, isReverseCharge } from "./vat-number.ts";

const line = (amountMinor: number, category: TaxCategory = "goods"): TaxableLine => ({ amountMinor, category });

describe("SPEC §9 VAT tables (goods / food / ebook)", () => {
  it.each([
    ["DE", null, 19, 19, 7],
    ["FR", null, 20, 10, 5.5],
    ["FI", null, 25.5, 14, 14],
    ["GB", null, 20, 20, 0],
    ["CH", null, 0, 0, 0],
    ["LI", null, 0, 0, 0],
    ["SM", null, 0, 0, 0],
    ["AD", null, 0, 0, 0],
    ["GI", null, 0, 0, 0],
    ["IS", null, 0, 0, 0],
    ["PT", "1000-001", 22, 12, 5],
    ["PT", "9000-001", 22, 12, 5],
    ["PT", "9500-001", 16, 9, 4],
  ])("%s %s: %d / %d / %d", (country, postcode, goods, food, ebook) => {
    expect(vatRatesFor(country, postcode)).toEqual({ goods, food, ebook });
  });

  it("has every EU member's rates", () => {
    for (const cc of "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "))
      expect(vatRatesFor(cc, "1000-001")?.goods, cc).toBeGreaterThan(15);
  });

  it.each([
    ["1000-001", "mainland"],
    ["8900-001", "mainland"],
    ["9000-018", "madeira"],
    ["9300-001", "madeira"],
    ["9400-001", "madeira"],
    ["9500-001", "azores"],
    ["9600-001", "azores"],
    ["9900-001", "azores"],
    ["", "mainland"],
  ])("Portugal %s is %s", (postcode, region) => {
    expect(portugalRegion(postcode)).toBe(region);
  });

  it("maps tax classes 2/4/6/7", () => {
    expect([2, 4, 6, 7, undefined].map(taxCategory)).toEqual(["goods", "clothing", "food", "digital", "goods"]);
  });
});

describe("inclusive VAT: the tax a gross price contains, per rate line", () => {
  const vat = (country: string, lines: TaxableLine[], shippingMinor = 0, postcode?: string) =>
    computeTax({ country, postcode, pricesIncludeVat: true, lines, shippingMinor });

  it.each([
    ["German goods €119.00 → €19.00", "DE", undefined, line(11900), 1900],
    ["German e-book €10.70 → €0.70", "DE", undefined, line(1070, "digital"), 70],
    ["French goods €120.00 → €20.00", "FR", undefined, line(12000), 2000],
    ["French food €110.00 → €10.00", "FR", undefined, line(11000, "food"), 1000],
    ["French e-book €10.55 → €0.55", "FR", undefined, line(1055, "digital"), 55],
    ["Finnish goods €125.50 → €25.50", "FI", undefined, line(12550), 2550],
    ["Finnish food €114.00 → €14.00", "FI", undefined, line(11400, "food"), 1400],
    ["Portuguese mainland goods €122 → €22", "PT", "1000-001", line(12200), 2200],
    ["Madeira goods €122 → €22", "PT", "9000-001", line(12200), 2200],
    ["Azores goods €116 → €16", "PT", "9500-001", line(11600), 1600],
    ["Azores food €109 → €9", "PT", "9500-001", line(10900, "food"), 900],
    ["Azores e-book €104 → €4", "PT", "9700-001", line(10400, "digital"), 400],
    ["UK goods £120 → £20", "GB", undefined, line(12000), 2000],
    ["UK e-book £10 → £0", "GB", undefined, line(1000, "digital"), 0],
    ["Swiss goods CHF-priced €100 → 0", "CH", undefined, line(10000), 0],
  ])("%s", (_name, country, postcode, l, expected) => {
    expect(vat(country, [l], 0, postcode).totalMinor).toBe(expected);
  });

  it("rounds once per rate line, not per item", () => {
    // Three €0.99 lines at 19 %: per item 0.158 → 0.16 ×3 = 0.48; per line 2.97 → 0.474 → 0.47.
    const r = vat("DE", [line(99), line(99), line(99)]);
    expect(r.lines).toHaveLength(1);
    expect(r.totalMinor).toBe(47);
  });

  it("shipping carries the goods rate on its own line; totals add up to the cent", () => {
    const r = vat("FR", [line(12000), line(1055, "digital"), line(11000, "food")], 595);
    expect(r.lines.map((l) => [l.label, l.taxMinor])).toEqual([
      ["VAT (FR) 20%", 2000],
      ["VAT (FR) 10%", 1000],
      ["VAT (FR) 5.5%", 55],
      ["VAT (FR) 20% (shipping)", 99],
    ]);
    expect(r.shippingTaxMinor).toBe(99);
    expect(r.itemTaxMinor + r.shippingTaxMinor).toBe(r.totalMinor);
    expect(r.lines.reduce((s, l) => s + l.taxMinor, 0)).toBe(r.totalMinor);
  });

  it("reverse charge leaves no VAT", () => {
    expect(
      computeTax({ country: "FR", pricesIncludeVat: true, lines: [line(12000)], shippingMinor: 0, reverseCharge: true })
        .totalMinor,
    ).toBe(0);
  });
});

describe("exclusive sales tax and GST", () => {
  const tax = (country: string, region: string, lines: TaxableLine[], shippingMinor = 0) =>
    computeTax({ country, region, pricesIncludeVat: false, lines, shippingMinor });

  it("Texas taxes goods and shipping at 6.25 %", () => {
    const r = tax("US", "TX", [line(10000)], 1000);
    expect(r.itemTaxMinor).toBe(625);
    expect(r.shippingTaxMinor).toBe(63);
    expect(r.totalMinor).toBe(688);
  });
  it("California taxes goods but not shipping", () => {
    const r = tax("US", "CA", [line(10000)], 1000);
    expect([r.itemTaxMinor, r.shippingTaxMinor]).toEqual([725, 0]);
  });
  it("Pennsylvania exempts clothing and taxes the rest and shipping at 6 %", () => {
    const r = tax("US", "PA", [line(5000, "clothing"), line(10000)], 1000);
    expect([r.itemTaxMinor, r.shippingTaxMinor]).toEqual([600, 60]);
  });
  it("Oregon has no sales tax", () => {
    expect(tax("US", "OR", [line(10000)], 1000)).toMatchObject({ totalMinor: 0, lines: [] });
  });
  it("Ontario HST 13 % on goods and shipping", () => {
    const r = tax("CA", "ON", [line(10000)], 1000);
    expect(r.lines.map((l) => [l.label, l.taxMinor])).toEqual([
      ["HST 13%", 1300],
      ["HST 13% (shipping)", 130],
    ]);
  });
  it("Quebec GST 5 % + QST 9.975 %, groceries zero-rated", () => {
    const r = tax("CA", "QC", [line(10000), line(5000, "food")]);
    expect(r.lines.map((l) => [l.label, l.taxMinor])).toEqual([
      ["GST 5%", 500],
      ["QST 9.975%", 998],
    ]);
  });
  it("Alberta GST only", () => {
    expect(tax("CA", "AB", [line(10000)]).totalMinor).toBe(500);
  });
  it("Australia GST 10 % on goods and shipping, basic food GST-free", () => {
    const r = tax("AU", "NSW", [line(10000), line(2000, "food")], 1500);
    expect([r.itemTaxMinor, r.shippingTaxMinor]).toEqual([1000, 150]);
  });
  it("exports (USA store to Japan) carry no tax", () => {
    expect(tax("JP", "", [line(10000)], 1000).totalMinor).toBe(0);
  });
});

describe("taxOn", () => {
  it("rounds half up at the cent and handles fractional rates", () => {
    expect(taxOn(50, 1, false)).toBe(1); // 0.5 → 1
    expect(taxOn(49, 1, false)).toBe(0);
    expect(taxOn(10000, 9.975, false)).toBe(998);
    expect(taxOn(0, 20, true)).toBe(0);
    expect(taxOn(-100, 20, true)).toBe(0);
  });
});

describe("VAT numbers (jsvat format and checksum)", () => {
  it.each([
    ["DE136695976", true, "DE"],
    ["DE136695977", false, "DE"],
    ["FR40303265045", true, "FR"],
    ["ATU13585627", true, "AT"],
    ["GB980780684", true, "GB"],
    ["NL004495445B01", true, "NL"],
    ["nonsense", false, null],
    ["", false, null],
  ])("%s → %s", (value, valid, country) => {
    const r = checkVatNumber(value);
    expect(r.valid).toBe(valid);
    if (valid) expect(r.country).toBe(country);
  });
  it("reverse charge: valid number of the destination member state, not Germany", () => {
    expect(isReverseCharge("FR", checkVatNumber("FR40303265045"))).toBe(true);
    expect(isReverseCharge("DE", checkVatNumber("DE136695976"))).toBe(false);
    expect(isReverseCharge("AT", checkVatNumber("FR40303265045"))).toBe(false);
    expect(isReverseCharge("GB", checkVatNumber("GB980780684"))).toBe(false);
    expect(isReverseCharge("FR", checkVatNumber("FR40303265046"))).toBe(false);
  });
});
