import { PICKUP_CODE } from "@ironworks/domain";
import type { Translate } from "../../lib/i18n/messages.ts";
import type { CheckoutKey } from "./messages.ts";

/**
 * Delivery methods in the page's language. The shipping engine (packages/domain/src/shipping) names
 * a rate in English; the methods a translated site (EUR: /de, /fr, /es, /be) offers have their words
 * in the checkout catalog under `checkout.method.<shippingCode>`. Any other code (the English-only
 * sites' carriers) is shown as the engine named it.
 */
/** The translated services, and whether the carrier's name (a brand: "DHL") goes before the words. */
const TRANSLATED: Record<string, boolean> = {
  dhl_parcel: true,
  dhl_express: true,
  dhl_parcel_intl: true,
  dropship_standard: false,
  dropship_per_order: false,
  freight_ltl: false,
  // A custom quote's freight, as support quoted it (issue #22, ADR 0052).
  quote_freight: false,
};

export function deliveryMethodName(
  t: Translate<CheckoutKey>,
  site: string,
  rate: { shippingCode: string; carrier?: string; label?: string },
): string {
  if (rate.shippingCode === PICKUP_CODE) return t("checkout.method.pickup", { site });
  const withCarrier = Object.hasOwn(TRANSLATED, rate.shippingCode) ? TRANSLATED[rate.shippingCode] : undefined;
  if (withCarrier !== undefined) {
    const words = t(`checkout.method.${rate.shippingCode}` as CheckoutKey);
    return withCarrier && rate.carrier ? `${rate.carrier} ${words}` : words;
  }
  const label = rate.label ?? "";
  return rate.carrier && rate.carrier !== "pickup" ? `${rate.carrier} ${label}` : label;
}

/** A delivery error from the engine or the shipping call, in the page's language. */
export function deliveryErrorText(t: Translate<CheckoutKey>, error: string | null): string {
  // The engine's one known refusal (SPEC §4: freight never goes to military addresses).
  if (error && /APO\/FPO\/DPO/.test(error)) return t("checkout.delivery.apoFreight");
  return t("checkout.delivery.unavailable");
}
