import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import type { CheckoutStep } from "./checkout-types.ts";
import type { CheckoutKey } from "./messages.ts";

const STEPS: { step: CheckoutStep }[] = [{ step: "shipping" }, { step: "payment" }, { step: "review" }];

/** The step list: a step is a link once the ones before it are done; the current one is marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useT<CheckoutKey>();
  const { stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const reachable = (i: number) => STEPS.slice(0, i).every((s) => stepDone(s.step));
  return (
    <nav aria-label={t("checkout.steps.label")} className="checkout-steps">
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.step} className={s.step === current ? "checkout-steps__current" : undefined}>
            {s.step === current ? (
              <span aria-current="step">{t(`checkout.steps.${s.step}`, { number: i + 1 })}</span>
            ) : reachable(i) ? (
              <Link to={href(`/checkout/${s.step}`)}>{t(`checkout.steps.${s.step}`, { number: i + 1 })}</Link>
            ) : (
              <span>{t(`checkout.steps.${s.step}`, { number: i + 1 })}</span>
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
