import type en from "./messages/en.json";

/** A key of the validation catalog (messages/en.json). */
export type ValidationMessageKey = keyof typeof en;
