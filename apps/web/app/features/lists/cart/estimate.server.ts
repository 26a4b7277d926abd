import type { List, RateItem } from "@ironworks/contracts";
import { fromMinor, PICKUP_CODE, type Site, toMinor } from "@ironworks/domain";
import { findAddressFormat, shipToCountries } from "@ironworks/domain/address";
import type { Services, SessionInfo } from "@ironworks/server";
import { readCookie } from "../../../lib/cookies.ts";
import { localeFromRequest } from "../../../lib/locale.ts";
import {
  type CartEstimate,
  type CartEstimateData,
  type EstimatePlace,
  type EstimateForm,
  isVirtualOnly,
  type PlaceFormat,
  placeErrors,
} from "./estimate.ts";

/**
 * The estimate asks the shipping and tax services in-process with the stored cart's buy requests
 * (they price every line from the catalog). Rating and tax read only the country, region and
 * postcode (ADR 0007/0008), but the services check a whole address: the estimate fills the street
 * and city it does not ask for with this placeholder.
 */
const PLACEHOLDER = "(estimate)";

/** The remembered place, per site (the countries differ): a browser-session cookie. */
export const estimateCookieName = (site: Site) => `iw_estimate_${site.code.toLowerCase()}`;

export function serializeEstimateCookie(site: Site, place: EstimatePlace, secure: boolean): string {
  const value = encodeURIComponent([place.country, place.region, place.postcode].join("|"));
  // No Max-Age: the choice lasts for the browser session.
  return [
    `${estimateCookieName(site)}=${value}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readEstimateCookie(request: Request, site: Site): EstimatePlace | null {
  const raw = readCookie(request.headers.get("cookie"), estimateCookieName(site));
  if (!raw) return null;
  const [country = "", region = "", postcode = ""] = raw.split("|");
  const place = { country, region, postcode };
  return Object.keys(checkPlace(place, site)).length ? null : place;
}

const countryLists = new Map<string, { code: string; name: string }[]>();

/**
 * The site's ship-to countries (SPEC §3 Country) named and sorted in the page's language (`tag`:
 * "Deutschland" on /de, issue #15 item 6), computed once per site and tag.
 */
export function siteCountries(site: Site, tag = "en"): { code: string; name: string }[] {
  const key = `${site.code}|${tag}`;
  let list = countryLists.get(key);
  if (!list) {
    const names = new Intl.DisplayNames([tag], { type: "region" });
    list = shipToCountries(site.code)
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, tag));
    countryLists.set(key, list);
  }
  return list;
}

export function placeFormat(country: string): PlaceFormat | null {
  const f = country ? findAddressFormat(country) : undefined;
  return f
    ? {
        requireRegion: f.requireRegion,
        hasRegion: f.hasRegion,
        requirePostcode: f.requirePostcode,
        postcodeRegex: f.postcodeRegex,
        postcodeExample: f.postcodeExample,
        regionLabel: f.regionLabel,
        regions: f.regions,
      }
    : null;
}

/** The form's field errors for a place on this site (empty when it can be estimated). */
export function checkPlace(place: EstimatePlace, site: Site) {
  return placeErrors(place, shipToCountries(site.code), placeFormat(place.country));
}

/** A region as its code when the country lists regions ("Texas" → "TX"). */
export function canonicalPlace(place: EstimatePlace): EstimatePlace {
  const regions = placeFormat(place.country)?.regions ?? [];
  const region = place.region.trim().toUpperCase();
  const found = regions.find((r) => r.code.toUpperCase() === region || r.name.toUpperCase() === region);
  return { ...place, region: found?.code ?? place.region.trim() };
}

/**
 * What the signed-in customer's address book suggests (ADR 0012): the default shipping address as
 * a place when it is one of this site's countries and complete, and the ship-to country for the
 * form. Nothing for a guest; a failure suggests nothing.
 */
async function customerPlace(
  services: Services,
  session: SessionInfo,
  site: Site,
): Promise<{ place: EstimatePlace | null; country: string | null }> {
  if (session.customerId === null) return { place: null, country: null };
  const book = await services.addresses.book(session.customerId).catch(() => null);
  if (!book) return { place: null, country: null };
  const ours = (c: string | null | undefined) => (c && shipToCountries(site.code).includes(c) ? c : null);
  const found = book.addresses.find((a) => a.isDefaultShipping);
  const place = found
    ? canonicalPlace({
        country: (found.countryId ?? "").toUpperCase(),
        region: found.region ?? (found.regionId === null || found.regionId === undefined ? "" : String(found.regionId)),
        postcode: found.postcode ?? "",
      })
    : null;
  const complete = place && Object.keys(checkPlace(place, site)).length === 0 ? place : null;
  return { place: complete, country: ours(complete?.country) ?? ours(book.shipToCountry) };
}

/**
 * The place to estimate for — the session's choice, else the customer's default shipping address
 * — and the country the form starts on when there is none (the ship-to country, else the site's).
 */
export async function rememberedPlace(
  request: Request,
  services: Services,
  session: SessionInfo | null,
  site: Site,
): Promise<{ place: EstimatePlace | null; country: string }> {
  const chosen = readEstimateCookie(request, site);
  if (chosen) return { place: chosen, country: chosen.country };
  const suggested = session ? await customerPlace(services, session, site) : { place: null, country: null };
  return { place: suggested.place, country: suggested.country ?? site.defaultCountry };
}

export function estimateForm(
  site: Site,
  place: EstimatePlace | null,
  country = site.defaultCountry,
  tag = "en",
): EstimateForm {
  const chosen = place ?? { country, region: "", postcode: "" };
  return { place: chosen, countries: siteCountries(site, tag), format: placeFormat(chosen.country) };
}

/** The cart's lines as buy requests for rating and tax (lines that cannot be priced now left out). */
function rateItems(cart: List): RateItem[] {
  return cart.items
    .filter((i) => i.price && !i.error)
    .map((i) => {
      const item: RateItem = { productId: i.productId, qty: i.qty };
      if (i.options && Object.keys(i.options).length) item.options = i.options;
      if (i.children?.length) item.children = i.children;
      if (i.metadata && Object.keys(i.metadata).length) item.metadata = i.metadata;
      return item;
    });
}

/** An expected service failure (HttpError below 500): its message is shown. */
function failureMessage(err: unknown): string | null {
  const e = err as { status?: unknown; message?: unknown } | null;
  if (!e || typeof e.status !== "number" || e.status >= 500 || typeof e.message !== "string") return null;
  return e.message;
}

/**
 * Shipping and tax for the stored cart at a place: the cheapest delivery option (pickup is not
 * delivery), the tax on the items and that delivery (US sales tax by state, Canadian/Australian
 * GST/HST) or, on the VAT-inclusive sites, the VAT the prices contain, and the total. A
 * virtual-only cart has no shipping. null when there is nothing to estimate yet. Priced for the
 * cart's buyer (`customerId`) as checkout prices the order: their custom quotes' prices, discount
 * and freight (issue #22, ADR 0052) — the same services and the same rule.
 */
export async function estimateCart(
  services: Services,
  site: Site,
  cart: List,
  place: EstimatePlace | null,
  buyer: { customerId: number | null } = { customerId: null },
): Promise<CartEstimate | null> {
  const items = rateItems(cart);
  if (items.length === 0) return null;
  const virtualOnly = isVirtualOnly(cart);
  if (!place && !virtualOnly) return null;
  const shippingAddress = place
    ? {
        street: [PLACEHOLDER],
        city: PLACEHOLDER,
        countryId: place.country,
        region: place.region || null,
        postcode: place.postcode || null,
      }
    : null;
  try {
    let shipping: { label: string; rate: number; code?: string } | null = null;
    if (!virtualOnly) {
      const quote = await services.shipping.getRates({ storeId: site.storeId, shippingAddress, items }, site, buyer);
      if (quote.error) return { ok: false, place, message: quote.error };
      const cheapest = quote.rates
        .filter((r) => r.shippingCode !== PICKUP_CODE)
        .reduce<(typeof quote.rates)[number] | null>((best, r) => (!best || r.rate < best.rate ? r : best), null);
      if (!cheapest)
        // i18n-exempt: the page words `code` (cart.estimate.error.noDelivery); this is the answer's English.
        return { ok: false, place, message: "No delivery option reaches this address.", code: "noDelivery" };
      shipping = { label: cheapest.label, rate: cheapest.rate, code: cheapest.shippingCode };
    }
    const shippingMinor = toMinor(shipping?.rate ?? 0);
    // A virtual-only cart on a site without VAT is taxed by the buyer's address: none yet, no figure.
    if (!shippingAddress && !site.pricesIncludeVat)
      return { ok: true, place, shipping, tax: null, pricesIncludeTax: false, total: cart.totals.total };
    const tax = await services.tax.fetchRates(
      { storeId: site.storeId, shippingAddress, shippingAmount: fromMinor(shippingMinor), items },
      site,
      buyer,
    );
    const taxMinor = toMinor(tax.totalTaxAmount);
    const totalMinor = toMinor(cart.totals.total) + shippingMinor + (tax.pricesIncludeTax ? 0 : taxMinor);
    return {
      ok: true,
      place,
      shipping,
      tax: tax.totalTaxAmount,
      pricesIncludeTax: tax.pricesIncludeTax,
      total: fromMinor(totalMinor),
    };
  } catch (err) {
    const message = failureMessage(err);
    if (message === null) throw err;
    return { ok: false, place, message };
  }
}

/** Everything the cart page's estimate needs; null without a cart to estimate. */
export async function loadEstimate(
  request: Request,
  services: Services,
  session: SessionInfo | null,
  site: Site,
  cart: List | null,
): Promise<CartEstimateData | null> {
  if (!cart || cart.items.length === 0) return null;
  const { place, country } = await rememberedPlace(request, services, session, site);
  return {
    form: estimateForm(site, place, country, localeFromRequest(request).locale.tag),
    virtualOnly: isVirtualOnly(cart),
    result: await estimateCart(services, site, cart, place, { customerId: session?.customerId ?? null }),
  };
}
