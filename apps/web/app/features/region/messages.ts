import type en from "./messages/en.json";

/** A key of the region catalog (messages/en.json): `useT<RegionKey>()` rejects any other. */
export type RegionKey = keyof typeof en;
