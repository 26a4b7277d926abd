import type en from "./messages/en.json";

/** A key of the line catalog (messages/en.json). */
export type LineKey = keyof typeof en;
