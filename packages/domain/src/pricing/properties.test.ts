import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromMinor, round2, toMinor } from "../money.ts";
import { MAX_LINE_QTY } from "./amounts.ts";
import { priceCart } from "./cart.ts";
import { priceBuyRequest } from "./price-item.ts";
import { promoPrice } from "./promo-price.ts";
import { customBar, defaultChildren, findFixture, garageBundle, product } from "./test-fixtures.ts";
import type { BuyRequest, PricingContext } from "./types.ts";
import { toWireLine } from "./wire.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const twoDecimals = (n: number) => Number.isFinite(n) && Number(n.toFixed(2)) === n;
const sane = (minor: number) => Number.isSafeInteger(minor) && minor >= 0;

/** Anything a catalog row or a hostile caller could hold where a price belongs. */
const anyAmount = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }).map((m) => m / 100),
  fc.double({ noDefaultInfinity: false, noNaN: false }),
  fc.constantFrom(null, undefined, 0, -0, -1, 0.005, 1.005, 2.675, 1e21),
);
const amountOrNull = anyAmount as fc.Arbitrary<number | null>;

describe("rounding properties", () => {
  const finite = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

  it("round2 is idempotent and answers at most 2 decimals", () => {
    fc.assert(
      fc.property(finite, (x) => {
        const r = round2(x);
        expect(round2(r)).toBe(r);
        expect(twoDecimals(r)).toBe(true);
      }),
    );
  });

  it("toMinor answers whole minor units, is idempotent through fromMinor, and never -0", () => {
    fc.assert(
      fc.property(finite, (x) => {
        const m = toMinor(x);
        expect(Number.isInteger(m)).toBe(true);
        expect(Object.is(m, -0)).toBe(false);
        expect(toMinor(fromMinor(m))).toBe(m);
        expect(Math.abs(fromMinor(m) - x)).toBeLessThanOrEqual(0.005 + Math.abs(x) * 1e-15);
      }),
    );
  });

  it("fromMinor → toMinor round-trips every minor amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (m) => {
        expect(toMinor(fromMinor(m))).toBe(m);
        expect(twoDecimals(fromMinor(m))).toBe(true);
      }),
    );
  });
});

describe("price sanity properties", () => {
  const ctxArb: fc.Arbitrary<PricingContext> = fc
    .record({
      groupId: fc.integer({ min: 0, max: 4 }),
      group: amountOrNull,
      earnedType: fc.constantFrom("fixed" as const, "percent" as const),
      earnedValue: amountOrNull,
      hasEarned: fc.boolean(),
    })
    .map(({ groupId, group, earnedType, earnedValue, hasEarned }) => ({
      now: NOW,
      groupId,
      groupPrices: new Map([[1, group as number]]),
      earnedFor: hasEarned ? () => ({ type: earnedType, value: earnedValue as number }) : undefined,
    }));
  const attrsArb = fc.record({
    special_price: amountOrNull,
    rogue_promo_price: amountOrNull,
    rogue_promo_enabled: fc.boolean(),
    rogue_promo_to_date: fc.constantFrom(undefined, "2026-06-01", "2026-12-31"),
    rogue_promo_qty_enable: fc.boolean(),
    rogue_promo_qty: fc.constantFrom(undefined, 0, 5, "abc", "3"),
  });

  it("no combination of price, special, promo, group and earned yields a negative, NaN or non-2-decimal price", () => {
    fc.assert(
      fc.property(
        amountOrNull,
        attrsArb,
        ctxArb,
        fc.integer({ min: 1, max: MAX_LINE_QTY }),
        (price, attributes, ctx, qty) => {
          const unit = promoPrice({ productId: 1, price, attributes }, ctx);
          if (unit === null) return;
          expect(sane(unit.minor)).toBe(true);
          expect(unit.minor).toBeLessThanOrEqual(unit.regularMinor);
          const r = priceBuyRequest({ productId: 1, qty }, product({ productId: 1, price, attributes }), ctx);
          if (!r.ok) return;
          expect(sane(r.line.unitMinor) && sane(r.line.rowMinor)).toBe(true);
          expect(r.line.rowMinor).toBe(r.line.unitMinor * qty);
          const wire = toWireLine(r.line);
          for (const n of [wire.unitPrice, wire.rowTotal, wire.regularPrice]) {
            expect(n).toBeGreaterThanOrEqual(0);
            expect(twoDecimals(n)).toBe(true);
          }
        },
      ),
    );
  });

  it("options and bundle selections never yield a negative or broken price", () => {
    const optionValue = fc.oneof(
      fc.constantFrom<unknown>(11, 13, 21, 23, "41", [41, 42], [51], "text", "", null, -1, 1.5, { x: 1 }),
      fc.string(),
    );
    const childArb = fc.record({
      productId: fc.constantFrom(4001, 4002, 4003, 4004, 4005, 4006, 1001),
      qty: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double()),
      metadata: fc.oneof(
        fc.record({ bundleOptionId: fc.constantFrom<unknown>(100, 101, 102, 103, 999, "101") }),
        fc.record({ freeBundleOptionId: fc.constantFrom<unknown>(103, 100) }),
      ),
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("1", "2", "3", "4", "5", "9"), optionValue),
        fc.array(childArb, { maxLength: 6 }),
        fc.integer({ min: 1, max: 50 }),
        (options, extra, qty) => {
          const results = [
            priceBuyRequest({ productId: customBar.productId, qty, options }, customBar),
            priceBuyRequest(
              {
                productId: garageBundle.productId,
                qty,
                children: [...defaultChildren, ...extra] as BuyRequest["children"],
              },
              garageBundle,
            ),
            priceBuyRequest(
              { productId: garageBundle.productId, qty, children: extra as BuyRequest["children"] },
              garageBundle,
            ),
          ];
          for (const r of results) {
            if (!r.ok) {
              expect(r.error.message.length).toBeGreaterThan(0);
              continue;
            }
            expect(sane(r.line.unitMinor) && sane(r.line.rowMinor)).toBe(true);
            expect(twoDecimals(toWireLine(r.line).rowTotal)).toBe(true);
          }
        },
      ),
    );
  });

  it("a cart total equals the sum of its lines, to the cent", () => {
    const requestArb: fc.Arbitrary<BuyRequest> = fc.oneof(
      fc.record({ productId: fc.constantFrom(1001, 9001, 9002, 424242, 7000), qty: fc.integer({ min: 1, max: 500 }) }),
      fc.record({
        productId: fc.constant(2000),
        qty: fc.integer({ min: 1, max: 20 }),
        options: fc.record({ color: fc.constantFrom("black", "red"), size: fc.constantFrom("M", "L") }),
      }),
      fc.record({
        productId: fc.constant(3000),
        qty: fc.integer({ min: 1, max: 5 }),
        children: fc.constant(defaultChildren),
      }),
      fc.record({
        productId: fc.constant(6003),
        qty: fc.integer({ min: 1, max: 5 }),
        metadata: fc.record({
          giftcard: fc.record({
            customAmount: fc.integer({ min: 500, max: 150000 }).map((m) => m / 100),
            recipientEmail: fc.constant("sam@example.com"),
          }),
        }),
      }),
    );
    fc.assert(
      fc.property(fc.array(requestArb, { maxLength: 50 }), fc.boolean(), (requests, hundo) => {
        const cart = priceCart(requests, findFixture, {
          now: NOW,
          hundoProductIds: hundo ? new Set([9001, 9002]) : undefined,
        });
        const rows = cart.lines.map((l) => l.rowMinor);
        expect(cart.subtotalMinor).toBe(rows.reduce((a, b) => a + b, 0));
        const wireSum = cart.lines.reduce((sum, l) => sum + toWireLine(l).rowTotal, 0);
        expect(round2(wireSum)).toBe(fromMinor(cart.subtotalMinor));
        expect(cart.hundoDiscountMinor).toBeLessThanOrEqual(cart.subtotalMinor);
        expect(cart.totalMinor).toBe(cart.subtotalMinor - cart.hundoDiscountMinor);
        expect(sane(cart.totalMinor)).toBe(true);
      }),
    );
  });
});
