import { ERRORS, type PlaceOrderResponse } from "@ironworks/contracts";
import { httpError } from "../../../platform/errors.ts";
import { PaymentRejectedError, PaymentUnavailableError } from "../../payment/index.ts";
import { fromResult, type PaymentJson, type PayOutcome } from "../checkout.pay.ts";
import type { Buyer, CheckoutContext } from "./context.ts";
import { requireReadable } from "./read.ts";
import { answer, settle } from "./settle.ts";

/**
 * POST /order/{id}/payment/details: the 3-D Secure step's result, finished at the gateway, then
 * settled like a placement's payment. Unavailable leaves the order pending (the shopper may retry).
 */
export async function paymentDetails(
  ctx: CheckoutContext,
  buyer: Buyer,
  orderId: string,
  details: Record<string, string>,
  paymentData?: string,
): Promise<PlaceOrderResponse> {
  const order = await requireReadable(ctx, buyer, orderId);
  if (order.status !== "payment_pending")
    throw httpError(ERRORS.threeDs, "This payment is not waiting for 3-D Secure.", {
      status: order.status,
    });
  let outcome: PayOutcome;
  try {
    const stored = (order.payment as unknown as PaymentJson).action?.paymentData;
    const data = paymentData ?? (typeof stored === "string" ? stored : undefined);
    const result = await ctx.deps.provider.details({ details, ...(data ? { paymentData: data } : {}) });
    outcome = fromResult(result, false);
    if (result.merchantReference && result.merchantReference !== order.id)
      outcome = { kind: "refused", payment: {}, error: httpError(ERRORS.threeDs) };
  } catch (err) {
    if (err instanceof PaymentUnavailableError)
      outcome = { kind: "unavailable", error: httpError(ERRORS.paymentUnavailable) };
    else if (err instanceof PaymentRejectedError)
      outcome = {
        kind: "refused",
        payment: {},
        error: httpError(ERRORS.threeDs, "The 3-D Secure result is invalid or was already used."),
      };
    else throw err;
  }
  if (outcome.kind === "refused" && outcome.error.code === ERRORS.paymentError.code)
    outcome = {
      ...outcome,
      error: httpError(ERRORS.threeDs, outcome.error.message, outcome.error.details),
    };
  if (outcome.kind === "unavailable") throw outcome.error; // still pending: the shopper may retry
  const settled = await settle(ctx, order, outcome);
  return answer(settled, outcome);
}
