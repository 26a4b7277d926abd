import type { Product } from "@ironworks/contracts";
import { fromMinor, quantityLimits } from "@ironworks/domain";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import { FieldError, invalidProps } from "./FieldError.tsx";
import type { PurchaseForm } from "./use-purchase.ts";

/**
 * Quantity (within SPEC §5 limits), the live total from the pricing engine and the add-to-cart
 * button. The cart arrives with the next release: the button checks the selection and says so.
 */
export function PurchaseBox({
  target,
  showQuantity,
  recipeId,
  form,
  totalMinor,
  ready,
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
  status: { ok: boolean; text: string } | null;
  formError: string | undefined;
}) {
  const { price } = useLocaleTools();
  const { site } = useLocale();
  const { min, max } = quantityLimits(target);
  const qtyError = form.error("qty");
  return (
    <div className="product-purchase">
      {recipeId ? (
        <p className="product-purchase__note" data-testid="recipe-note">
          Customised item <span className="product-purchase__recipe">(design {recipeId})</span>
        </p>
      ) : null}
      <p className="product-total" data-testid="product-total">
        <span className="product-total__label">Total</span>{" "}
        <strong className="product-total__amount">{totalMinor === null ? "—" : price(fromMinor(totalMinor))}</strong>
        {totalMinor !== null && site.pricesIncludeVat ? <span className="price__vat"> incl. VAT</span> : null}
      </p>
      <div className="product-purchase__row">
        {showQuantity ? (
          <div className="product-purchase__qty">
            <label htmlFor="product-qty" className="option-label">
              Quantity
              {max === min ? <span className="visually-hidden"> (fixed at {min})</span> : null}
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
          disabled={!ready}
          aria-describedby="product-cart-soon"
        >
          Add to cart
        </Button>
      </div>
      <FieldError field="qty" message={qtyError} />
      <FieldError field="form" message={formError} />
      <p id="product-cart-soon" className="product-purchase__soon">
        Cart opens soon: for now this button checks your selection.
      </p>
      <p
        className={`product-purchase__status${status?.ok === false ? " product-purchase__status--error" : ""}`}
        role="status"
        data-testid="purchase-status"
      >
        {status?.text}
      </p>
    </div>
  );
}
