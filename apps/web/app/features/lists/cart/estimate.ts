import type { List } from "@ironworks/contracts";
import { type AddressCountryRules, REQUIRED_MESSAGE, regionField } from "@ironworks/domain";

/**
 * The cart's "Estimate shipping & tax" (browser and server share this file: no address data, no
 * contract code). The place is a country, a region where the country needs one, and a postcode;
 * the server prices the estimate from the stored cart, never from figures the browser sends.
 */

export interface EstimatePlace {
  country: string;
  region: string;
  postcode: string;
}

/** What the form needs to know about the chosen country (packages/domain/src/address.ts). */
export type PlaceFormat = AddressCountryRules;

export interface EstimateForm {
  place: EstimatePlace;
  /** The site's ship-to countries with display names (SPEC §3 Country), the site's default first. */
  countries: { code: string; name: string }[];
  /** The chosen country's format (the browser loads other countries' on demand). */
  format: PlaceFormat | null;
}

export type CartEstimate =
  | {
      ok: true;
      place: EstimatePlace | null;
      /** The cheapest delivery option; null when nothing ships (a virtual-only cart). */
      shipping: { label: string; rate: number; code?: string } | null;
      /** null: no tax can be worked out yet (a virtual-only US cart without a place). */
      tax: number | null;
      /** EUR/GBR: prices include VAT; the tax is the VAT they contain, not added. */
      pricesIncludeTax: boolean;
      total: number;
    }
  | {
      ok: false;
      place: EstimatePlace | null;
      message: string;
      /** Our reason when we word it ourselves (`cart.estimate.error.<code>`); else the service's message is shown. */
      code?: "noDelivery";
    };

export interface CartEstimateData {
  form: EstimateForm;
  /** Nothing ships: the cart holds only virtual items (e-mailed gift cards, programs…). */
  virtualOnly: boolean;
  result: CartEstimate | null;
}

export type EstimateField = keyof EstimatePlace;
export type EstimateErrors = Partial<Record<EstimateField, string>>;

/** Why a field of the place is refused: placeErrors words it in English, the page in its language. */
export type EstimateProblem =
  | { kind: "required" }
  | { kind: "country" }
  | { kind: "regionMissing" }
  | { kind: "regionList" }
  | { kind: "postcodeMissing" }
  | { kind: "postcodeInvalid"; example: string | null };
export type EstimateProblems = Partial<Record<EstimateField, EstimateProblem>>;

/** Labels as the form shows them: "State", "Province", "ZIP code" for the US. */
export function placeLabels(country: string, format: PlaceFormat | null): Record<EstimateField, string> {
  return {
    country: "Country",
    // The address forms' one label rule (packages/domain regionField): "State/Territory", "County"…
    region: format ? regionField(format).label : "Region",
    postcode: country === "US" ? "ZIP code" : "Postcode",
  };
}

/**
 * SPEC §5 checks of an estimate place (first error per field): a country of the site, the region
 * where the country requires one (from its list when it has one), a postcode where required and
 * matching the country's pattern when given. `format` null: the country is not one we know.
 */
export function placeProblems(
  place: EstimatePlace,
  countries: readonly string[],
  format: PlaceFormat | null,
): EstimateProblems {
  const problems: EstimateProblems = {};
  if (!place.country) problems.country = { kind: "required" };
  else if (!countries.includes(place.country) || !format) problems.country = { kind: "country" };
  if (!format) return problems;
  const region = place.region.trim();
  if (!region && format.requireRegion) problems.region = { kind: "regionMissing" };
  else if (
    region &&
    format.regions.length &&
    !format.regions.some(
      (r) => r.code.toUpperCase() === region.toUpperCase() || r.name.toUpperCase() === region.toUpperCase(),
    )
  )
    problems.region = { kind: "regionList" };
  const postcode = place.postcode.trim();
  if (!postcode && format.requirePostcode) problems.postcode = { kind: "postcodeMissing" };
  else if (postcode && format.postcodeRegex && !new RegExp(`^(?:${format.postcodeRegex})$`, "i").test(postcode))
    problems.postcode = { kind: "postcodeInvalid", example: format.postcodeExample || null };
  return problems;
}

/** placeProblems in English (the server's answer, the `en` wording): first error per field. */
export function placeErrors(
  place: EstimatePlace,
  countries: readonly string[],
  format: PlaceFormat | null,
): EstimateErrors {
  const labels = placeLabels(place.country, format);
  const english = (field: EstimateField, p: EstimateProblem): string => {
    const label = labels[field].toLowerCase();
    switch (p.kind) {
      case "required":
        return REQUIRED_MESSAGE;
      case "country":
        return "Please choose a country we ship to.";
      case "regionMissing":
      case "postcodeMissing":
        return `Please enter your ${label}`;
      case "regionList":
        return `Please choose a ${label} from the list.`;
      case "postcodeInvalid":
        return `Please enter a valid ${label}${p.example ? ` (e.g. ${p.example})` : ""}.`;
    }
  };
  const errors: EstimateErrors = {};
  for (const [field, problem] of Object.entries(placeProblems(place, countries, format)))
    errors[field as EstimateField] = english(field as EstimateField, problem);
  return errors;
}

/** A form post or query as a place (trimmed, country upper-cased). */
export function placeFrom(input: FormData | URLSearchParams): EstimatePlace {
  const get = (name: string) => {
    const v = input.get(name);
    return typeof v === "string" ? v.trim().slice(0, 64) : "";
  };
  return { country: get("country").toUpperCase(), region: get("region"), postcode: get("postcode") };
}

/**
 * SPEC §4: virtual-only orders need no address and no shipping — e-mailed gift cards and virtual
 * products (as the shipping service decides: services/shipping/cart-lines.ts).
 */
export function isVirtualOnly(cart: Pick<List, "items">): boolean {
  const items = cart.items.filter((i) => !i.error);
  return (
    items.length > 0 &&
    items.every((i) => {
      if (i.product.type === "virtual") return true;
      if (i.product.type !== "giftcard") return false;
      const delivery = (i.metadata?.giftcard as { delivery?: unknown } | undefined)?.delivery;
      return (delivery ?? "email") === "email";
    })
  );
}
