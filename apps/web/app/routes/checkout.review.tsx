import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { ReviewStep } from "../features/checkout/ReviewStep.tsx";

export function meta() {
  return [{ title: "Review | Checkout | Ironworks" }];
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
