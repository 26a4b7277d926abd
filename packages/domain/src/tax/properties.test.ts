import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTax, taxOn } from "./compute.ts";
import type { TaxCategory } from "./rates.ts";

const category = fc.constantFrom<TaxCategory>("goods", "clothing", "food", "digital");
const lines = fc.array(fc.record({ amountMinor: fc.integer({ min: 0, max: 10_000_000 }), category }), {
  maxLength: 25,
});
const destination = fc.constantFrom(
  ["DE", null, null],
  ["FR", null, null],
  ["FI", null, null],
  ["PT", null, "9500-001"],
  ["GB", null, null],
  ["CH", null, null],
  ["US", "TX", null],
  ["US", "PA", null],
  ["CA", "QC", null],
  ["AU", "VIC", null],
);

describe("tax properties", () => {
  it("tax is never negative and the summary adds up to the total", () => {
    fc.assert(
      fc.property(
        lines,
        destination,
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (ls, [country, region, postcode], ship, incl) => {
          const r = computeTax({ country, region, postcode, pricesIncludeVat: incl, lines: ls, shippingMinor: ship });
          expect(r.totalMinor).toBeGreaterThanOrEqual(0);
          for (const l of r.lines) expect(l.taxMinor).toBeGreaterThanOrEqual(0);
          expect(r.lines.reduce((s, l) => s + l.taxMinor, 0)).toBe(r.totalMinor);
          expect(r.itemTaxMinor + r.shippingTaxMinor).toBe(r.totalMinor);
        },
      ),
    );
  });

  it("inclusive VAT never exceeds the price it is contained in", () => {
    fc.assert(
      fc.property(lines, destination, fc.integer({ min: 0, max: 100_000 }), (ls, [country, region, postcode], ship) => {
        const r = computeTax({ country, region, postcode, pricesIncludeVat: true, lines: ls, shippingMinor: ship });
        const gross = ls.reduce((s, l) => s + l.amountMinor, 0) + ship;
        expect(r.totalMinor).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it("taxOn is monotone in the base and bounded by the exclusive formula", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(0, 4, 5.5, 9.975, 19, 25.5, 27), (base, rate) => {
        expect(taxOn(base + 1, rate, true)).toBeGreaterThanOrEqual(taxOn(base, rate, true));
        expect(taxOn(base, rate, true)).toBeLessThanOrEqual(taxOn(base, rate, false));
        expect(Math.abs(taxOn(base, rate, false) - (base * rate) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
