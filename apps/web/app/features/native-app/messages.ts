import type en from "./messages/en.json";

/** A key of the native app's catalog (messages/en.json): `useT<AppKey>()` rejects any other. */
export type AppKey = keyof typeof en;
