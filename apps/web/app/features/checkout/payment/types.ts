import type { OrderPaymentIn } from "@ironworks/contracts";

/** The payment the page will send, less the amount (the page computes it: grand total less gift cards). */
export type PaymentDraft = Omit<OrderPaymentIn, "amount">;

/** A gift card the shopper applied: its balance and the part of the order it pays. */
export interface AppliedGiftcard {
  code: string;
  balance: number;
  amount: number;
}
