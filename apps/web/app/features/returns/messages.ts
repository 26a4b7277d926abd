import type en from "./messages/en.json";

/** A key of the returns catalog (messages/en.json): `useT<ReturnsKey>()` rejects any other. */
export type ReturnsKey = keyof typeof en;
