import { useLocaleTools } from "../../lib/locale.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { useCartCount } from "../lists/cart/use-cart-count.ts";
import { CartIcon } from "./icons.tsx";
import type { ShellKey } from "./messages.ts";
import { usePersonalIsland } from "./personal.ts";

/**
 * Cart icon with the quantity; the badge is always rendered so its space never shifts. While an
 * add or a cart change is in flight it shows the quantity expected (features/lists use-cart-count).
 * On a page shared by sessions (ADR 0061) the count comes from the personal island; until then the
 * badge is empty (same size, nothing shifts).
 */
export function CartLink({ qty: serverQty }: { qty: number }) {
  const { url } = useLocaleTools();
  const { pending, island } = usePersonalIsland();
  const qty = useCartCount(island ? island.cartQty : serverQty);
  const t = useT<ShellKey>();
  const shown = pending && qty === 0 ? "" : qty > 99 ? "99+" : String(qty);
  return (
    <a
      href={url("/cart")}
      data-discover="true"
      className="header-action cart-link"
      aria-label={t("shell.cart", { count: qty })}
    >
      <CartIcon />
      <span className={`cart-link__count${qty > 0 ? " cart-link__count--filled" : ""}`} aria-hidden="true">
        {shown}
      </span>
    </a>
  );
}
