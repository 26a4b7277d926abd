import { useEffect, useState } from "react";
import { CheckoutModuleError, loadPaymentModule, type PaymentModule } from "./payment-module.ts";

/**
 * The payment module once loaded (null before). A load that failed twice is raised from render,
 * so the route's error boundary (CheckoutErrorBoundary) shows it (SPEC §8).
 */
export function usePaymentModule(): PaymentModule | null {
  const [mod, setMod] = useState<PaymentModule | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    loadPaymentModule().then(
      (m) => {
        if (!cancelled) setMod(m);
      },
      (err: unknown) => {
        if (!cancelled) setFailure(new CheckoutModuleError(err));
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (failure) throw failure;
  return mod;
}
