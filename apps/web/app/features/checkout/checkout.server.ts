import type { List } from "@ironworks/contracts";
import { type Locale, languageOf, type Site } from "@ironworks/domain";
import { findAddressFormat, shipToCountries } from "@ironworks/domain/address";
import { redirect } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { isVirtualOnly } from "../lists/cart/estimate.ts";
import type { CheckoutCountry, CheckoutData, LineFacts, Region } from "./checkout-types.ts";

/** Country names in the page's language (issue 15 item 6: "Deutschland", "Allemagne"), one formatter per tag. */
const countryNames = new Map<string, Intl.DisplayNames>();
function countryNamesFor(tag: string): Intl.DisplayNames {
  let names = countryNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region" });
    countryNames.set(tag, names);
  }
  return names;
}

function checkoutCountry(code: string, names: Intl.DisplayNames): CheckoutCountry | null {
  const f = findAddressFormat(code);
  if (!f) return null;
  return {
    code,
    name: names.of(code) ?? code,
    requireRegion: f.requireRegion,
    hasRegion: f.hasRegion,
    requirePostcode: f.requirePostcode,
    postcodeRegex: f.postcodeRegex,
    postcodeExample: f.postcodeExample,
    regionLabel: f.regionLabel,
  };
}

const countryCache = new Map<string, CheckoutCountry[]>();
/** The site's ship-to countries, named and sorted in the page's language (English names on /xx/en). */
function siteCountries(site: Site, locale: Pick<Locale, "tag">): CheckoutCountry[] {
  const language = languageOf(locale);
  // The language's words with the page's region for the name ("en" on /de/en, "de" on /de).
  const tag = language === "en" ? "en" : locale.tag;
  const key = `${site.code}|${tag}`;
  let list = countryCache.get(key);
  if (!list) {
    const names = countryNamesFor(tag);
    list = shipToCountries(site.code)
      .flatMap((c) => checkoutCountry(c, names) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name, tag));
    countryCache.set(key, list);
  }
  return list;
}

/** SPEC §3 attributes checkout needs per line (subscription agreements), from the catalog. */
async function lineFacts(context: AppLoadContext, site: Site, list: List): Promise<Record<string, LineFacts>> {
  const ids = [...new Set(list.items.map((i) => i.productId))];
  const products = await Promise.all(ids.map((id) => context.services.catalog.getProduct(id, site).catch(() => null)));
  const byId = new Map(products.flatMap((p) => (p ? [[p.productId, p] as const] : [])));
  return Object.fromEntries(
    list.items.map((i) => {
      const attrs = byId.get(i.productId)?.attributes as Record<string, unknown> | undefined;
      const interval = attrs?.subscription_interval;
      return [
        i.listItemId,
        {
          subscriptionInterval: typeof interval === "string" && interval ? interval : null,
          isTrial: attrs?.is_trial === true || attrs?.is_trial === "1" || attrs?.is_trial === 1,
        },
      ];
    }),
  );
}

/**
 * Checkout's data (SPEC §2): the list being bought — the buy-now list when one is open, else the
 * active cart — with what the steps need. No list or an empty one: back to the cart (SPEC §2:
 * an emptied cart during checkout redirects to /cart). Runs again on every health tick.
 */
export async function loadCheckout(request: Request, context: AppLoadContext): Promise<CheckoutData> {
  const { site, locale } = localeFromRequest(request);
  const session = await context.session.find();
  if (!session) throw redirect("/cart");
  // The lines' names in the page's language (ADR 0038).
  const owner = {
    customerId: session.customerId,
    sessionId: session.sessionId,
    groupId: session.groupId,
    language: languageOf(locale),
  };
  const lists = context.services.lists;
  const buyNow = await lists.findActiveList(owner, site, "buyNow");
  const list = buyNow?.items.length ? buyNow : await lists.findActiveList(owner, site, "quote");
  if (!list || list.items.length === 0) throw redirect("/cart");

  const signedIn = session.customerId !== null;
  const book = signedIn ? await context.services.addresses.book(session.customerId as number).catch(() => null) : null;
  const countries = siteCountries(site, locale);
  const codes = new Set(countries.map((c) => c.code));
  const addresses = (book?.addresses ?? []).filter((a) => codes.has(a.countryId));
  const used = new Set([site.defaultCountry, ...addresses.map((a) => a.countryId)]);
  const regions: Record<string, Region[]> = Object.fromEntries(
    [...used].map((c) => [c, findAddressFormat(c)?.regions ?? []]),
  );
  const homeCountry = book?.shipToCountry && codes.has(book.shipToCountry) ? book.shipToCountry : site.defaultCountry;
  if (!regions[homeCountry]) regions[homeCountry] = findAddressFormat(homeCountry)?.regions ?? [];

  return {
    site: site.code,
    storeId: site.storeId,
    currency: site.currency,
    pricesIncludeVat: site.pricesIncludeVat,
    list,
    buyNow: list.type === "buyNow",
    virtualOnly: isVirtualOnly(list),
    facts: await lineFacts(context, site, list),
    customer: signedIn
      ? {
          email: session.email ?? "",
          firstname: session.firstname ?? "",
          lastname: session.lastname ?? "",
          customerId: String(session.customerId),
          groupId: session.groupId,
        }
      : null,
    addresses,
    countries,
    homeCountry,
    regions,
    cardEntry: context.services.payment.cardEntry ?? null,
  };
}
