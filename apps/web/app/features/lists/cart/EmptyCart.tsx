import { Link } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";

/** The empty cart: say so, and offer a way back into the store. */
export function EmptyCart() {
  const { href } = useLocaleTools();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="cart-empty__title">Your cart is empty.</p>
      <p>Find something for your training: browse the store or see today's deals.</p>
      <p className="cart-empty__links">
        <Link to={href("/")} className={buttonClass()}>
          Continue shopping
        </Link>
        <Link to={href("/deals")} className={buttonClass({ variant: "secondary" })}>
          See deals
        </Link>
      </p>
    </div>
  );
}
