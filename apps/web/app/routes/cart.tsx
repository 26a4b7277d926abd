import { CartPage } from "../features/lists/cart/CartPage.tsx";
import { answerMessages } from "../features/lists/cart/cart-messages.ts";
import { cartAction, loadCart } from "../features/lists/cart/cart.server.ts";
import { loadEmptyCartPicks } from "../features/lists/cart/empty-cart-picks.server.ts";
import { catalogCatalog } from "../features/catalog/messages.server.ts";
import { cartCatalog } from "../features/lists/cart/messages.server.ts";
import { lineCatalog } from "../features/lists/line/messages.server.ts";
import type { CartKey } from "../features/lists/cart/messages.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/cart";

export const handle: RouteHandle = { noindex: true };

/**
 * The active cart and the save-for-later list (none for a visitor without a session); an empty
 * cart also gets its recommendation row's products (ADR 0036).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await loadCart(request, context);
  return {
    ...data,
    emptyPicks: await loadEmptyCartPicks(request, context.services, data.cart),
    // The cart's words, its lines' and answers' (line), the catalog's (stock, SKU and price labels of its rows).
    messages: pageMessages(localeFromRequest(request).locale, cartCatalog, lineCatalog, catalogCatalog),
  };
}

/**
 * Cart changes: add, update-qty, remove, move-to-sfl, move-to-cart, add-to-wishlist, buy-now,
 * delete-buy-now; estimate (remember the place for "Estimate shipping & tax").
 */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: translate(pageMessagesOf(matches), "cart.documentTitle" satisfies CartKey) }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const refusedEstimate = actionData && !actionData.ok && actionData.intent === "estimate" ? actionData : null;
  return (
    <CartPage
      cart={loaderData.cart}
      sfl={loaderData.sfl}
      estimate={loaderData.estimate}
      emptyPicks={loaderData.emptyPicks}
      initialMessages={answerMessages(actionData)}
      refusedEstimate={refusedEstimate}
    />
  );
}
