import type en from "./messages/en.json";

/** A key of the search catalog (messages/en.json): `useT<SearchKey>()` rejects any other. */
export type SearchKey = keyof typeof en;
