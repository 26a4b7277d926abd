import type { Order, OrderPaymentIn, PlaceOrderRequest, PlaceOrderResponse } from "@ironworks/contracts";
import { toMinor } from "@ironworks/domain";
import { OrderCallError } from "./checkout-api.ts";
import type { OrderError } from "./order-errors.ts";

/**
 * Placing the order (SPEC §4): captcha token (action "order"), browser info for EUR/GBR card
 * payments, a post that takes at least 500 ms, 3-D Secure when the answer is payment_pending,
 * then the order reloaded by id. order_already_published: the existing order counts as this one
 * when its grand total is the same (SPEC §8). Dependencies come in, so this is tested without a page.
 */
export const ORDER_POST_MIN_MS = 500;

export interface PlaceDeps {
  captcha(): Promise<string>;
  post(body: PlaceOrderRequest, captchaToken: string): Promise<PlaceOrderResponse>;
  getOrder(orderId: string): Promise<Order>;
  /** The payment module's completePaymentAction (3-D Secure). */
  completePayment(answer: PlaceOrderResponse): Promise<PlaceOrderResponse>;
  wait(ms: number): Promise<void>;
}

export type PlaceResult = { ok: true; order: Order } | { ok: false; error: OrderError; existing?: Order };

const asOrderError = (err: unknown): OrderError => {
  if (err instanceof OrderCallError) return err.error;
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e && typeof e.code === "string")
    return { code: e.code, message: typeof e.message === "string" ? e.message : e.code };
  return { code: "network", message: e && typeof e.message === "string" ? e.message : "network" };
};

export async function placeOrder(request: PlaceOrderRequest, deps: PlaceDeps): Promise<PlaceResult> {
  const token = await deps.captcha().catch(() => "");
  const minimum = deps.wait(ORDER_POST_MIN_MS);
  let answer: PlaceOrderResponse;
  try {
    const posted = deps.post(request, token);
    // The post takes at least 500 ms, failures included.
    await Promise.allSettled([posted, minimum]);
    answer = await posted;
  } catch (err) {
    const error = asOrderError(err);
    if (error.code === "order_already_published") return alreadyPublished(error, request, deps);
    return { ok: false, error };
  }
  try {
    if (answer.status === "payment_pending") answer = await deps.completePayment(answer);
  } catch (err) {
    const error = asOrderError(err);
    return { ok: false, error: error.code === "network" ? { ...error, code: "payment_error" } : error };
  }
  if (answer.status === "payment_error" || answer.status === "payment_pending")
    return {
      ok: false,
      error: {
        code: answer.payment.threeDsState ? "three_ds" : "payment_error",
        message: answer.payment.resultCode ?? "",
      },
    };
  try {
    return { ok: true, order: await deps.getOrder(answer.orderId) };
  } catch (err) {
    return { ok: false, error: asOrderError(err) };
  }
}

async function alreadyPublished(error: OrderError, request: PlaceOrderRequest, deps: PlaceDeps): Promise<PlaceResult> {
  const details = error.details as { orderId?: unknown } | undefined;
  const orderId = typeof details?.orderId === "string" ? details.orderId : null;
  if (!orderId) return { ok: false, error };
  try {
    const existing = await deps.getOrder(orderId);
    const same = toMinor(existing.totals.grandTotalIncludingTax) === toMinor(request.totals.grandTotalIncludingTax);
    return same ? { ok: true, order: existing } : { ok: false, error, existing };
  } catch {
    return { ok: false, error };
  }
}

/**
 * While an order is being placed (and after it was, until the success page shows) checkout's data
 * must not reload: the server has consumed the cart, and the layout would send the shopper to
 * /cart (a health tick can land in that window). The layout's shouldRevalidate reads this.
 */
let inFlight = false;
export const placementInFlight = () => inFlight;
export function markPlacementInFlight(value: boolean): void {
  inFlight = value;
}

/** SPEC §4: a placement while one is loading is refused. */
export function createPlacementGuard() {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      if (busy) return null;
      busy = true;
      try {
        return await work();
      } finally {
        busy = false;
      }
    },
  };
}

/** SPEC §4: browser info for EUR/GBR card payments (3-D Secure 2). */
export function needsBrowserInfo(currency: string, payment: Pick<OrderPaymentIn, "paymentType">): boolean {
  return (
    (currency === "EUR" || currency === "GBP") &&
    (payment.paymentType === "card" || payment.paymentType === "storedCard")
  );
}
