import { pageMessagesOf, translate } from "../../lib/i18n/messages.ts";
import type { AccountKey } from "../account/messages.ts";
import type { OrdersKey } from "./messages.ts";

type Matches = readonly ({ loaderData?: unknown; data?: unknown } | undefined)[];

/** An order page's document title: "{title} | Ironworks" in the page's language (orders catalog). */
export function ordersTitle(matches: Matches, key: OrdersKey, values?: Record<string, string | number>) {
  const pages = pageMessagesOf(matches);
  const documentTitle: AccountKey = "account.documentTitle";
  return [{ title: translate(pages, documentTitle, { title: translate(pages, key, values) }) }];
}
