import type en from "./messages/en.json";

/** A key of the gym map's catalog (messages/en.json). */
export type GymsKey = keyof typeof en;
