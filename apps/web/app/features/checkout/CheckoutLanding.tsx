import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { firstIncompleteStep } from "./CheckoutSteps.tsx";
import type { CheckoutKey } from "./messages.ts";

/**
 * SPEC §2 /checkout (the empty child): goes on to the first step not done yet, once the stored
 * draft is read and the delivery options settled. Before hydration it offers the first step.
 */
export function CheckoutLanding() {
  const t = useT<CheckoutKey>();
  const { settled, stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const navigate = useNavigate();
  useEffect(() => {
    if (!settled) return;
    navigate(href(`/checkout/${firstIncompleteStep(stepDone)}`), { replace: true });
  }, [settled]);
  return (
    <div className="checkout-step">
      <h1>{t("checkout.landing.title")}</h1>
      <p role="status">{t("checkout.landing.preparing")}</p>
      <p>
        <Link to={href("/checkout/shipping")}>{t("checkout.landing.start")}</Link>
      </p>
    </div>
  );
}
