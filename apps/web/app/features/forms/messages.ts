import type en from "./messages/en.json";

/** A key of the forms catalog (messages/en.json): `useT<FormsKey>()` rejects any other. */
export type FormsKey = keyof typeof en;
