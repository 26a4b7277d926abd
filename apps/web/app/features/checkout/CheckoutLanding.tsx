import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { firstIncompleteStep } from "./CheckoutSteps.tsx";

/**
 * SPEC §2 /checkout (the empty child): goes on to the first step not done yet, once the stored
 * draft is read and the delivery options settled. Before hydration it offers the first step.
 */
export function CheckoutLanding() {
  const { settled, stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const navigate = useNavigate();
  useEffect(() => {
    if (!settled) return;
    navigate(href(`/checkout/${firstIncompleteStep(stepDone)}`), { replace: true });
  }, [settled]);
  return (
    <div className="checkout-step">
      <h1>Checkout</h1>
      <p role="status">Preparing your checkout…</p>
      <p>
        <Link to={href("/checkout/shipping")}>Start with your shipping details</Link>
      </p>
    </div>
  );
}
