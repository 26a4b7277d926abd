import type en from "./messages/en.json";

/** A key of the gift card catalog (messages/en.json): `useT<GiftcardKey>()` rejects any other. */
export type GiftcardKey = keyof typeof en;
