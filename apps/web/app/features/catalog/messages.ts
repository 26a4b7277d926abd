import type en from "./messages/en.json";

/** A key of the catalog catalog (messages/en.json): product and category pages' words. */
export type CatalogKey = keyof typeof en;
