import type en from "./messages/en.json";

/** A key of the pagination catalog (category/messages/en.json). */
export type PaginationKey = keyof typeof en;
