import type { SiteCode } from "../sites.ts";

/** SPEC §9: shipping groups blocking pickup. */
export const PICKUP_BLOCKING_GROUPS = ["dropship", "per_order_dropship", "dropship_freight", "no_pickup"] as const;
export const HEAVY_DIRECT_GROUP = "heavy_direct";
/** SPEC §5: heavy-direct is left out of the blocking groups for EUR and GBR. */
const HEAVY_DIRECT_ALLOWED: readonly SiteCode[] = ["EUR", "GBR"];

export interface PickupItem {
  attributes: {
    shipperhq_shipping_group?: string | null | undefined;
    rogue_pickup_disabled?: boolean | undefined;
    black_friday_dropship?: boolean | undefined;
  };
  /** Set by shipping when the item goes by heavy-direct delivery on this order (not its group). */
  heavyDirect?: boolean | undefined;
}

export type PickupBlocker = "site_disabled" | "dropship" | "no_pickup" | "pickup_disabled" | "heavy_direct";

/** ShipperHQ groups as stored ("Dropship Freight", "per-order-dropship", "a,b") → normalised names. */
export function shippingGroups(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((g) =>
      g
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_"),
    )
    .filter(Boolean);
}

/** Why one item prevents pickup on a site, or null. black_friday_dropship counts as dropship. */
export function itemPickupBlocker(item: PickupItem, site: SiteCode): PickupBlocker | null {
  const a = item.attributes;
  if (a.rogue_pickup_disabled) return "pickup_disabled";
  if (a.black_friday_dropship) return "dropship";
  const groups = shippingGroups(a.shipperhq_shipping_group);
  if (groups.includes("no_pickup")) return "no_pickup";
  if (groups.some((g) => (PICKUP_BLOCKING_GROUPS as readonly string[]).includes(g))) return "dropship";
  if (groups.includes(HEAVY_DIRECT_GROUP) && !HEAVY_DIRECT_ALLOWED.includes(site)) return "heavy_direct";
  if (item.heavyDirect) return "heavy_direct";
  return null;
}

/** Every reason pickup is unavailable (empty when it is allowed), with the item index. */
export function listPickupBlockers(input: {
  site: SiteCode;
  pickupEnabled: boolean;
  items: readonly PickupItem[];
}): { index: number | null; reason: PickupBlocker }[] {
  const out: { index: number | null; reason: PickupBlocker }[] = [];
  if (!input.pickupEnabled) out.push({ index: null, reason: "site_disabled" });
  input.items.forEach((item, index) => {
    const reason = itemPickupBlocker(item, input.site);
    if (reason) out.push({ index, reason });
  });
  return out;
}

/**
 * SPEC §5 pickup eligibility: the site has pickup enabled, no item is dropship (incl. per-order,
 * freight and black_friday_dropship), no-pickup or pickup-disabled, no item is in the heavy-direct
 * group outside EUR/GBR, and no item ships heavy-direct on this order.
 */
export function isPickupAllowed(input: {
  site: SiteCode;
  pickupEnabled: boolean;
  items: readonly PickupItem[];
}): boolean {
  return listPickupBlockers(input).length === 0;
}
