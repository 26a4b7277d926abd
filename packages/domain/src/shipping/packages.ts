import { HEAVY_DIRECT_GROUP } from "../rules/pickup.ts";
import { HEAVY_DIRECT_LB } from "./zones.ts";

/** One cart line as shipping sees it (the catalog's product, never the client's claims). */
export interface ShipItem {
  productId: number;
  sku: string;
  qty: number;
  /** Pounds per unit (0 when unknown). */
  unitWeightLb: number;
  /** Normalised ShipperHQ groups (rules/pickup.ts shippingGroups). */
  groups: string[];
  blackFridayDropship: boolean;
  pickupDisabled: boolean;
  /** The inventory lead time when the line is not in stock now, else null. */
  leadTime: string | null;
  /** In the "3 Ships Free" category. */
  shipsFree3: boolean;
  /** Virtual products and e-gift cards: nothing to ship. */
  virtual: boolean;
  /** Hundo-priced iron whose rule is met on this cart (pricing engine, ADR 0003). */
  hundo: boolean;
}

export type ShippingMode = "fastest" | "fewestPackages";
export type PackageKind = "parcel" | "dropship" | "per_order_dropship" | "freight";

export interface ShipPackage {
  packageNumber: number;
  kind: PackageKind;
  items: ShipItem[];
  weightLb: number;
  leadTime: string | null;
}

/** Days a lead time text stands for, by its largest number and unit ("Ships in 2-3 weeks" → 21). */
export function leadTimeDays(text: string | null): number {
  if (!text) return 0;
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const most = numbers.length ? Math.max(...numbers) : 7;
  return /week/i.test(text) ? most * 7 : most;
}

export function longestLeadTime(items: readonly ShipItem[]): string | null {
  let best: string | null = null;
  for (const i of items) if (leadTimeDays(i.leadTime) > leadTimeDays(best)) best = i.leadTime;
  return best;
}

/** Heavy-direct on this order: the heavy-direct group, or a unit too heavy for parcel carriers. */
export const isHeavyDirect = (i: ShipItem) => i.groups.includes(HEAVY_DIRECT_GROUP) || i.unitWeightLb > HEAVY_DIRECT_LB;

export function packageKind(i: ShipItem): PackageKind {
  if (i.groups.includes("dropship_freight") || isHeavyDirect(i)) return "freight";
  if (i.blackFridayDropship || i.groups.includes("dropship")) return "dropship";
  if (i.groups.includes("per_order_dropship")) return "per_order_dropship";
  return "parcel";
}

/**
 * Splits the physical lines into packages (ADR 0007): per-order dropship items share one box;
 * dropship and freight lines ship one package each (freight shares one with fewestPackages);
 * warehouse parcels share one box, or with `fastest` and split allowed, one per lead time so
 * in-stock lines leave now. Package numbers run from 1 in that order.
 */
export function buildPackages(items: readonly ShipItem[], mode: ShippingMode, allowSplit: boolean): ShipPackage[] {
  const physical = items.filter((i) => !i.virtual);
  const groups: { kind: PackageKind; items: ShipItem[] }[] = [];
  const parcel = physical.filter((i) => packageKind(i) === "parcel");
  if (mode === "fastest" && allowSplit) {
    const byLead = new Map<string, ShipItem[]>();
    for (const i of parcel) byLead.set(i.leadTime ?? "", [...(byLead.get(i.leadTime ?? "") ?? []), i]);
    const ordered = [...byLead].sort((a, b) => leadTimeDays(a[0] || null) - leadTimeDays(b[0] || null));
    for (const [, list] of ordered) groups.push({ kind: "parcel", items: list });
  } else if (parcel.length) groups.push({ kind: "parcel", items: parcel });
  const freight = physical.filter((i) => packageKind(i) === "freight");
  if (mode === "fewestPackages" && freight.length) groups.push({ kind: "freight", items: freight });
  else for (const i of freight) groups.push({ kind: "freight", items: [i] });
  for (const i of physical.filter((x) => packageKind(x) === "dropship")) groups.push({ kind: "dropship", items: [i] });
  const perOrder = physical.filter((i) => packageKind(i) === "per_order_dropship");
  if (perOrder.length) groups.push({ kind: "per_order_dropship", items: perOrder });
  return groups.map((g, n) => ({
    packageNumber: n + 1,
    kind: g.kind,
    items: g.items,
    weightLb: g.items.reduce((s, i) => s + i.unitWeightLb * i.qty, 0),
    leadTime: longestLeadTime(g.items),
  }));
}
