import type en from "./messages/en.json";

/** A key of the reviews catalog (messages/en.json). */
export type ReviewsKey = keyof typeof en;
