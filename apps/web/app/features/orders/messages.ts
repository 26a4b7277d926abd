import type en from "./messages/en.json";

/** A key of the orders catalog (messages/en.json). */
export type OrdersKey = keyof typeof en;
