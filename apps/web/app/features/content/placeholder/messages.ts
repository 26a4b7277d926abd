import type en from "./messages/en.json";

/** A key of the placeholder catalog (messages/en.json): `useT<PlaceholderKey>()` rejects any other. */
export type PlaceholderKey = keyof typeof en;
