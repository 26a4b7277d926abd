import type en from "./messages/en.json";

/** A key of The Index's catalog (messages/en.json): `useT<IndexKey>()` rejects any other. */
export type IndexKey = keyof typeof en;
