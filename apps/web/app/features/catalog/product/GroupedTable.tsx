import type { ProductComplete } from "@ironworks/contracts";
import { quantityLimits } from "@ironworks/domain";
import { useLocale } from "../../../lib/locale.ts";
import { Price } from "../Price.tsx";
import { FieldError, invalidProps } from "./FieldError.tsx";
import { canBuy, leadTimeText, priceInput, type StockState, stockState } from "./product-view.ts";
import { errorId } from "./purchase.ts";
import type { PurchaseForm } from "./use-purchase.ts";

const STOCK_TEXT: Record<StockState, string> = {
  in_stock: "In stock",
  backorder: "Backorder",
  bin: "Out of stock",
  oos: "Out of stock",
};

/**
 * A grouped product's members, each with its own price, availability and quantity. A grouped
 * product is never priced as one item (SPEC §5): each member with a quantity is its own line.
 */
export function GroupedTable({ product, form }: { product: ProductComplete; form: PurchaseForm }) {
  const { site } = useLocale();
  if (product.children.length === 0)
    return <p className="option-empty">These items are not available in your region.</p>;
  const groupError = form.error("grouped");
  return (
    <div className="option-table-wrap" data-invalid={groupError ? true : undefined}>
      <table className="option-table">
        <caption className="visually-hidden">Choose a quantity for each item</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price{site.pricesIncludeVat ? <span className="price__vat"> incl. VAT</span> : null}</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {product.children.map((member) => {
            const state = stockState(member.inventory, member.type);
            const id = `grouped-${member.productId}-qty`;
            const field = `grouped.${member.productId}`;
            const error = form.error(field);
            return (
              <tr key={member.productId}>
                <th scope="row" className="option-table__item">
                  <span className="option-item__name">{member.name}</span>
                  <span className="option-table__meta">
                    SKU {member.sku} · <span className={`stock-text stock-text--${state}`}>{STOCK_TEXT[state]}</span>
                    {state === "backorder" && member.inventory.leadTime
                      ? ` · ${leadTimeText(member.inventory.leadTime)}`
                      : ""}
                  </span>
                </th>
                <td>
                  <Price size="s" input={priceInput(member)} showVatNote={false} />
                </td>
                <td>
                  <label htmlFor={id} className="visually-hidden">
                    Quantity of {member.name}
                  </label>
                  <input
                    id={id}
                    className="option-qty__input"
                    type="number"
                    inputMode="numeric"
                    name={`grouped-${member.productId}`}
                    min={0}
                    max={quantityLimits(member).max}
                    value={form.state.grouped[member.productId] ?? "0"}
                    disabled={!canBuy(state)}
                    onChange={(e) =>
                      form.update((s) => ({ ...s, grouped: { ...s.grouped, [member.productId]: e.target.value } }))
                    }
                    onBlur={() => form.touch(field)}
                    {...invalidProps(field, error, groupError ? errorId("grouped") : undefined)}
                  />
                  <FieldError field={field} message={error} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldError field="grouped" message={groupError} />
    </div>
  );
}
