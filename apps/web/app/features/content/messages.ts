import type en from "./messages/en.json";

/** A key of the content catalog (messages/en.json): `useT<ContentKey>()` rejects any other. */
export type ContentKey = keyof typeof en;
