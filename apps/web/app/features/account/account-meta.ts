import { pageMessagesOf, translate } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "../orders/messages.ts";
import type { AccountKey } from "./messages.ts";

type Matches = readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];

/**
 * An account or order page's document title, in the page's language (the route's loader, or the
 * account layout's, shipped the catalog), with the brand after it.
 */
export function accountTitle(matches: Matches, key: AccountKey | OrdersKey, values?: Record<string, string | number>) {
  return [{ title: `${translate(pageMessagesOf(matches), key, values)} | Ironworks` }];
}
