import type en from "./messages/en.json";

/** A key of the signup pages' catalog (messages/en.json): `useT<SignupPageKey>()` rejects any other. */
export type SignupPageKey = keyof typeof en;
