import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { PaymentStep } from "../features/checkout/PaymentStep.tsx";
import type { CheckoutKey } from "../features/checkout/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/checkout.payment";

export function meta({ matches }: Route.MetaArgs) {
  const key: CheckoutKey = "checkout.meta.payment";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

/** SPEC §2 /checkout/payment (inside the checkout layout: its state and summary). */
export default function CheckoutPayment() {
  return (
    <>
      <CheckoutSteps current="payment" />
      <PaymentStep />
    </>
  );
}

/** The payment module failed to load (retried once) or the step failed: said plainly, with a reload. */
export const ErrorBoundary = CheckoutErrorBoundary;
