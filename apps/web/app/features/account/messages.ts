import type en from "./messages/en.json";

/** A key of the account catalog (messages/en.json): `useT<AccountKey>()` rejects any other. */
export type AccountKey = keyof typeof en;
