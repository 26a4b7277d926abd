import type { SiteCode } from "../sites.ts";
import { EU_MEMBERS } from "../eu.ts";

/** Delivery zones (ADR 0007): a store's destinations grouped by how parcels get there. */
export type Zone = "us48" | "us_remote" | "military" | "ca" | "eu" | "europe" | "gb" | "crown" | "au" | "nz" | "intl";

/** SPEC §3 APO/FPO/DPO addresses: US "states" AA, AE, AP. */
export const MILITARY_REGIONS: readonly string[] = ["AA", "AE", "AP"];
const US_REMOTE: readonly string[] = ["AK", "HI", "PR", "VI", "GU", "AS", "MP", "UM", "FM", "MH", "PW"];

export function zoneFor(country: string, region?: string | null): Zone {
  const r = (region ?? "").toUpperCase();
  if (country === "US") {
    if (MILITARY_REGIONS.includes(r)) return "military";
    return US_REMOTE.includes(r) ? "us_remote" : "us48";
  }
  if (country === "CA") return "ca";
  if (EU_MEMBERS.includes(country) || country === "MC") return "eu";
  if (["CH", "LI", "NO", "IS", "AD", "SM", "GI"].includes(country)) return "europe";
  if (country === "GB") return "gb";
  if (["IM", "JE", "GG"].includes(country)) return "crown";
  if (country === "AU") return "au";
  if (country === "NZ") return "nz";
  return "intl";
}

/** A parcel service: price = base + perLb × billable whole pounds, in the store currency's minor units. */
export interface ParcelService {
  code: string;
  label: string;
  carrier: string;
  base: number;
  perLb: number;
}

const svc = (code: string, label: string, carrier: string, base: number, perLb: number): ParcelService => ({
  code,
  label,
  carrier,
  base,
  perLb,
});

/** Parcel services per zone, cheapest first (the first is the one free-shipping rules zero). */
export const PARCEL_SERVICES: Record<Zone, ParcelService[]> = {
  us48: [
    svc("ups_ground", "Ground", "UPS", 995, 45),
    svc("ups_2day", "2nd Day Air", "UPS", 2495, 120),
    svc("ups_overnight", "Next Day Air", "UPS", 4995, 250),
  ],
  us_remote: [svc("usps_priority", "Priority Mail", "USPS", 2495, 150)],
  military: [svc("usps_priority", "Priority Mail (APO/FPO/DPO)", "USPS", 1995, 100)],
  ca: [
    svc("canadapost_regular", "Regular Parcel", "Canada Post", 1495, 80),
    svc("purolator_express", "Express", "Purolator", 2995, 150),
  ],
  eu: [svc("dhl_parcel", "Standard", "DHL", 1295, 60), svc("dhl_express", "Express", "DHL", 2995, 150)],
  europe: [svc("dhl_parcel_intl", "Standard International", "DHL", 2495, 110)],
  gb: [svc("dpd_standard", "Standard", "DPD", 695, 40), svc("dpd_nextday", "Next Day", "DPD", 1295, 60)],
  crown: [svc("royalmail_tracked", "Tracked", "Royal Mail", 1295, 80)],
  au: [
    svc("auspost_parcel", "Parcel Post", "Australia Post", 1495, 70),
    svc("auspost_express", "Express Post", "Australia Post", 2995, 140),
  ],
  nz: [svc("auspost_intl", "International Standard", "Australia Post", 2995, 150)],
  intl: [svc("ups_worldwide", "Worldwide Expedited", "UPS", 4995, 300)],
};

/** Direct-from-vendor and freight services; freight never goes to military addresses (USPS only). */
export const DROPSHIP_SERVICE = svc("dropship_standard", "Ships from the manufacturer", "Vendor", 1495, 50);
export const PER_ORDER_DROPSHIP_SERVICE = svc("dropship_per_order", "Ships from the manufacturer", "Vendor", 1995, 0);
export const FREIGHT_SERVICE = svc("freight_ltl", "Freight (curbside)", "LTL Freight", 14900, 25);

/** SPEC §9: one fixed shared pickup code with rate 0; sites with a warehouse pickup desk. */
export const PICKUP_CODE = "pickup_pickup";
export const PICKUP_SITES: Partial<Record<SiteCode, string>> = {
  USA: "Pickup at our Columbus, OH warehouse",
  EUR: "Pickup at our Tilburg, NL warehouse",
  GBR: "Pickup at our Tilburg, NL warehouse",
};
export const VIRTUAL_CODE = "virtual_virtual";
/** An item heavier than this (lb per unit) ships heavy-direct by freight on this order. */
export const HEAVY_DIRECT_LB = 150;
