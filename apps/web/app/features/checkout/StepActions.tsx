import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";

/** The foot of a checkout step: a link back to the previous step and the step's submit button. */
export function StepActions(props: { back: string; backLabel: string; children: ReactNode }) {
  const { href } = useLocaleTools();
  return (
    <div className="checkout-actions">
      <Link to={href(props.back)} className="checkout-link-button">
        {props.backLabel}
      </Link>
      {props.children}
    </div>
  );
}

/** The plain "Continue to …" submit of a step; busy while a press waits for the step to settle. */
export function ContinueButton(props: { children: ReactNode; busy?: boolean }) {
  return (
    <Button type="submit" size="l" aria-busy={props.busy || undefined}>
      {props.children}
    </Button>
  );
}
