import us from "./us-sales-tax.json" with { type: "json" };
import vat from "./vat-rates.json" with { type: "json" };

/** What a product is for tax: SPEC §3 tax_class_id 2 goods, 4 clothing, 6 food, 7 digital (e-books). */
export type TaxCategory = "goods" | "clothing" | "food" | "digital";

export function taxCategory(taxClassId: number | null | undefined): TaxCategory {
  if (taxClassId === 4) return "clothing";
  if (taxClassId === 6) return "food";
  if (taxClassId === 7) return "digital";
  return "goods";
}

/** SPEC §9 VAT table columns. */
export interface VatRates {
  goods: number;
  food: number;
  ebook: number;
}

/** One tax a jurisdiction levies: its label, rate (percent) per category, and whether shipping bears it. */
export interface TaxComponent {
  label: string;
  rate: (category: TaxCategory) => number;
  /** Rate applied to the delivery charge, or 0 when shipping is not taxable. */
  shippingRate: number;
}

const VAT = vat.rates as Record<string, VatRates>;
const US_RATES = us.rates as Record<string, number>;
const US_SHIPPING = new Set(us.shippingTaxable);
const US_CLOTHING_EXEMPT = new Set(us.clothingExempt);
const US_FOOD_EXEMPT = new Set(us.foodExempt);

export type PortugalRegion = "mainland" | "madeira" | "azores";

/**
 * Portuguese postcodes (NNNN-NNN): 9000–9499 Madeira (9400 Porto Santo), 9500–9999 Azores
 * (9500 Ponta Delgada … 9980 Corvo), everything else the mainland (ADR 0008).
 */
export function portugalRegion(postcode: string | null | undefined): PortugalRegion {
  const prefix = Number((postcode ?? "").trim().slice(0, 4));
  if (!Number.isInteger(prefix) || prefix < 9000) return "mainland";
  return prefix < 9500 ? "madeira" : "azores";
}

/** The VAT table row for a destination (Portugal by postcode), or undefined when we have none. */
export function vatRatesFor(country: string, postcode?: string | null): VatRates | undefined {
  if (country === "PT") return vat.portugal[portugalRegion(postcode)];
  return VAT[country];
}

export function vatRateFor(rates: VatRates, category: TaxCategory): number {
  if (category === "food") return rates.food;
  if (category === "digital") return rates.ebook;
  return rates.goods;
}

/** Canada: GST 5 % everywhere; HST provinces instead of GST; PST/QST on top in BC, SK, MB, QC. */
const CA_HST: Record<string, number> = { ON: 13, NB: 15, NL: 15, NS: 14, PE: 15 };
const CA_PST: Record<string, { label: string; rate: number }> = {
  BC: { label: "PST", rate: 7 },
  SK: { label: "PST", rate: 6 },
  MB: { label: "RST", rate: 7 },
  QC: { label: "QST", rate: 9.975 },
};
/** Basic groceries are zero-rated in Canada and GST-free in Australia. */
const notFood = (r: number) => (c: TaxCategory) => (c === "food" ? 0 : r);

/**
 * The taxes a destination levies, in summary order; [] for destinations we do not collect for
 * (US states without sales tax, exports). VAT destinations answer one component named "VAT".
 */
export function taxComponents(country: string, region?: string | null, postcode?: string | null): TaxComponent[] {
  const vatRow = vatRatesFor(country, postcode);
  if (vatRow) {
    const label = country === "PT" ? `VAT (PT ${portugalRegion(postcode)})` : `VAT (${country})`;
    return [{ label, rate: (c) => vatRateFor(vatRow, c), shippingRate: vatRow.goods }];
  }
  const state = (region ?? "").toUpperCase();
  if (country === "US") {
    const rate = US_RATES[state];
    if (rate === undefined) return [];
    const byCategory = (c: TaxCategory) =>
      (c === "clothing" && US_CLOTHING_EXEMPT.has(state)) || (c === "food" && US_FOOD_EXEMPT.has(state)) ? 0 : rate;
    return [{ label: `${state} Sales Tax`, rate: byCategory, shippingRate: US_SHIPPING.has(state) ? rate : 0 }];
  }
  if (country === "CA") {
    const hst = CA_HST[state];
    if (hst !== undefined) return [{ label: "HST", rate: notFood(hst), shippingRate: hst }];
    const out: TaxComponent[] = [{ label: "GST", rate: notFood(5), shippingRate: 5 }];
    const pst = CA_PST[state];
    if (pst) out.push({ label: pst.label, rate: notFood(pst.rate), shippingRate: pst.rate });
    return out;
  }
  if (country === "AU") return [{ label: "GST", rate: notFood(10), shippingRate: 10 }];
  if (country === "NZ") return [{ label: "GST", rate: () => 15, shippingRate: 15 }];
  return [];
}
