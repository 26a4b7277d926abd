import type en from "./messages/en.json";

/** A key of the back-in-stock catalog (messages/en.json): NotifyMe's words on product pages. */
export type BinKey = keyof typeof en;
