import { CheckoutErrorBoundary } from "../features/checkout/CheckoutErrorBoundary.tsx";
import { CheckoutSteps } from "../features/checkout/CheckoutSteps.tsx";
import { ShippingStep } from "../features/checkout/ShippingStep.tsx";

export function meta() {
  return [{ title: "Shipping | Checkout | Ironworks" }];
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
