import { useEffect } from "react";
import { useRouteError } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { Button } from "../../ui/Button.tsx";
import { forceFullReload } from "../health/health.ts";
import type { CheckoutKey } from "./messages.ts";
import { isCheckoutModuleError } from "./payment-module.ts";

/**
 * A checkout step that could not be shown (SPEC §8: "checkout module load failure retried once,
 * then raised"). It renders inside the checkout layout, so the reduced header and the order summary
 * stay; the draft is in storage, so a reload loses nothing the shopper entered.
 */
export function CheckoutErrorBoundary() {
  const t = useT<CheckoutKey>();
  const error = useRouteError();
  const moduleFailed = isCheckoutModuleError(error);
  useEffect(() => {
    console.error("[checkout] step failed", error);
    // The next navigation loads a fresh document (and fresh chunks).
    forceFullReload();
  }, [error]);
  return (
    <div className="checkout-step checkout-error" role="alert" data-testid="checkout-error">
      <h1>{t(moduleFailed ? "checkout.failure.moduleTitle" : "checkout.failure.title")}</h1>
      <p>{t(moduleFailed ? "checkout.failure.moduleText" : "checkout.failure.text")}</p>
      <div className="checkout-actions">
        <Button size="l" onClick={() => window.location.reload()}>
          {t("checkout.failure.reload")}
        </Button>
      </div>
    </div>
  );
}
