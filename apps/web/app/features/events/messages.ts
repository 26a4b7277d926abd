import type en from "./messages/en.json";

/** A key of the events catalog (messages/en.json): `useT<EventsKey>()` rejects any other. */
export type EventsKey = keyof typeof en;
