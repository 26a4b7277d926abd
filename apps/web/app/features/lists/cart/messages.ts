import type en from "./messages/en.json";

/** A key of the cart catalog (messages/en.json). */
export type CartKey = keyof typeof en;
