import type { CustomOption } from "@ironworks/contracts";
import { MAX_OPTION_TEXT } from "@ironworks/domain";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../messages.ts";
import { FieldError, groupInvalidProps, invalidProps } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import type { PurchaseForm } from "./use-purchase.ts";

/** Custom options by type (radio, drop_down, checkbox, multiple, area), each with its price add-ons. */
export function CustomOptionsFields({ options, form }: { options: CustomOption[]; form: PurchaseForm }) {
  if (options.length === 0) return null;
  return (
    <div className="option-group option-group--custom">
      {options.map((option) => (
        <CustomOptionField key={option.id} option={option} form={form} />
      ))}
    </div>
  );
}

function CustomOptionField({ option, form }: { option: CustomOption; form: PurchaseForm }) {
  const { price } = useLocaleTools();
  const t = useT<CatalogKey>();
  const addOn = (amount: number) => (amount > 0 ? ` +${price(amount)}` : "");
  const id = `custom-${option.id}`;
  const name = `options[${option.id}]`;
  const field = `options.${option.id}`;
  const error = form.error(field);
  const value = form.state.custom[option.id] ?? "";
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const set = (next: string | string[]) => form.update((s) => ({ ...s, custom: { ...s.custom, [option.id]: next } }));
  const touch = () => form.touch(field);
  const title = (
    <>
      {option.title}
      {addOn(option.price)}
      {option.isRequired ? <RequiredMark /> : null}
    </>
  );

  if (option.type === "radio" || option.type === "checkbox") {
    const radio = option.type === "radio";
    const choose = (valueId: string, on: boolean) => {
      set(radio ? valueId : on ? [...list.filter((v) => v !== valueId), valueId] : list.filter((v) => v !== valueId));
      touch();
    };
    return (
      <fieldset className="option-fieldset" {...groupInvalidProps(field, error)}>
        <legend className="option-legend">{title}</legend>
        <ul className="option-list">
          {radio && !option.isRequired ? (
            <li className="option-item">
              <input
                id={`${id}-none`}
                type="radio"
                className="option-input"
                name={name}
                value=""
                checked={list.length === 0}
                onChange={() => choose("", true)}
              />
              <label htmlFor={`${id}-none`} className="option-item__label">
                {t("catalog.option.none")}
              </label>
            </li>
          ) : null}
          {option.values.map((v) => (
            <li key={v.id} className="option-item">
              <input
                id={`${id}-${v.id}`}
                type={option.type}
                className="option-input"
                name={name}
                value={v.id}
                checked={list.includes(String(v.id))}
                required={radio && option.isRequired}
                onChange={(e) => choose(String(v.id), e.target.checked)}
                onBlur={touch}
              />
              <label htmlFor={`${id}-${v.id}`} className="option-item__label">
                <span className="option-item__name">{v.title}</span>
                {v.price > 0 ? <span className="option-item__price">{addOn(v.price)}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        <FieldError field={field} message={error} />
      </fieldset>
    );
  }

  if (option.type === "area") {
    return (
      <div className="option-field">
        <label className="option-label" htmlFor={id}>
          {title}
        </label>
        <textarea
          id={id}
          className="option-textarea"
          name={name}
          rows={2}
          maxLength={MAX_OPTION_TEXT}
          required={option.isRequired}
          value={list[0] ?? ""}
          onChange={(e) => set(e.target.value)}
          onBlur={touch}
          {...invalidProps(field, error)}
        />
        <FieldError field={field} message={error} />
      </div>
    );
  }

  const multiple = option.type === "multiple";
  const hint = multiple ? `${id}-hint` : undefined;
  return (
    <div className="option-field">
      <label className="option-label" htmlFor={id}>
        {title}
      </label>
      {multiple ? (
        <p className="option-hint" id={hint}>
          {t("catalog.option.multipleHint")}
        </p>
      ) : null}
      <select
        id={id}
        className={`option-select${multiple ? " option-select--multiple" : ""}`}
        name={name}
        multiple={multiple}
        size={multiple ? Math.min(option.values.length, 5) : undefined}
        required={option.isRequired}
        value={multiple ? list : (list[0] ?? "")}
        onChange={(e) => set(multiple ? Array.from(e.target.selectedOptions, (o) => o.value) : e.target.value)}
        onBlur={touch}
        {...invalidProps(field, error, hint)}
      >
        {multiple ? null : (
          <option value="" disabled={option.isRequired}>
            {t(option.isRequired ? "catalog.option.chooseOne" : "catalog.option.none")}
          </option>
        )}
        {option.values.map((v) => (
          <option key={v.id} value={v.id}>
            {`${v.title}${addOn(v.price)}`}
          </option>
        ))}
      </select>
      <FieldError field={field} message={error} />
    </div>
  );
}
