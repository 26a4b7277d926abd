import type en from "./messages/en.json";

/** A key of the review pages' catalog (messages/en.json). */
export type ReviewPagesKey = keyof typeof en;
