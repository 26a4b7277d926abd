import type en from "./messages/en.json";

/** A key of the checkout catalog (messages/en.json): `useT<CheckoutKey>()` rejects any other. */
export type CheckoutKey = keyof typeof en;
