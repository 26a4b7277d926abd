import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { ReviewStep } from "../features/checkout/ReviewStep.tsx";
import type { CheckoutKey } from "../features/checkout/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/checkout.review";

export function meta({ matches }: Route.MetaArgs) {
  const key: CheckoutKey = "checkout.meta.review";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

/** SPEC §2 /checkout/review (inside the checkout layout: its state and summary). */
export default function CheckoutReview() {
  return (
    <>
      <CheckoutSteps current="review" />
      <ReviewStep />
    </>
  );
}

/** The payment module failed to load (retried once) or the step failed: said plainly, with a reload. */
export const ErrorBoundary = CheckoutErrorBoundary;
