import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteShipping } from "./engine.ts";
import type { ShipItem } from "./packages.ts";
import { PICKUP_CODE } from "./zones.ts";

const item: fc.Arbitrary<ShipItem> = fc.record({
  productId: fc.integer({ min: 1, max: 1000 }),
  sku: fc.constant("SKU"),
  qty: fc.integer({ min: 1, max: 20 }),
  unitWeightLb: fc.double({ min: 0, max: 500, noNaN: true }),
  groups: fc.subarray(["standard", "dropship", "per_order_dropship", "dropship_freight", "no_pickup", "heavy_direct"]),
  blackFridayDropship: fc.boolean(),
  pickupDisabled: fc.boolean(),
  leadTime: fc.constantFrom(null, "Ships in 2-3 weeks", "Ships in 7-10 business days"),
  shipsFree3: fc.boolean(),
  virtual: fc.boolean(),
  hundo: fc.boolean(),
});
const where = fc.constantFrom(
  ["US", "OH"],
  ["US", "AE"],
  ["US", "HI"],
  ["CA", "ON"],
  ["DE", null],
  ["GB", null],
  ["JP", null],
);

describe("shipping properties", () => {
  it("rates are whole non-negative minor units; every physical line is in exactly one package", () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 20 }),
        where,
        fc.boolean(),
        fc.boolean(),
        (items, [country, region], allowSplit, fastest) => {
          const q = quoteShipping({
            site: "USA",
            country,
            region,
            items,
            allowSplit,
            shippingMode: fastest ? "fastest" : "fewestPackages",
            freeShipping: false,
          });
          for (const r of [...q.rates, ...q.packages.flatMap((p) => p.rates)]) {
            expect(Number.isInteger(r.rateMinor)).toBe(true);
            expect(r.rateMinor).toBeGreaterThanOrEqual(0);
          }
          const packed = q.packages.flatMap((p) => p.items);
          expect(packed.length).toBe(items.every((i) => i.virtual) ? 0 : items.filter((i) => !i.virtual).length);
          if (region === "AE") expect(q.rates.some((r) => r.shippingCode === PICKUP_CODE)).toBe(false);
        },
      ),
    );
  });

  it("earned free shipping never raises a rate", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 10 }), (items) => {
        const base = {
          site: "USA" as const,
          country: "US",
          region: "OH",
          items,
          allowSplit: false,
          shippingMode: "fewestPackages" as const,
        };
        const paid = quoteShipping({ ...base, freeShipping: false });
        const free = quoteShipping({ ...base, freeShipping: true });
        for (const [n, r] of free.rates.entries())
          expect(r.rateMinor).toBeLessThanOrEqual(paid.rates[n]?.rateMinor ?? Number.POSITIVE_INFINITY);
      }),
    );
  });
});
