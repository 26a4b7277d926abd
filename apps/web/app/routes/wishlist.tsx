import { data } from "react-router";
import { languageOf } from "@ironworks/domain";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { WishlistPublicView } from "../features/lists/wishlist/WishlistPublicView.tsx";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/wishlist";

// A shared wishlist is reachable by link, not meant for search engines.
export const handle: RouteHandle = { noindex: true };

/** SPEC §2 /wishlist/{urlKey}: a customer's wishlist by its public handle; anything else is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, locale } = localeFromRequest(request);
  // Item names in the visitor's language (ADR 0038).
  const wishlist = await context.services.lists.findPublic(params.urlKey, site, languageOf(locale));
  if (wishlist?.type !== "wishlist") throw data(null, { status: 404 });
  return { wishlist, messages: listPageMessages(request).messages };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const pages = pageMessagesOf(matches);
  if (!d) return [{ title: translate(pages, "content.notFound.documentTitle") }];
  const key: ListsKey = "lists.wishlist.documentTitle";
  return [{ title: translate(pages, key, { name: d.wishlist.name }) }];
}

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistPublicView wishlist={loaderData.wishlist} />;
}

export const ErrorBoundary = ListErrorBoundary;
