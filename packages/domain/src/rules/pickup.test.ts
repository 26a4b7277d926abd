import { describe, expect, it } from "vitest";
import type { SiteCode } from "../sites.ts";
import { isPickupAllowed, itemPickupBlocker, listPickupBlockers, type PickupItem, shippingGroups } from "./pickup.ts";

const item = (
  group: string | null,
  extra: Partial<PickupItem["attributes"]> = {},
  heavyDirect?: boolean,
): PickupItem => ({
  attributes: { shipperhq_shipping_group: group, ...extra },
  ...(heavyDirect === undefined ? {} : { heavyDirect }),
});

describe("pickup eligibility (SPEC §5, §9)", () => {
  it.each<[string, PickupItem, SiteCode, string | null]>([
    ["standard", item("standard"), "USA", null],
    ["no group", item(null), "USA", null],
    ["dropship", item("dropship"), "USA", "dropship"],
    ["per-order dropship", item("per_order_dropship"), "USA", "dropship"],
    ["dropship freight", item("dropship_freight"), "USA", "dropship"],
    ["no pickup", item("no_pickup"), "USA", "no_pickup"],
    ["rogue_pickup_disabled", item("standard", { rogue_pickup_disabled: true }), "USA", "pickup_disabled"],
    ["black_friday_dropship counts as dropship", item("standard", { black_friday_dropship: true }), "USA", "dropship"],
    ["heavy direct in the USA", item("heavy_direct"), "USA", "heavy_direct"],
    ["heavy direct in Canada", item("heavy_direct"), "CAN", "heavy_direct"],
    ["heavy direct in Australia", item("heavy_direct"), "AUS", "heavy_direct"],
    ["heavy direct excluded for EUR", item("heavy_direct"), "EUR", null],
    ["heavy direct excluded for GBR", item("heavy_direct"), "GBR", null],
    ["an item shipping heavy direct on the order, even in EUR", item("standard", {}, true), "EUR", "heavy_direct"],
    ["ShipperHQ spelling", item("Dropship Freight"), "USA", "dropship"],
    ["several groups", item("standard, No Pickup"), "GBR", "no_pickup"],
  ])("%s (%s) → %s", (_label, it_, site, blocker) => {
    expect(itemPickupBlocker(it_, site)).toBe(blocker);
  });

  it("needs site pickup enabled", () => {
    expect(isPickupAllowed({ site: "USA", pickupEnabled: false, items: [item("standard")] })).toBe(false);
    expect(isPickupAllowed({ site: "USA", pickupEnabled: true, items: [item("standard")] })).toBe(true);
    expect(isPickupAllowed({ site: "USA", pickupEnabled: true, items: [] })).toBe(true);
  });

  it("is blocked by any one item, and lists every reason", () => {
    const items = [item("standard"), item("dropship"), item("heavy_direct")];
    expect(isPickupAllowed({ site: "USA", pickupEnabled: true, items })).toBe(false);
    expect(
      isPickupAllowed({ site: "GBR", pickupEnabled: true, items: [items[0] as PickupItem, items[2] as PickupItem] }),
    ).toBe(true);
    expect(listPickupBlockers({ site: "USA", pickupEnabled: false, items })).toEqual([
      { index: null, reason: "site_disabled" },
      { index: 1, reason: "dropship" },
      { index: 2, reason: "heavy_direct" },
    ]);
  });

  it("normalises shipping group names", () => {
    expect(shippingGroups("Per Order Dropship,heavy-direct, ")).toEqual(["per_order_dropship", "heavy_direct"]);
    expect(shippingGroups(undefined)).toEqual([]);
  });
});
