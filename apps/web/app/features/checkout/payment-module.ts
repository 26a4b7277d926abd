import { importWithRetry } from "../health/health.ts";

/**
 * The payment UI is its own chunk, loaded when a step needs it. SPEC §8: a checkout module that
 * fails to load is retried once, then the failure is raised (the route's error boundary shows it).
 */
export type PaymentModule = typeof import("./payment/index.ts");

let loading: Promise<PaymentModule> | null = null;

export function loadPaymentModule(
  load: () => Promise<PaymentModule> = () => import("./payment/index.ts"),
): Promise<PaymentModule> {
  if (!loading) {
    loading = importWithRetry(load);
    // A failure is raised to this caller; the next caller tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The payment module could not be loaded, retry included (the checkout error boundary tells the shopper). */
export class CheckoutModuleError extends Error {
  constructor(cause: unknown) {
    super("The payment module could not be loaded.", { cause });
    this.name = "CheckoutModuleError";
  }
}

export const isCheckoutModuleError = (error: unknown): boolean =>
  error instanceof Error && error.name === "CheckoutModuleError";

/** Tests only. */
export function resetPaymentModule(): void {
  loading = null;
}
