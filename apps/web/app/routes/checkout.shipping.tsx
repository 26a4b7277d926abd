import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { ShippingStep } from "../features/checkout/ShippingStep.tsx";
import type { CheckoutKey } from "../features/checkout/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/checkout.shipping";

export function meta({ matches }: Route.MetaArgs) {
  const key: CheckoutKey = "checkout.meta.shipping";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

/** SPEC §2 /checkout/shipping (inside the checkout layout: its state and summary). */
export default function CheckoutShipping() {
  return (
    <>
      <CheckoutSteps current="shipping" />
      <ShippingStep />
    </>
  );
}

export const ErrorBoundary = CheckoutErrorBoundary;
