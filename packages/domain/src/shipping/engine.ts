import type { Minor } from "../money.ts";
import { isPickupAllowed } from "../rules/pickup.ts";
import type { SiteCode } from "../sites.ts";
import {
  buildPackages,
  isHeavyDirect,
  longestLeadTime,
  type ShipItem,
  type ShipPackage,
  type ShippingMode,
} from "./packages.ts";
import {
  DROPSHIP_SERVICE,
  FREIGHT_SERVICE,
  PARCEL_SERVICES,
  PER_ORDER_DROPSHIP_SERVICE,
  PICKUP_CODE,
  PICKUP_SITES,
  type ParcelService,
  VIRTUAL_CODE,
  type Zone,
  zoneFor,
} from "./zones.ts";

export interface RateOption {
  shippingCode: string;
  rateMinor: Minor;
  label: string;
  carrier: string;
  packageNumber?: number;
  leadTime?: string;
}

export interface ShippingInput {
  site: SiteCode;
  country: string;
  region?: string | null | undefined;
  items: readonly ShipItem[];
  allowSplit: boolean;
  shippingMode: ShippingMode;
  /** Earned free shipping (SPEC §3 earnedProducts.freeShipping): the cheapest parcel service is free. */
  freeShipping: boolean;
}

export interface ShippingQuote {
  zone: Zone | null;
  rates: RateOption[];
  packages: (ShipPackage & { rates: RateOption[] })[];
  /** Why no delivery option exists (e.g. freight to an APO address), else null. */
  error: string | null;
}

/** "3 Ships Free" (seed CMS copy): three or more such units ship free in the contiguous US. */
export const THREE_SHIPS_FREE_MIN_QTY = 3;

const lbCharge = (service: ParcelService, lb: number) => service.base + service.perLb * Math.ceil(Math.max(0, lb));

interface RateRules {
  zone: Zone;
  freeShipping: boolean;
  threeShipsFree: boolean;
}

/** The options for one package; [] when it cannot go to the zone. */
export function packageRates(pkg: ShipPackage, rules: RateRules): RateOption[] {
  const lead = pkg.leadTime ? { leadTime: pkg.leadTime } : {};
  const option = (s: ParcelService, rateMinor: Minor): RateOption => ({
    shippingCode: s.code,
    rateMinor,
    label: s.label,
    carrier: s.carrier,
    packageNumber: pkg.packageNumber,
    ...lead,
  });
  if (pkg.kind === "freight")
    return rules.zone === "military" ? [] : [option(FREIGHT_SERVICE, lbCharge(FREIGHT_SERVICE, pkg.weightLb))];
  if (pkg.kind === "per_order_dropship") return [option(PER_ORDER_DROPSHIP_SERVICE, PER_ORDER_DROPSHIP_SERVICE.base)];
  if (pkg.kind === "dropship") return [option(DROPSHIP_SERVICE, lbCharge(DROPSHIP_SERVICE, pkg.weightLb))];
  // Parcels: 3-ships-free units and met-rule Hundo iron carry no per-lb charge (ADR 0007).
  const free3 = (i: ShipItem) => rules.threeShipsFree && i.shipsFree3;
  const billable = pkg.items.filter((i) => !free3(i) && !i.hundo).reduce((s, i) => s + i.unitWeightLb * i.qty, 0);
  const allFree3 = pkg.items.every(free3);
  return PARCEL_SERVICES[rules.zone].map((s, n) => {
    const cheapest = n === 0;
    return option(s, cheapest && (rules.freeShipping || allFree3) ? 0 : lbCharge(s, billable));
  });
}

/**
 * Delivery options for an order (ADR 0007). Virtual-only orders get one zero "virtual" rate.
 * With allowSplit every package's options are listed with their packageNumber; without, each
 * parcel service level is offered for the whole order with the other packages' charges added.
 * Pickup (the shared code, rate 0) is added when SPEC §5 allows it on the site.
 */
export function quoteShipping(input: ShippingInput): ShippingQuote {
  if (input.items.every((i) => i.virtual))
    return {
      zone: null,
      rates: [{ shippingCode: VIRTUAL_CODE, rateMinor: 0, label: "No shipping required", carrier: "virtual" }],
      packages: [],
      error: null,
    };
  const zone = zoneFor(input.country, input.region);
  const units = input.items.filter((i) => i.shipsFree3 && !i.virtual).reduce((s, i) => s + i.qty, 0);
  const rules: RateRules = {
    zone,
    freeShipping: input.freeShipping,
    threeShipsFree: zone === "us48" && units >= THREE_SHIPS_FREE_MIN_QTY,
  };
  const packages = buildPackages(input.items, input.shippingMode, input.allowSplit).map((p) => ({
    ...p,
    rates: packageRates(p, rules),
  }));
  const stuck = packages.find((p) => p.rates.length === 0);
  const error = stuck ? "Freight items cannot ship to APO/FPO/DPO addresses" : null;
  let rates: RateOption[] = [];
  if (!stuck) rates = input.allowSplit ? packages.flatMap((p) => p.rates) : combined(packages, input.items);
  const pickupLabel = PICKUP_SITES[input.site];
  const physical = input.items.filter((i) => !i.virtual);
  const pickupItems = physical.map((i) => ({
    attributes: {
      shipperhq_shipping_group: i.groups.join(","),
      rogue_pickup_disabled: i.pickupDisabled,
      black_friday_dropship: i.blackFridayDropship,
    },
    heavyDirect: i.unitWeightLb > 0 && isHeavyDirect(i) && !i.groups.includes("heavy_direct"),
  }));
  if (
    pickupLabel &&
    zone !== "military" &&
    isPickupAllowed({ site: input.site, pickupEnabled: true, items: pickupItems })
  )
    rates.push({ shippingCode: PICKUP_CODE, rateMinor: 0, label: pickupLabel, carrier: "pickup" });
  return { zone, rates, packages, error };
}

/** One option per parcel service level for the whole order; the other packages' single charges added. */
function combined(
  packages: readonly (ShipPackage & { rates: RateOption[] })[],
  items: readonly ShipItem[],
): RateOption[] {
  const parcel = packages.find((p) => p.kind === "parcel");
  const others = packages.filter((p) => p !== parcel);
  const extra = others.reduce((s, p) => s + (p.rates[0]?.rateMinor ?? 0), 0);
  const leadTime = longestLeadTime(items.filter((i) => !i.virtual));
  const lead = leadTime ? { leadTime } : {};
  if (!parcel) {
    const first = others[0]?.rates[0];
    if (!first) return [];
    return [
      { shippingCode: first.shippingCode, rateMinor: extra, label: first.label, carrier: first.carrier, ...lead },
    ];
  }
  return parcel.rates.map((r) => ({
    shippingCode: r.shippingCode,
    rateMinor: r.rateMinor + extra,
    label: r.label,
    carrier: r.carrier,
    ...lead,
  }));
}
