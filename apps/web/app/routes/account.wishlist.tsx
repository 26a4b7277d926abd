import { data, redirect } from "react-router";
import { ListErrorBoundary } from "../features/lists/account/ListErrorBoundary.tsx";
import { localPath, publicListUrl, requireCustomer, serviceFailure } from "../features/lists/account/lists.server.ts";
import { failureWords, listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { AccountWishlistView, type ListNotice } from "../features/lists/wishlist/AccountWishlistView.tsx";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account.wishlist";

export const handle: RouteHandle = { noindex: true };

/** What a finished change says (`?done=`): `lists.wishlist.done.<done>`. */
const DONE = new Set(["moved", "removed", "public", "private"]);

/** SPEC §2 /account/wishlist: the customer's wishlist with price and stock per item. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const lists = await context.services.lists.listLists(owner, site, { activeOnly: true });
  const wishlist = lists.find((l) => l.type === "wishlist") ?? null;
  const shareUrl =
    wishlist?.urlKey && wishlist.metadata.isPublic === true
      ? publicListUrl(request, context, "wishlist", wishlist.urlKey)
      : null;
  const done = new URL(request.url).searchParams.get("done");
  const { messages, words } = listPageMessages(request);
  const notice: ListNotice | null =
    done && DONE.has(done) ? { kind: "success", message: words(`lists.wishlist.done.${done}` as ListsKey) } : null;
  return { wishlist, shareUrl, notice, messages };
}

/** Remove an item, or move it to the cart (merged and capped to stock like any add). */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireCustomer(request, context);
  const { site } = localeFromRequest(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const itemId = String(form.get("itemId") ?? "");
  try {
    if (intent === "move-to-cart") {
      await context.services.lists.moveItem(owner, site, itemId, "quote");
      return redirect(localPath(request, "/account/wishlist?done=moved"));
    }
    if (intent === "set-public") {
      const lists = await context.services.lists.listLists(owner, site, { activeOnly: true });
      const wishlist = lists.find((l) => l.type === "wishlist");
      const isPublic = form.get("isPublic") === "1";
      if (wishlist) await context.services.lists.updateMetadata(owner, site, wishlist._id, { isPublic });
      return redirect(localPath(request, `/account/wishlist?done=${isPublic ? "public" : "private"}`));
    }
    if (intent === "remove") {
      const lists = await context.services.lists.listLists(owner, site, { activeOnly: true });
      const wishlist = lists.find((l) => l.type === "wishlist" && l.items.some((i) => i._id === itemId));
      if (wishlist) await context.services.lists.removeItem(owner, site, wishlist._id, itemId);
      return redirect(localPath(request, "/account/wishlist?done=removed"));
    }
  } catch (err) {
    const failure = serviceFailure(err);
    if (!failure) throw err;
    return data(
      { notice: { kind: "error", message: failureWords(request, failure) } as ListNotice },
      { status: failure.status },
    );
  }
  const unknown = listPageMessages(request).words("lists.unknownAction");
  return data({ notice: { kind: "error", message: unknown } as ListNotice }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  const key: ListsKey = "lists.wishlist.mineTitle";
  return [{ title: translate(pageMessagesOf(matches), key) }];
}

export default function AccountWishlistRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountWishlistView
      wishlist={loaderData.wishlist}
      shareUrl={loaderData.shareUrl}
      notice={actionData?.notice ?? loaderData.notice}
    />
  );
}

export const ErrorBoundary = ListErrorBoundary;
