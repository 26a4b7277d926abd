import type en from "./messages/en.json";

/** A key of the lists catalog (messages/en.json): wishlists, registries, back-in-stock, account lists. */
export type ListsKey = keyof typeof en;
