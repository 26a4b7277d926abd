import type en from "./messages/en.json";

/** A key of the compare catalog (messages/en.json): `useT<CompareKey>()` rejects any other. */
export type CompareKey = keyof typeof en;
