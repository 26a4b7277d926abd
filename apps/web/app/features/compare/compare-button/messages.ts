import type en from "./messages/en.json";

/** A key of the compare-button catalog (messages/en.json): `useT<CompareButtonKey>()` rejects any other. */
export type CompareButtonKey = keyof typeof en;
