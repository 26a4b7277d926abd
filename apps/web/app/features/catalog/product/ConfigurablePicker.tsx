import type { ConfigurableAttribute, ProductComplete } from "@ironworks/contracts";
import { useLanguage, useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";
import { FieldError, groupInvalidProps, invalidProps } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { type ConfigSelection, canBuy, childrenFor, optionName, stockState } from "./product-view.ts";
import type { PurchaseForm } from "./use-purchase.ts";

type Availability = "available" | "soldOut" | "none";

/**
 * One control per configurable attribute: an attribute any of whose values has a swatch colour (set in
 * the console, ADR 0058) as labelled radios showing it, other attributes as a select. The chosen values name the child the engine prices ('Unknown configurable child' otherwise).
 */
export function ConfigurablePicker({
  product,
  selection,
  onSelect,
  form,
}: {
  product: ProductComplete;
  selection: ConfigSelection;
  onSelect: (code: string, value: string) => void;
  form: PurchaseForm;
}) {
  const availability = (code: string, value: string): Availability => {
    const matches = childrenFor(product, selection, code, value);
    if (matches.length === 0) return "none";
    return matches.some((c) => canBuy(stockState(c.inventory, c.type))) ? "available" : "soldOut";
  };
  return (
    <div className="option-group option-group--configurable">
      {product.configurableAttributes.map((attr) =>
        attr.values.some((v) => v.swatch) ? (
          <SwatchField
            key={attr.code}
            attr={attr}
            selected={selection[attr.code]}
            availability={availability}
            onSelect={onSelect}
            form={form}
          />
        ) : (
          <SelectField
            key={attr.code}
            attr={attr}
            selected={selection[attr.code]}
            availability={availability}
            onSelect={onSelect}
            form={form}
          />
        ),
      )}
      <FieldError field="configurable" message={form.error("configurable")} />
    </div>
  );
}

interface FieldProps {
  attr: ConfigurableAttribute;
  selected: string | undefined;
  availability: (code: string, value: string) => Availability;
  onSelect: (code: string, value: string) => void;
  form: PurchaseForm;
}

function SwatchField({ attr, selected, availability, onSelect, form }: FieldProps) {
  const t = useT<CatalogKey>();
  const selectedLabel = attr.values.find((v) => v.value === selected)?.label;
  const field = `options.${attr.code}`;
  const error = form.error(field);
  return (
    <fieldset className="option-fieldset" {...groupInvalidProps(field, error)}>
      <legend className="option-legend">
        {attr.label}
        <RequiredMark />
        {selectedLabel ? <span className="option-legend__value">: {selectedLabel}</span> : null}
      </legend>
      <div className="option-swatches">
        {attr.values.map((v) => {
          const state = availability(attr.code, v.value);
          return (
            <label
              key={v.value}
              className={`option-swatch${state === "available" ? "" : " option-swatch--unavailable"}`}
            >
              <input
                type="radio"
                className="option-swatch__input"
                name={`config-${attr.code}`}
                value={v.value}
                checked={selected === v.value}
                required
                onChange={() => onSelect(attr.code, v.value)}
                onBlur={() => form.touch(field)}
              />
              {/* A value with no swatch gets a plain chip (no colour it does not have); the name stays the radio's name. */}
              <span
                className={v.swatch ? "option-swatch__chip" : "option-swatch__chip option-swatch__chip--plain"}
                aria-hidden="true"
                style={v.swatch ? ({ "--swatch": v.swatch } as React.CSSProperties) : undefined}
              />
              <span className="option-swatch__label">
                {v.label}
                {state === "soldOut" ? <span className="visually-hidden"> {t("catalog.option.soldOut")}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}

function SelectField({ attr, selected, availability, onSelect, form }: FieldProps) {
  const t = useT<CatalogKey>();
  const language = useLanguage();
  const id = `config-${attr.code}`;
  const field = `options.${attr.code}`;
  const error = form.error(field);
  return (
    <div className="option-field">
      <label className="option-label" htmlFor={id}>
        {attr.label}
        <RequiredMark />
      </label>
      <select
        id={id}
        className="option-select"
        name={id}
        value={selected ?? ""}
        required
        onChange={(e) => onSelect(attr.code, e.target.value)}
        onBlur={() => form.touch(field)}
        {...invalidProps(field, error)}
      >
        <option value="" disabled>
          {t("catalog.option.choose", { label: optionName(attr.label, language) })}
        </option>
        {attr.values.map((v) => {
          const state = availability(attr.code, v.value);
          return (
            <option key={v.value} value={v.value}>
              {state === "soldOut" ? t("catalog.option.valueSoldOut", { label: v.label }) : v.label}
            </option>
          );
        })}
      </select>
      <FieldError field={field} message={error} />
    </div>
  );
}
