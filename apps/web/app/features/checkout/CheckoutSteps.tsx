import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import type { CheckoutStep } from "./checkout-types.ts";

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: "shipping", label: "Shipping" },
  { step: "payment", label: "Payment" },
  { step: "review", label: "Review" },
];

/** The step list: a step is a link once the ones before it are done; the current one is marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const reachable = (i: number) => STEPS.slice(0, i).every((s) => stepDone(s.step));
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.step} className={s.step === current ? "checkout-steps__current" : undefined}>
            {s.step === current ? (
              <span aria-current="step">
                {i + 1}. {s.label}
              </span>
            ) : reachable(i) ? (
              <Link to={href(`/checkout/${s.step}`)}>
                {i + 1}. {s.label}
              </Link>
            ) : (
              <span>
                {i + 1}. {s.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The first step not done yet (the landing goes there). */
export function firstIncompleteStep(stepDone: (s: CheckoutStep) => boolean): CheckoutStep {
  if (!stepDone("shipping")) return "shipping";
  if (!stepDone("payment")) return "payment";
  return "review";
}
