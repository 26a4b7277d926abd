import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { MyListsView } from "../features/lists/account/MyListsView.tsx";
import { requireCustomer } from "../features/lists/account/lists.server.ts";
import { listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account.my-lists";

export const handle: RouteHandle = { noindex: true };

/** Lists a customer keeps by themselves; buy-now and registry-purchase records are the store's. */
const SHOWN = new Set(["quote", "sfl", "wishlist", "registry"]);

/** SPEC §2 /account/my-lists: every list of the customer (earlier carts included), with counts and links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const lists = await context.services.lists.listLists(owner, site);
  // Earlier carts stay listed (inactive quotes); a deleted wishlist or registry does not.
  return {
    lists: lists.filter((l) => SHOWN.has(l.type) && (l.type === "quote" || l.metadata.isActive)),
    messages: listPageMessages(request).messages,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const key: ListsKey = "lists.myLists.documentTitle";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

export default function MyListsRoute({ loaderData }: Route.ComponentProps) {
  return <MyListsView lists={loaderData.lists} />;
}

export const ErrorBoundary = ListErrorBoundary;
