import type { AffirmProvider } from "./affirm.provider.ts";
import { type PaymentProvider, PaymentRejectedError } from "./payment.provider.ts";
import type { PaypalProvider } from "./paypal.provider.ts";

/** Payments the card gateway took and can give back (Adyen-shaped /refunds). */
const GATEWAY_REFUNDABLE = ["card", "storedCard", "wallet"];
/** Every payment type a refund can go back through: the card gateway's, PayPal's capture, Affirm's transaction. */
const REFUNDABLE = [...GATEWAY_REFUNDABLE, "paypal", "affirm"];

/** The providers a refund can go back through (the payment service's own). */
export interface RefundProviders {
  provider: PaymentProvider;
  paypal?: Pick<PaypalProvider, "refundCapture">;
  affirm?: Pick<AffirmProvider, "refund">;
}

/** An order's payment as the checkout stores it (the fields a refund needs). */
export interface RefundablePayment {
  paymentType?: string;
  amountMinor?: number;
  pspReference?: string | null;
}

/** Whether the payment can be refunded through a provider at all (type and reference). */
export const refundsThroughProvider = (p: RefundablePayment): boolean =>
  REFUNDABLE.includes(p.paymentType ?? "") && Boolean(p.pspReference);

/**
 * What is left to refund of `capturedMinor`: less every refund succeeded or still pending (a
 * pending one holds its amount until it is recorded as succeeded or failed).
 */
export function refundLeft(capturedMinor: number, refunds: readonly { amountMinor: number; status: string }[]) {
  const refundedMinor = refunds.filter((r) => r.status === "succeeded").reduce((s, r) => s + r.amountMinor, 0);
  const heldMinor = refunds.filter((r) => r.status === "pending").reduce((s, r) => s + r.amountMinor, 0);
  return { refundedMinor, heldMinor, refundableMinor: capturedMinor - refundedMinor - heldMinor };
}

/**
 * The one refund path to a provider (the back office's order refunds and a return's settlement):
 * asks the provider that took the payment for `amountMinor` back, `refundId` (the ledger row's id)
 * as its idempotency key, and answers the provider's reference for the refund. PayPal refunds its
 * capture, Affirm its (captured) transaction. The test gateway authorises cards without capturing,
 * so a card is captured in full first (once per order, by its key), as Adyen's immediate capture
 * would have at payment.
 */
export async function refundThroughProvider(
  providers: RefundProviders,
  r: { orderId: string; currency: string; payment: RefundablePayment; amountMinor: number; refundId: string },
): Promise<string> {
  const { payment, amountMinor, refundId, currency } = r;
  const psp = payment.pspReference ?? "";
  if (payment.paymentType === "paypal") {
    if (!providers.paypal) throw new Error("PayPal is not configured");
    return (await providers.paypal.refundCapture(psp, { amountMinor, currency }, refundId)).id;
  }
  if (payment.paymentType === "affirm") {
    if (!providers.affirm) throw new Error("Affirm is not configured");
    return (await providers.affirm.refund(psp, amountMinor, refundId)).id;
  }
  await providers.provider
    .capture(psp, { currency, value: payment.amountMinor ?? 0 }, `capture:${r.orderId}`)
    .catch((err: unknown) => {
      // Already captured (an earlier refund, or a capture elsewhere): refund what was captured.
      if (!(err instanceof PaymentRejectedError)) throw err;
    });
  return (await providers.provider.refund(psp, { currency, value: amountMinor }, refundId)).pspReference;
}
