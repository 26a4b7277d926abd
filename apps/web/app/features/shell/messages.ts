import type en from "./messages/en.json";

/** A key of the shell catalog (messages/en.json): `useT<ShellKey>()` rejects any other. */
export type ShellKey = keyof typeof en;
