import type { ShippingSelection } from "@ironworks/contracts";
import type { AddressValues, AppliedGiftcard, ShippingQuote, TaxQuote } from "./checkout-types.ts";
import { chosenShipping, deliveryOptions, packageKey } from "./order-lines.ts";
import type { WalletAddress, WalletContacts, WalletPrice, WalletShippingOption } from "./payment/wallet-flow.ts";
import { allocateGiftcards, type CheckoutTotals, computeTotals, type TotalsInput } from "./totals.ts";

/**
 * The checkout side of the native-app wallet (SPEC §4 "Wallet payment flow"): what the app's sheet
 * is offered for an address, what the order is placed with once the wallet authorised. Pure; the
 * page (use-wallet-checkout.ts) runs the calls.
 */

/** One option per rate; a split order is offered its cheapest delivery per package as one option. */
export const SPLIT_OPTION = "split:cheapest";

/** `splitLabel`: a split order's option in the page's language ("2 packages, standard delivery"). */
export function walletShippingOptions(
  quote: ShippingQuote,
  splitLabel: (packages: number) => string,
): WalletShippingOption[] {
  const { packages } = deliveryOptions(quote);
  if (packages.length === 1)
    return (packages[0]?.rates ?? []).map((r) => ({
      code: r.shippingCode,
      label: `${r.carrier} ${r.label}`.trim(),
      amount: r.rate,
    }));
  if (packages.length > 1) {
    const cheapest = chosenShipping(quote, { pickup: false, packages: {} });
    return cheapest
      ? [
          {
            code: SPLIT_OPTION,
            label: splitLabel(packages.length),
            amount: cheapest.amount,
          },
        ]
      : [];
  }
  return [];
}

/** The delivery the app's chosen option stands for; null when the quote does not offer it. */
export function walletSelections(
  quote: ShippingQuote,
  code: string | null,
): { selections: ShippingSelection[]; amount: number } | null {
  const { packages } = deliveryOptions(quote);
  if (!packages.length) return null;
  if (packages.length > 1) {
    if (code !== null && code !== SPLIT_OPTION) return null;
    return chosenShipping(quote, { pickup: false, packages: {} });
  }
  const only = packages[0];
  const rate = code === null ? undefined : only?.rates.find((r) => r.shippingCode === code);
  if (code !== null && !rate) return null;
  const key = packageKey(only?.packageNumber ?? null);
  return chosenShipping(quote, { pickup: false, packages: rate ? { [key]: rate.shippingCode } : {} });
}

/**
 * What delivery is rated for while the sheet is open: the wallet shares only country, region, city
 * and postcode until the shopper pays (Apple Pay redacts the rest), and rating reads no more than
 * that, but the rate call wants a street line: a stand-in one. The order itself is rated again for
 * the full address the wallet gives at authorisation.
 */
export const WALLET_RATING_STREET = "(street given at payment)";

export function walletRatingValues(sheet: WalletAddress): AddressValues {
  const values = toValues(sheet, {});
  return values.street ? values : { ...values, street: WALLET_RATING_STREET };
}

/**
 * The address the order ships to: the wallet's full contact address (given at authorisation) over
 * the partial one the sheet shares while the shopper chooses (country, region, city, postcode).
 */
export function walletShippingValues(
  sheet: WalletAddress | null,
  contacts: WalletContacts,
  fallback: AddressValues,
): AddressValues {
  const a = { ...(sheet ?? {}), ...(contacts.shipping ?? {}) } as Partial<WalletAddress>;
  if (!a.countryId) return fallback;
  return toValues(a as WalletAddress, fallback);
}

export function walletBillingValues(contacts: WalletContacts, shipping: AddressValues): AddressValues {
  return contacts.billing ? toValues(contacts.billing, shipping) : shipping;
}

function toValues(a: WalletAddress, names: AddressValues): AddressValues {
  const [street = "", ...rest] = a.street ?? [];
  return {
    firstname: a.firstname ?? names.firstname ?? "",
    lastname: a.lastname ?? names.lastname ?? "",
    telephone: a.telephone ?? names.telephone ?? "",
    street,
    street2: rest.join(" "),
    city: a.city ?? "",
    countryId: a.countryId,
    region: a.region ?? "",
    postcode: a.postcode ?? "",
  };
}

/** What the sheet starts from: the amount due without the delivery the page had chosen (the sheet adds its own). */
export function walletBaseAmount(amountDue: number, shipping: number | null): number {
  return Math.max(0, Math.round((amountDue - (shipping ?? 0)) * 100) / 100);
}

/** The tax figures the totals work with, from a tax quote (POST /svc_tax/tax/rates/fetch). */
export function walletTax(quote: TaxQuote): NonNullable<TotalsInput["tax"]> {
  return {
    total: quote.totalTaxAmount,
    item: quote.itemTaxAmount,
    shipping: quote.shipping.taxAmount,
    tariff: quote.tariff,
    pricesIncludeTax: quote.pricesIncludeTax,
  };
}

/**
 * The order's totals for a delivery amount and its tax: the one computation behind both the total
 * the sheet shows (address or method change) and the order placed once the wallet authorised, so
 * the two agree for the same address and delivery. Gift cards take their share of the grand total
 * first; the wallet is charged the rest (amountDue).
 */
export function walletTotals(input: {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: NonNullable<TotalsInput["tax"]>;
  giftcards: readonly AppliedGiftcard[];
  pricesIncludeVat: boolean;
}): { totals: CheckoutTotals; giftcards: AppliedGiftcard[] } {
  const base = { subtotal: input.subtotal, discount: input.discount, shipping: input.shipping, tax: input.tax };
  const before = computeTotals({ ...base, giftcards: [] }, input.pricesIncludeVat);
  const giftcards = allocateGiftcards(input.giftcards, before.grandTotal);
  return { totals: computeTotals({ ...base, giftcards }, input.pricesIncludeVat), giftcards };
}

/**
 * What the sheet shows for the chosen delivery once tax for its address is known: the total the
 * wallet is charged (tax added for USA sales tax; contained in EUR/GBR VAT-inclusive prices) and the
 * tax line. A virtual-only order has no delivery: the option's amount does not count.
 */
export function walletPrice(input: {
  subtotal: number;
  discount: number;
  option: WalletShippingOption | null;
  virtualOnly: boolean;
  tax: TaxQuote;
  giftcards: readonly AppliedGiftcard[];
  pricesIncludeVat: boolean;
}): WalletPrice {
  const { totals } = walletTotals({
    subtotal: input.subtotal,
    discount: input.discount,
    shipping: input.virtualOnly ? 0 : (input.option?.amount ?? 0),
    tax: walletTax(input.tax),
    giftcards: input.giftcards,
    pricesIncludeVat: input.pricesIncludeVat,
  });
  return { total: totals.amountDue, tax: totals.tax ?? 0, taxIncluded: totals.pricesIncludeTax };
}

/** Apple Pay on iOS, Google Pay on Android, unless the app names the wallet it used. */
export function walletType(platform: "ios" | "android" | null, named?: string): "applepay" | "googlepay" {
  if (named === "applepay" || named === "googlepay") return named;
  return platform === "android" ? "googlepay" : "applepay";
}
