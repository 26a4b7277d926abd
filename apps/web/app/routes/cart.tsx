import { CartPage } from "../features/lists/cart/CartPage.tsx";
import { answerMessages } from "../features/lists/cart/cart-messages.ts";
import { cartAction, loadCart } from "../features/lists/cart/cart.server.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/cart";

export const handle: RouteHandle = { noindex: true };

/** The active cart and the save-for-later list (none for a visitor without a session). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCart(request, context);
}

/**
 * Cart changes: add, update-qty, remove, move-to-sfl, move-to-cart, add-to-wishlist, buy-now,
 * delete-buy-now; estimate (remember the place for "Estimate shipping & tax").
 */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export function meta() {
  return [{ title: "Cart | Ironworks" }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const refusedEstimate = actionData && !actionData.ok && actionData.intent === "estimate" ? actionData : null;
  return (
    <CartPage
      cart={loaderData.cart}
      sfl={loaderData.sfl}
      estimate={loaderData.estimate}
      initialMessages={answerMessages(actionData)}
      refusedEstimate={refusedEstimate}
    />
  );
}
