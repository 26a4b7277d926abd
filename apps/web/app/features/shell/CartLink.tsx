import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { CartIcon } from "./icons.tsx";

export function cartLabel(qty: number) {
  return `Cart, ${qty} ${qty === 1 ? "item" : "items"}`;
}

/** Cart icon with the quantity; the badge is always rendered so its space never shifts. */
export function CartLink({ qty }: { qty: number }) {
  const { href } = useLocaleTools();
  const shown = qty > 99 ? "99+" : String(qty);
  return (
    <Link to={href("/cart")} className="header-action cart-link" aria-label={cartLabel(qty)}>
      <CartIcon />
      <span className={`cart-link__count${qty > 0 ? " cart-link__count--filled" : ""}`} aria-hidden="true">
        {shown}
      </span>
    </Link>
  );
}
