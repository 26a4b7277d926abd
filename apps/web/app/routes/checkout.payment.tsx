import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { PaymentStep } from "../features/checkout/PaymentStep.tsx";

export function meta() {
  return [{ title: "Payment | Checkout | Ironworks" }];
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
