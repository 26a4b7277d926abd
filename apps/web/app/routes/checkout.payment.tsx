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
