import { pageMessagesOf, translate } from "../../lib/i18n/messages.ts";
import type { AccountKey } from "./messages.ts";

type Matches = readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];

/** A page's document title from the account catalog, in the page's language, with the brand after it. */
export function accountTitle(matches: Matches, key: AccountKey, values?: Record<string, string | number>) {
  const pages = pageMessagesOf(matches);
  return [{ title: `${translate(pages, key, values)} | Ironworks` }];
}
