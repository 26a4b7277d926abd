import type { Product } from "@ironworks/contracts";
import { fromMinor, quantityLimits } from "@ironworks/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import type { CatalogKey } from "../messages.ts";
import { FieldError, invalidProps } from "./FieldError.tsx";
import type { PurchaseForm, PurchaseStatus } from "./use-purchase.ts";

/**
 * Quantity (within SPEC §5 limits), the live total from the pricing engine, and the submit
 * buttons: add to cart, buy now (straight to checkout) and add to wishlist. Each posts the
 * checked selection to the cart route's action (the form's submitter names the intent).
 */
export function PurchaseBox({
  target,
  showQuantity,
  recipeId,
  form,
  totalMinor,
  ready,
  busy = false,
  status,
  formError,
}: {
  /** The product whose quantity rules apply (the chosen configurable child, else the product). */
  target: Product;
  showQuantity: boolean;
  recipeId: string | null;
  form: PurchaseForm;
  totalMinor: number | null;
  ready: boolean;
  /** A submit is on its way: the buttons wait for its answer. */
  busy?: boolean;
  status: PurchaseStatus | null;
  formError: string | undefined;
}) {
  const { price, href } = useLocaleTools();
  const { site } = useLocale();
  const t = useT<CatalogKey>();
  const { min, max } = quantityLimits(target);
  const qtyError = form.error("qty");
  return (
    <div className="product-purchase">
      {recipeId ? (
        <p className="product-purchase__note" data-testid="recipe-note">
          {t("catalog.purchase.customised")}{" "}
          <span className="product-purchase__recipe">{t("catalog.purchase.design", { id: recipeId })}</span>
        </p>
      ) : null}
      <p className="product-total" data-testid="product-total">
        <span className="product-total__label">{t("catalog.purchase.total")}</span>{" "}
        <strong className="product-total__amount">{totalMinor === null ? "—" : price(fromMinor(totalMinor))}</strong>
        {totalMinor !== null && site.pricesIncludeVat ? (
          <span className="price__vat"> {t("catalog.price.inclVat")}</span>
        ) : null}
      </p>
      <div className="product-purchase__row">
        {showQuantity ? (
          <div className="product-purchase__qty">
            <label htmlFor="product-qty" className="option-label">
              {t("catalog.purchase.quantity")}
              {max === min ? (
                <span className="visually-hidden"> {t("catalog.purchase.fixed", { qty: min })}</span>
              ) : null}
            </label>
            <input
              id="product-qty"
              className="option-qty__input"
              type="number"
              inputMode="numeric"
              name="qty"
              min={min}
              max={max}
              value={form.state.qty}
              readOnly={max === min}
              onChange={(e) => form.update((s) => ({ ...s, qty: e.target.value }))}
              onBlur={() => form.touch("qty")}
              {...invalidProps("qty", qtyError)}
            />
          </div>
        ) : null}
        <Button
          type="submit"
          size="l"
          className="product-purchase__button"
          name="intent"
          value="add"
          disabled={!ready || busy}
        >
          {t("catalog.purchase.add")}
        </Button>
      </div>
      <div className="product-purchase__more">
        <Button type="submit" variant="secondary" name="intent" value="buy-now" disabled={!ready || busy}>
          {t("catalog.purchase.buyNow")}
        </Button>
        <Button type="submit" variant="ghost" name="intent" value="add-to-wishlist" disabled={!ready || busy}>
          {t("catalog.purchase.addToWishlist")}
        </Button>
      </div>
      <FieldError field="qty" message={qtyError} />
      <FieldError field="form" message={formError} />
      <p
        className={`product-purchase__status${status?.ok === false ? " product-purchase__status--error" : ""}`}
        role="status"
        data-testid="purchase-status"
      >
        {status?.text}
        {status?.link ? (
          <Link className="product-purchase__cart-link" to={href(status.link.to)}>
            {status.link.label}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
