import { describe, expect, it } from "vitest";
import { displayPrice, type PromoAttributes, promoStatus } from "./promo.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const window = { rogue_promo_from_date: "2026-06-01", rogue_promo_to_date: "2026-06-30" };

describe("promoStatus (SPEC §4)", () => {
  it.each<[string, PromoAttributes, string]>([
    ["not enabled", { ...window }, "none"],
    ["explicitly disabled", { rogue_promo_enabled: false, ...window }, "none"],
    ["enabled, no dates", { rogue_promo_enabled: true }, "active"],
    ["inside the window", { rogue_promo_enabled: true, ...window }, "active"],
    ["before the from-date", { rogue_promo_enabled: true, rogue_promo_from_date: "2026-06-16" }, "upcoming"],
    ["after the to-date", { rogue_promo_enabled: true, rogue_promo_to_date: "2026-06-14" }, "expired"],
    [
      "on the last day (date-only to-date runs to the end of day)",
      { rogue_promo_enabled: true, rogue_promo_to_date: "2026-06-15" },
      "active",
    ],
    ["after an exact to-time", { rogue_promo_enabled: true, rogue_promo_to_date: "2026-06-15T11:59:59Z" }, "expired"],
    ["unparseable dates are ignored", { rogue_promo_enabled: true, rogue_promo_from_date: "soon" }, "active"],
    [
      "upcoming wins over an exhausted quantity",
      {
        rogue_promo_enabled: true,
        rogue_promo_from_date: "2026-07-01",
        rogue_promo_qty_enable: true,
        rogue_promo_qty: 0,
      },
      "upcoming",
    ],
  ])("%s → %s", (_label, attrs, status) => {
    expect(promoStatus(attrs, NOW)).toBe(status);
  });

  it.each<[PromoAttributes["rogue_promo_qty"], string]>([
    [undefined, "expired"],
    [null, "expired"],
    ["", "expired"],
    ["abc", "expired"],
    [0, "expired"],
    ["0", "expired"],
    [-1, "expired"],
    [5, "active"],
    ["5", "active"],
  ])("with the quantity limit enabled, qty %j → %s", (qty, status) => {
    expect(
      promoStatus({ rogue_promo_enabled: true, ...window, rogue_promo_qty_enable: true, rogue_promo_qty: qty }, NOW),
    ).toBe(status);
  });

  it("ignores the quantity while the limit is not enabled", () => {
    expect(promoStatus({ rogue_promo_enabled: true, rogue_promo_qty: 0 }, NOW)).toBe("active");
    expect(promoStatus({ rogue_promo_enabled: true, rogue_promo_qty_enable: false, rogue_promo_qty: "abc" }, NOW)).toBe(
      "active",
    );
  });
});

describe("displayPrice", () => {
  const promo = { rogue_promo_enabled: true, ...window };

  it("shows the regular price when nothing is cheaper", () => {
    expect(displayPrice({ price: 100 }, NOW)).toEqual({ final: 100, regular: 100, reason: "regular", promo: "none" });
  });

  it("takes the special price when it is below the regular price", () => {
    expect(displayPrice({ price: 100, special_price: 80 }, NOW)).toMatchObject({
      final: 80,
      regular: 100,
      reason: "special",
    });
  });

  it("ignores a special price above the regular price", () => {
    expect(displayPrice({ price: 100, special_price: 120 }, NOW)).toMatchObject({ final: 100, reason: "regular" });
  });

  it("takes the lowest of special and an active promo", () => {
    expect(displayPrice({ price: 100, special_price: 80, rogue_promo_price: 70, ...promo }, NOW)).toMatchObject({
      final: 70,
      reason: "promo",
      promo: "active",
    });
    expect(displayPrice({ price: 100, special_price: 60, rogue_promo_price: 70, ...promo }, NOW)).toMatchObject({
      final: 60,
      reason: "special",
    });
  });

  it.each([
    ["upcoming", { ...promo, rogue_promo_from_date: "2026-07-01" }],
    ["expired", { ...promo, rogue_promo_to_date: "2026-06-01" }],
    ["expired", { ...promo, rogue_promo_qty_enable: true, rogue_promo_qty: 0 }],
    ["none", { rogue_promo_enabled: false }],
  ])("does not apply a promo that is %s", (status, attrs) => {
    const shown = displayPrice({ price: 100, special_price: 90, rogue_promo_price: 50, ...attrs }, NOW);
    expect(shown).toMatchObject({ final: 90, reason: "special", promo: status });
  });

  it("keeps a null price null when nothing else is offered", () => {
    expect(displayPrice({ price: null }, NOW)).toMatchObject({ final: null, regular: null, reason: "regular" });
  });
});
