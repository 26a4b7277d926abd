import type en from "./messages/en.json";

/** A key of the consent catalog (messages/en.json): `useT<ConsentKey>()` rejects any other. */
export type ConsentKey = keyof typeof en;
