import type { List, ListItem } from "@ironworks/contracts";
import { fromMinor, toMinor } from "@ironworks/domain";
import { type CartIntent, parseIntent } from "./cart-intents.ts";

/** A change the browser has sent and the server has not answered yet. */
export type PendingChange = Extract<CartIntent, { itemId: string }>;

export interface ViewItem extends ListItem {
  /** Shown as the browser expects it to be; the server's answer replaces it. */
  pending: boolean;
  /**
   * Removed or moved away, awaiting the server: the row stays mounted but hidden, so its fetcher
   * can still report a failure (the row then comes back with the server's answer).
   */
  gone: boolean;
}

export interface ViewList {
  listId: string | null;
  items: ViewItem[];
  qty: number;
  subtotal: number;
  /** Some item of this list waits for the server: totals are an estimate. */
  pending: boolean;
}

/** The change a fetcher's form data asks for (anything unreadable is no change). */
export function pendingChange(formData: FormData | undefined): PendingChange | null {
  if (!formData) return null;
  try {
    const intent = parseIntent(formData);
    return "itemId" in intent ? intent : null;
  } catch {
    return null;
  }
}

function withQty(item: ListItem, qty: number): ViewItem {
  const price = item.price
    ? { ...item.price, qty, rowTotal: fromMinor(toMinor(item.price.unitPrice) * qty) }
    : undefined;
  return { ...item, qty, ...(price ? { price } : {}), pending: true, gone: false };
}

function view(list: List | null, items: ViewItem[], touched: boolean): ViewList {
  if (!touched && list)
    return { listId: list._id, items, qty: list.totals.qty, subtotal: list.totals.subtotal, pending: false };
  let qty = 0;
  let subtotal = 0;
  for (const item of items) {
    if (item.gone) continue;
    qty += item.qty;
    subtotal += item.price ? toMinor(item.price.rowTotal) : 0;
  }
  return { listId: list?._id ?? null, items, qty, subtotal: fromMinor(subtotal), pending: touched };
}

/**
 * The cart and save-for-later list as they will be once the pending changes land: new
 * quantities (row totals re-multiplied from the unit price, never a price of the browser's
 * making), removed lines hidden, moved lines shown in their new list (under a `moving:` id) and
 * hidden in the old one. The loader's next answer wins.
 */
export function applyPending(
  cart: List | null,
  sfl: List | null,
  pending: PendingChange[],
): { cart: ViewList; sfl: ViewList } {
  const fresh = (i: ListItem): ViewItem => ({ ...i, pending: false, gone: false });
  let cartItems = (cart?.items ?? []).map(fresh);
  let sflItems = (sfl?.items ?? []).map(fresh);
  const hide = (items: ViewItem[], item: ViewItem) => items.map((i) => (i === item ? { ...i, gone: true } : i));
  let cartTouched = false;
  let sflTouched = false;
  for (const change of pending) {
    const inCart = cartItems.find((i) => i._id === change.itemId && !i.gone);
    const inSfl = sflItems.find((i) => i._id === change.itemId && !i.gone);
    switch (change.intent) {
      case "update-qty":
        if (inCart) {
          cartItems = cartItems.map((i) => (i === inCart ? withQty(i, change.qty) : i));
          cartTouched = true;
        }
        break;
      case "remove":
        if (inCart && change.list === "cart") {
          cartItems = hide(cartItems, inCart);
          cartTouched = true;
        }
        if (inSfl && change.list === "sfl") {
          sflItems = hide(sflItems, inSfl);
          sflTouched = true;
        }
        break;
      case "move-to-sfl":
        if (inCart) {
          cartItems = hide(cartItems, inCart);
          sflItems = [{ ...inCart, _id: `moving:${inCart._id}`, pending: true }, ...sflItems];
          cartTouched = sflTouched = true;
        }
        break;
      case "move-to-cart":
        if (inSfl) {
          sflItems = hide(sflItems, inSfl);
          cartItems = [...cartItems, { ...inSfl, _id: `moving:${inSfl._id}`, pending: true }];
          cartTouched = sflTouched = true;
        }
        break;
    }
  }
  return { cart: view(cart, cartItems, cartTouched), sfl: view(sfl, sflItems, sflTouched) };
}
