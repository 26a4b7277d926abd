import type en from "./messages/en.json";

/** A key of the newsletter catalog (messages/en.json): `useT<NewsletterKey>()` rejects any other. */
export type NewsletterKey = keyof typeof en;
