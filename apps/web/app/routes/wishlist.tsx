import { data } from "react-router";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { WishlistPublicView } from "../features/lists/wishlist/WishlistPublicView.tsx";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/wishlist";

// A shared wishlist is reachable by link, not meant for search engines.
export const handle: RouteHandle = { noindex: true };

/** SPEC §2 /wishlist/{urlKey}: a customer's wishlist by its public handle; anything else is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site } = localeFromRequest(request);
  const wishlist = await context.services.lists.findPublic(params.urlKey, site);
  if (wishlist?.type !== "wishlist") throw data(null, { status: 404 });
  return { wishlist };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found | Ironworks" }];
  return [{ title: `${d.wishlist.name} | Wishlist | Ironworks` }];
}

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  return <WishlistPublicView wishlist={loaderData.wishlist} />;
}

export const ErrorBoundary = ListErrorBoundary;
