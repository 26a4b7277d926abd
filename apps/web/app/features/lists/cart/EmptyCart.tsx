import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { CartKey } from "./messages.ts";

/** The empty cart: say so, and offer a way back into the store. */
export function EmptyCart() {
  const { href } = useLocaleTools();
  const t = useT<CartKey>();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="cart-empty__title">{t("cart.empty.title")}</p>
      <p>{t("cart.empty.text")}</p>
      <p className="cart-empty__links">
        <Link to={href("/")} className={buttonClass()}>
          {t("cart.empty.shop")}
        </Link>
        <Link to={href("/deals")} className={buttonClass({ variant: "secondary" })}>
          {t("cart.empty.deals")}
        </Link>
      </p>
    </div>
  );
}
