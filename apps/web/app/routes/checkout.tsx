import { CheckoutLanding } from "../features/checkout/CheckoutLanding.tsx";

export function meta() {
  return [{ title: "Checkout | Ironworks" }];
}

/** SPEC §2 /checkout: the landing at the empty child goes on to the first step not done. */
export default function Checkout() {
  return <CheckoutLanding />;
}
