import { describe, expect, it } from "vitest";
import { applyEarned, promoPrice } from "./promo-price.ts";
import type { PricingContext } from "./types.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const active = { rogue_promo_enabled: true, rogue_promo_from_date: "2026-06-01", rogue_promo_to_date: "2026-06-30" };
const p = (attributes: Record<string, unknown>, price: number | null = 100) => ({ productId: 1, price, attributes });
const group2 = (price: number): PricingContext => ({ now: NOW, groupId: 2, groupPrices: new Map([[1, price]]) });

describe("promoPrice (SPEC §9: lowest of promo, customer-group and special price, then earned)", () => {
  it.each<[string, Record<string, unknown>, PricingContext, number, string]>([
    ["regular price when nothing is lower", {}, { now: NOW }, 10000, "regular"],
    ["special price below regular", { special_price: 80 }, { now: NOW }, 8000, "special"],
    ["special price above regular is ignored", { special_price: 120 }, { now: NOW }, 10000, "regular"],
    ["active promo", { ...active, rogue_promo_price: 70 }, { now: NOW }, 7000, "promo"],
    ["promo below special", { ...active, special_price: 80, rogue_promo_price: 70 }, { now: NOW }, 7000, "promo"],
    ["special below promo", { ...active, special_price: 60, rogue_promo_price: 70 }, { now: NOW }, 6000, "special"],
    [
      "upcoming promo is ignored",
      { ...active, rogue_promo_from_date: "2026-07-01", rogue_promo_price: 50 },
      { now: NOW },
      10000,
      "regular",
    ],
    [
      "expired promo is ignored",
      { ...active, rogue_promo_to_date: "2026-06-01", rogue_promo_price: 50 },
      { now: NOW },
      10000,
      "regular",
    ],
    [
      "exhausted promo qty is ignored",
      { ...active, rogue_promo_qty_enable: true, rogue_promo_qty: 0, rogue_promo_price: 50 },
      { now: NOW },
      10000,
      "regular",
    ],
    ["promo not enabled is ignored", { rogue_promo_price: 50 }, { now: NOW }, 10000, "regular"],
    ["group price for group 2", {}, group2(85), 8500, "group"],
    ["group price beats special", { special_price: 90 }, group2(85), 8500, "group"],
    ["promo beats group", { ...active, rogue_promo_price: 75 }, group2(85), 7500, "promo"],
    ["group price above regular is ignored", {}, group2(110), 10000, "regular"],
    ["group 1 gets no group price", {}, { ...group2(85), groupId: 1 }, 10000, "regular"],
    ["guest (group 0) gets no group price", {}, { ...group2(85), groupId: 0 }, 10000, "regular"],
    ["negative special is ignored", { special_price: -5 }, { now: NOW }, 10000, "regular"],
    ["NaN promo price is ignored", { ...active, rogue_promo_price: Number.NaN }, { now: NOW }, 10000, "regular"],
    ["a free special price is honoured", { special_price: 0 }, { now: NOW }, 0, "special"],
    ["special with float noise rounds to the cent", { special_price: 19.999999999 }, { now: NOW }, 2000, "special"],
  ])("%s", (_label, attributes, ctx, minor, reason) => {
    expect(promoPrice(p(attributes), ctx)).toMatchObject({ minor, regularMinor: 10000, reason, earned: false });
  });

  it("falls back through group ids in order (a variant, then its parent)", () => {
    const ctx: PricingContext = { groupId: 3, groupPrices: new Map([[9, 70]]) };
    expect(promoPrice(p({}), ctx, [1, 9])?.minor).toBe(7000);
  });

  it.each([null, -1, Number.NaN, Number.POSITIVE_INFINITY, 2_000_000])(
    "answers null for an unusable regular price %s",
    (price) => {
      expect(promoPrice(p({}, price))).toBeNull();
    },
  );

  describe("then the earned-store reduction", () => {
    const earned = (type: "fixed" | "percent", value: number): PricingContext => ({
      now: NOW,
      earnedFor: (id) => (id === 1 ? { type, value } : undefined),
    });
    it.each<[string, Record<string, unknown>, PricingContext, number]>([
      ["fixed off the regular price", {}, earned("fixed", 15), 8500],
      ["percent off the regular price", {}, earned("percent", 10), 9000],
      ["fixed off the lowest (special) price", { special_price: 80 }, earned("fixed", 15), 6500],
      ["percent off the lowest (promo) price", { ...active, rogue_promo_price: 70 }, earned("percent", 10), 6300],
      ["percent rounds half up to the cent", { special_price: 33.33 }, earned("percent", 15), 2833],
      ["fixed never goes below 0", {}, earned("fixed", 250), 0],
      ["percent is capped at 100", {}, earned("percent", 150), 0],
      ["a negative reduction is ignored", {}, earned("fixed", -10), 10000],
    ])("%s", (_label, attributes, ctx, minor) => {
      const result = promoPrice(p(attributes), ctx);
      expect(result?.minor).toBe(minor);
      expect(result?.earned).toBe(minor !== 10000);
    });

    it("applies only to the product it is for", () => {
      const ctx: PricingContext = { earnedFor: (id) => (id === 2 ? { type: "fixed", value: 5 } : undefined) };
      expect(promoPrice(p({}), ctx)?.minor).toBe(10000);
    });
  });
});

describe("applyEarned", () => {
  it.each<[number, "fixed" | "percent", number, number]>([
    [1999, "fixed", 5, 1499],
    [1999, "percent", 50, 999],
    [1, "percent", 50, 0],
    [3, "percent", 50, 1],
    [1000, "fixed", 0, 1000],
    [1000, "percent", Number.NaN, 1000],
  ])("%d minor − %s %d → %d", (minor, type, value, result) => {
    expect(applyEarned(minor, { type, value })).toBe(result);
  });
});
