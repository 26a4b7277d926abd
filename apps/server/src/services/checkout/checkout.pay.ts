import { ERRORS, type PlaceOrderInput } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { fieldError, HttpError, httpError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import {
  type PaymentProvider,
  PaymentRejectedError,
  type PaymentResult,
  PaymentUnavailableError,
  type StoredCard,
  shopperReference,
} from "../payment/index.ts";
import type { OrderRow } from "./checkout.repository.ts";

/**
 * The gateway step of an order (ADR 0016), after the order transaction committed: card, stored
 * card, wallet (Adyen-shaped provider), PayPal capture, Affirm authorise + capture. Its outcome
 * (authorised / pending / refused / unavailable) is settled by the service.
 */

/** PayPal Orders v2 capture (services/payment/paypal.provider.ts). */
export interface PaypalPort {
  capture(
    id: string,
    amount: { amountMinor: number; currency: string },
    idempotencyKey?: string,
  ): Promise<{ status: string; captureId: string }>;
}

/** Affirm authorise + capture (services/payment/affirm.provider.ts). */
export interface AffirmPort {
  authorize(checkoutToken: string, orderId: string): Promise<{ id: string; amountMinor: number }>;
  capture(id: string): Promise<unknown>;
  void(id: string): Promise<unknown>;
}

/** The order row's payment (jsonb). */
export interface PaymentJson {
  paymentType: string;
  amountMinor: number;
  resultCode: string | null;
  action: Record<string, unknown> | null;
  brand: string | null;
  lastFour: string | null;
  pspReference: string | null;
  refusalReason?: string;
  storedPaymentMethodId?: string;
  captureId?: string;
  /** wallet: applepay / googlepay. */
  adyenType?: string;
}

export type PayOutcome =
  /** `stored`: the card the gateway kept for the shopper (storeCard), saved to the card list after payment. */
  | { kind: "authorised"; payment: Partial<PaymentJson>; stored?: StoredCard }
  | { kind: "pending"; payment: Partial<PaymentJson> }
  | { kind: "refused"; error: HttpError; payment: Partial<PaymentJson> }
  | { kind: "unavailable"; error: HttpError };

export function fromResult(result: PaymentResult, usedStoredWithoutCvc: boolean): PayOutcome {
  const payment: Partial<PaymentJson> = {
    resultCode: result.resultCode,
    pspReference: result.pspReference,
    brand: result.card?.brand ?? null,
    lastFour: result.card?.lastFour ?? null,
    action: result.action ?? null,
    ...(result.refusalReason ? { refusalReason: result.refusalReason } : {}),
  };
  switch (result.resultCode) {
    case "Authorised":
      return {
        kind: "authorised",
        payment: {
          ...payment,
          ...(result.stored ? { storedPaymentMethodId: result.stored.storedPaymentMethodId } : {}),
        },
        ...(result.stored ? { stored: result.stored } : {}),
      };
    case "IdentifyShopper":
    case "ChallengeShopper":
    case "RedirectShopper":
    case "Received":
    case "Pending":
      return { kind: "pending", payment };
    default: {
      // testpay (Adyen): "CVC Declined" (24) for a stored card sent without its security code.
      if (usedStoredWithoutCvc && result.refusalReasonCode === "24")
        return {
          kind: "refused",
          payment,
          error: httpError(ERRORS.cvvRequired, "Please enter the security code (CVV) of your card.", {
            fields: [{ field: "payment.encryptedSecurityCode", message: "is required" }],
          }),
        };
      const threeDs = result.refusalReasonCode === "11";
      return {
        kind: "refused",
        payment,
        error: threeDs
          ? httpError(ERRORS.threeDs, "The card's 3-D Secure check failed.", { reason: result.refusalReason })
          : httpError(
              ERRORS.paymentError,
              `Your payment was declined${result.refusalReason ? `: ${result.refusalReason}` : ""}.`,
              {
                reason: result.refusalReason ?? result.resultCode,
              },
            ),
      };
    }
  }
}

/** What the gateway step needs. */
interface PayDeps {
  provider: PaymentProvider;
  paypal?: PaypalPort;
  affirm?: AffirmPort;
  logger?: Logger;
}

/** What the gateway step pays: the committed order, the body (its payment details), the buyer, the site. */
type PayArgs = [order: OrderRow, input: PlaceOrderInput, buyer: { customerId: number | null }, site: Site];

/** Card or stored card (Adyen-shaped): 3-D Secure may follow (pending). */
async function authoriseCard(provider: PaymentProvider, ...[order, input, buyer, site]: PayArgs): Promise<PayOutcome> {
  const p = order.payment as unknown as PaymentJson;
  const stored = p.paymentType === "storedCard";
  const card = input.payment.card;
  const result = await provider.authorise({
    reference: order.id,
    amount: { currency: site.currency, value: p.amountMinor },
    paymentMethod: stored
      ? {
          storedPaymentMethodId: input.payment.storedPaymentMethodId as string,
          ...(input.payment.encryptedSecurityCode
            ? { encryptedSecurityCode: input.payment.encryptedSecurityCode }
            : {}),
        }
      : {
          encryptedCardNumber: card?.encryptedCardNumber ?? "",
          encryptedExpiryMonth: card?.encryptedExpiryMonth ?? "",
          encryptedExpiryYear: card?.encryptedExpiryYear ?? "",
          ...(card?.encryptedSecurityCode ? { encryptedSecurityCode: card.encryptedSecurityCode } : {}),
          ...(card?.holderName ? { holderName: card.holderName } : {}),
        },
    ...(buyer.customerId !== null && (stored || input.payment.storeCard)
      ? { shopperReference: shopperReference(buyer.customerId) }
      : {}),
    ...(!stored && input.payment.storeCard && buyer.customerId !== null ? { storePaymentMethod: true } : {}),
    ...(input.payment.returnUrl ? { returnUrl: input.payment.returnUrl } : {}),
    // SPEC §4: browser info is collected for EUR/GBR card payments (3-D Secure 2).
    ...(input.payment.browserInfo && site.pricesIncludeVat ? { browserInfo: input.payment.browserInfo } : {}),
    idempotencyKey: order.id,
  });
  return fromResult(result, stored && !input.payment.encryptedSecurityCode);
}

/** Apple Pay / Google Pay: the wallet's token, authorised like a card (no 3-D Secure step). */
async function authoriseWallet(
  provider: PaymentProvider,
  order: OrderRow,
  input: PlaceOrderInput,
  site: Site,
): Promise<PayOutcome> {
  const p = order.payment as unknown as PaymentJson;
  const token = input.payment.transactionToken as string;
  const result = await provider.authorise({
    reference: order.id,
    amount: { currency: site.currency, value: p.amountMinor },
    paymentMethod:
      p.adyenType === "googlepay"
        ? { type: "googlepay", googlePayToken: token }
        : { type: "applepay", applePayToken: token },
    idempotencyKey: order.id,
  });
  return fromResult(result, false);
}

/** PayPal: the approved order captured for exactly our amount. */
async function capturePaypal(deps: PayDeps, order: OrderRow, input: PlaceOrderInput, site: Site): Promise<PayOutcome> {
  const p = order.payment as unknown as PaymentJson;
  if (!deps.paypal) return { kind: "unavailable", error: httpError(ERRORS.paymentUnavailable) };
  const captured = await deps.paypal.capture(
    input.payment.transactionToken as string,
    { amountMinor: p.amountMinor, currency: site.currency },
    order.id,
  );
  if (captured.status !== "COMPLETED")
    return {
      kind: "refused",
      payment: {},
      error: httpError(ERRORS.paymentError, "PayPal did not complete the payment."),
    };
  return {
    kind: "authorised",
    payment: { resultCode: "Authorised", captureId: captured.captureId, pspReference: captured.captureId },
  };
}

/** Affirm: authorise, void if the amount differs from ours, else capture. */
async function captureAffirm(deps: PayDeps, order: OrderRow, input: PlaceOrderInput): Promise<PayOutcome> {
  const p = order.payment as unknown as PaymentJson;
  if (!deps.affirm) return { kind: "unavailable", error: httpError(ERRORS.paymentUnavailable) };
  const auth = await deps.affirm.authorize(input.payment.transactionToken as string, order.id).catch((err) => {
    if (err instanceof PaymentRejectedError && err.errorCode === "auth-declined")
      throw httpError(ERRORS.paymentError, "Affirm declined this purchase.", { reason: "auth-declined" });
    throw err;
  });
  if (auth.amountMinor !== p.amountMinor) {
    await deps.affirm.void(auth.id).catch(() => undefined);
    return {
      kind: "refused",
      payment: {},
      error: httpError(ERRORS.paymentError, "The Affirm amount does not match the order.", {
        reason: "amount_mismatch",
      }),
    };
  }
  await deps.affirm.capture(auth.id);
  return { kind: "authorised", payment: { resultCode: "Authorised", pspReference: auth.id } };
}

export function createPayStep(deps: PayDeps) {
  async function pay(...[order, input, buyer, site]: PayArgs): Promise<PayOutcome> {
    const p = order.payment as unknown as PaymentJson;
    if (p.amountMinor === 0) return { kind: "authorised", payment: { resultCode: "Authorised" } };
    try {
      switch (p.paymentType) {
        case "card":
        case "storedCard":
          return await authoriseCard(deps.provider, order, input, buyer, site);
        case "wallet":
          return await authoriseWallet(deps.provider, order, input, site);
        case "paypal":
          return await capturePaypal(deps, order, input, site);
        case "affirm":
          return await captureAffirm(deps, order, input);
        default:
          return { kind: "refused", payment: {}, error: fieldError("payment.paymentType", "is not available") };
      }
    } catch (err) {
      if (err instanceof PaymentUnavailableError) {
        deps.logger?.warn("payment gateway unavailable", { orderId: order.id, message: err.message });
        return { kind: "unavailable", error: httpError(ERRORS.paymentUnavailable) };
      }
      if (err instanceof PaymentRejectedError) {
        const mismatch = err.errorCode === "AMOUNT_MISMATCH";
        return {
          kind: "refused",
          payment: {},
          error: httpError(
            ERRORS.paymentError,
            mismatch ? "The PayPal amount does not match the order." : "The payment details expired or are invalid.",
            { reason: mismatch ? "amount_mismatch" : err.errorCode || "rejected" },
          ),
        };
      }
      if (err instanceof HttpError) return { kind: "refused", payment: {}, error: err };
      throw err;
    }
  }

  return pay;
}
