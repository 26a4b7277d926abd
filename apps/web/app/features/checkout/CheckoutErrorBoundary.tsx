import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { forceFullReload } from "../health/health.ts";
import { isCheckoutModuleError } from "./payment-module.ts";

/**
 * A checkout step that could not be shown (SPEC §8: "checkout module load failure retried once,
 * then raised"). It renders inside the checkout layout, so the reduced header and the order summary
 * stay; the draft is in storage, so a reload loses nothing the shopper entered.
 */
export function CheckoutErrorBoundary() {
  const error = useRouteError();
  const moduleFailed = isCheckoutModuleError(error);
  useEffect(() => {
    console.error("[checkout] step failed", error);
    // The next navigation loads a fresh document (and fresh chunks).
    forceFullReload();
  }, [error]);
  return (
    <div className="checkout-step checkout-error" role="alert" data-testid="checkout-error">
      <h1>{moduleFailed ? "Payment options could not be loaded" : "Something went wrong in checkout"}</h1>
      <p>
        {moduleFailed
          ? "Part of the checkout didn't download, most likely because of a network problem. We tried twice. Check your connection and reload the page."
          : "We hit a problem showing this step of checkout. Reload the page to try again."}{" "}
        Your cart and the details you entered are kept.
      </p>
      <div className="checkout-actions">
        <Button size="l" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </div>
  );
}
