import type en from "./messages/en.json";

/** A key of the ZEUS catalog (messages/en.json): `useT<ZeusKey>()` rejects any other. */
export type ZeusKey = keyof typeof en;
