import type en from "./messages/en.json";

/** A key of the payment catalog (messages/en.json): `useT<PaymentKey>()` rejects any other. */
export type PaymentKey = keyof typeof en;
