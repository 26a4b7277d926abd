import type { BundleOption, Product, ProductComplete } from "@ironworks/contracts";
import { fromMinor, quantityLimits, selectionUnitMinor } from "@ironworks/domain";
import { useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";
import { Price } from "../Price.tsx";
import { FieldError, groupInvalidProps } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { canBuy, stockState } from "./product-view.ts";
import { bundleQtyKey } from "./purchase.ts";
import type { PurchaseForm } from "./use-purchase.ts";

/**
 * The bundle builder: each option a fieldset — a required option takes one child (radios), an
 * optional one any (checkboxes); a quantity where the child's may change (0 takes it out); the free
 * product is included at qty 1. Prices are what the engine charges per bundle unit.
 */
export function BundlePicker({ product, form }: { product: ProductComplete; form: PurchaseForm }) {
  const members = new Map(product.children.map((c) => [c.productId, c]));

  const toggle = (option: BundleOption, productId: number, on: boolean) => {
    form.update((s) => {
      const current = s.bundle[option.id] ?? [];
      const next = option.isRequired
        ? [productId]
        : on
          ? [...current.filter((id) => id !== productId), productId]
          : current.filter((id) => id !== productId);
      return { ...s, bundle: { ...s.bundle, [option.id]: next } };
    });
    form.touch(`bundleOptions.${option.id}`);
  };

  return (
    <div className="option-group option-group--bundle">
      {product.bundleOptions.map((option) => {
        const field = `bundleOptions.${option.id}`;
        const error = form.error(field);
        return (
          <fieldset key={option.id} className="option-fieldset" {...groupInvalidProps(field, error)}>
            <legend className="option-legend">
              {option.title}
              {option.isRequired && option.includedProductId === null ? <RequiredMark /> : null}
            </legend>
            <ul className="option-list">
              {option.values.map((value) => {
                const member = members.get(value.productId);
                if (!member) return null;
                if (option.includedProductId === value.productId)
                  return <IncludedValue key={value.productId} member={member} />;
                return (
                  <BundleValue
                    key={value.productId}
                    option={option}
                    value={value}
                    member={member}
                    form={form}
                    checked={(form.state.bundle[option.id] ?? []).includes(value.productId)}
                    onToggle={(on) => toggle(option, value.productId, on)}
                  />
                );
              })}
            </ul>
            <FieldError field={field} message={error} />
          </fieldset>
        );
      })}
    </div>
  );
}

function IncludedValue({ member }: { member: Product }) {
  const t = useT<CatalogKey>();
  return (
    <li className="option-item option-item--included">
      <span className="option-item__name">{member.name}</span>
      <span className="option-item__badge">{t("catalog.bundle.included")}</span>
    </li>
  );
}

function BundleValue({
  option,
  value,
  member,
  form,
  checked,
  onToggle,
}: {
  option: BundleOption;
  value: BundleOption["values"][number];
  member: Product;
  form: PurchaseForm;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const t = useT<CatalogKey>();
  const id = `bundle-${option.id}-${value.productId}`;
  const field = `bundleOptions.${option.id}`;
  const key = bundleQtyKey(option.id, value.productId);
  const available = canBuy(stockState(member.inventory, member.type));
  const unit = selectionUnitMinor(option, value, member);
  return (
    <li className="option-item">
      <input
        id={id}
        type={option.isRequired ? "radio" : "checkbox"}
        className="option-input"
        name={`bundle-${option.id}`}
        value={value.productId}
        checked={checked}
        required={option.isRequired}
        disabled={!available && !checked}
        onChange={(e) => onToggle(e.target.checked)}
        onBlur={() => form.touch(field)}
      />
      <label htmlFor={id} className="option-item__label">
        <span className="option-item__name">{member.name}</span>
        {unit === null ? null : (
          <span className="option-item__price">
            <Price size="s" input={{ price: fromMinor(unit) }} showVatNote={false} />
            {value.canChangeQty || value.defaultQty > 1 ? ` ${t("catalog.bundle.each")}` : null}
          </span>
        )}
        {available ? null : <span className="option-item__stock">{t("catalog.stock.oos")}</span>}
      </label>
      {value.canChangeQty ? (
        <span className="option-qty">
          <label htmlFor={`${id}-qty`}>{t("catalog.option.qty")}</label>
          <input
            id={`${id}-qty`}
            className="option-qty__input"
            aria-label={t("catalog.option.qtyOf", { name: member.name })}
            type="number"
            inputMode="numeric"
            name={`bundle-${option.id}-${value.productId}-qty`}
            min={0}
            max={quantityLimits(member).max}
            value={form.state.bundleQty[key] ?? ""}
            disabled={!checked}
            onChange={(e) => form.update((s) => ({ ...s, bundleQty: { ...s.bundleQty, [key]: e.target.value } }))}
            onBlur={() => form.touch(field)}
          />
        </span>
      ) : value.defaultQty > 1 ? (
        <span className="option-qty option-qty--fixed">× {value.defaultQty}</span>
      ) : null}
    </li>
  );
}
