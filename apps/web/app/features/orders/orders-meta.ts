import { pageMessagesOf, translate } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";

type Matches = readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];

/** An order page's document title in the page's language (orders catalog), with the brand after it. */
export function ordersTitle(matches: Matches, key: OrdersKey, values?: Record<string, string | number>) {
  const pages = pageMessagesOf(matches);
  return [{ title: `${translate(pages, key, values)} | Ironworks` }];
}
