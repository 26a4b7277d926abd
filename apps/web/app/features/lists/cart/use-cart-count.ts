import type { List } from "@ironworks/contracts";
import { useFetchers, useRouteLoaderData } from "react-router";
import type { CartActionData } from "./cart-intents.ts";
import { applyPending, type PendingChange, pendingChange } from "./optimistic.ts";

interface FetcherLike {
  state: "idle" | "submitting" | "loading";
  formData?: FormData | undefined;
  json?: unknown;
  data?: unknown;
}

/** Σ qty an add-to-cart body asks for (a JSON body from the product page, or a form's `items`). */
function addedQty(f: FetcherLike): number {
  type Body = { intent?: unknown; items?: unknown };
  let body: Body | null = null;
  if (f.json && typeof f.json === "object") body = f.json as Body;
  else if (f.formData?.get("intent") === "add") {
    try {
      body = { intent: "add", items: JSON.parse(String(f.formData.get("items") ?? "null")) };
    } catch {
      return 0;
    }
  }
  if (body?.intent !== "add" || !Array.isArray(body.items)) return 0;
  return body.items.reduce<number>((s, i) => {
    const qty = (i as { qty?: unknown } | null)?.qty;
    return s + (typeof qty === "number" && Number.isInteger(qty) && qty > 0 ? qty : 0);
  }, 0);
}

/**
 * The header's cart count while changes are in flight: adds being sent count at once; an add the
 * server has answered counts as the quantity it kept (its answer's cart qty) until the header's
 * loader catches up; on the cart page, quantity changes, removals and moves count as the page
 * shows them (the same pending view). A refused change counts for nothing.
 */
export function pendingCartQty(
  serverQty: number,
  fetchers: readonly FetcherLike[],
  cartPage: { cart: List | null; sfl: List | null } | null,
): number {
  const busy = fetchers.filter((f) => f.state !== "idle");
  let base = serverQty;
  if (cartPage) {
    const changes = busy.map((f) => pendingChange(f.formData)).filter((c): c is PendingChange => c !== null);
    if (changes.length) base = applyPending(cartPage.cart, cartPage.sfl, changes).cart.qty;
  }
  let answered: number | null = null;
  let sending = 0;
  for (const f of busy) {
    const qty = addedQty(f);
    if (qty === 0) continue;
    const data = f.data as CartActionData | undefined;
    if (f.state === "submitting" || !data) sending += qty;
    else if (data.ok) answered = Math.max(answered ?? 0, data.qty);
  }
  return Math.max(0, Math.max(base, answered ?? 0) + sending);
}

/** `pendingCartQty` for the current page. */
export function useCartCount(serverQty: number): number {
  const fetchers = useFetchers();
  const cartPage = useRouteLoaderData("cart") as { cart: List | null; sfl: List | null } | undefined;
  return pendingCartQty(serverQty, fetchers as FetcherLike[], cartPage ?? null);
}
