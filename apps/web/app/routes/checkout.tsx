import { CheckoutLanding } from "../features/checkout/CheckoutLanding.tsx";
import type { CheckoutKey } from "../features/checkout/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  const key: CheckoutKey = "checkout.meta.landing";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

/** SPEC §2 /checkout: the landing at the empty child goes on to the first step not done. */
export default function Checkout() {
  return <CheckoutLanding />;
}
