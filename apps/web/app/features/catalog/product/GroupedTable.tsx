import type { ProductComplete } from "@ironworks/contracts";
import { quantityLimits } from "@ironworks/domain";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale } from "../../../lib/locale.ts";
import type { CatalogKey } from "../messages.ts";
import { Price } from "../Price.tsx";
import { FieldError, invalidProps } from "./FieldError.tsx";
import { canBuy, leadTimeText, priceInput, stockState } from "./product-view.ts";
import { errorId } from "./purchase.ts";
import type { PurchaseForm } from "./use-purchase.ts";

/**
 * A grouped product's members, each with its own price, availability and quantity. A grouped
 * product is never priced as one item (SPEC §5): each member with a quantity is its own line.
 */
export function GroupedTable({ product, form }: { product: ProductComplete; form: PurchaseForm }) {
  const { site } = useLocale();
  const t = useT<CatalogKey>();
  if (product.children.length === 0) return <p className="option-empty">{t("catalog.grouped.unavailable")}</p>;
  const groupError = form.error("grouped");
  return (
    <div className="option-table-wrap" data-invalid={groupError ? true : undefined}>
      <table className="option-table">
        <caption className="visually-hidden">{t("catalog.grouped.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("catalog.grouped.item")}</th>
            <th scope="col">
              {t("catalog.grouped.price")}
              {site.pricesIncludeVat ? <span className="price__vat"> {t("catalog.price.inclVat")}</span> : null}
            </th>
            <th scope="col">{t("catalog.option.qty")}</th>
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
                    {t("catalog.product.skuOf", { sku: member.sku })} ·{" "}
                    <span className={`stock-text stock-text--${state}`}>{t(`catalog.grouped.stock.${state}`)}</span>
                    {state === "backorder" && member.inventory.leadTime
                      ? ` · ${leadTimeText(member.inventory.leadTime, t)}`
                      : ""}
                  </span>
                </th>
                <td>
                  <Price size="s" input={priceInput(member)} showVatNote={false} />
                </td>
                <td>
                  <label htmlFor={id} className="visually-hidden">
                    {t("catalog.grouped.quantityOf", { name: member.name })}
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
