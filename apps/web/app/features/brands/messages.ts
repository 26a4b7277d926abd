import type en from "./messages/en.json";

/** A key of the brands catalog (messages/en.json): `useT<BrandsKey>()` rejects any other. */
export type BrandsKey = keyof typeof en;
