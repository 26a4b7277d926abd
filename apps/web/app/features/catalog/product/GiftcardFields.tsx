import type { GiftcardData } from "@ironworks/contracts";
import { GIFTCARD_TEXT_LIMITS, MAX_EMAIL_LENGTH } from "@ironworks/domain";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../messages.ts";
import { FieldError, groupInvalidProps, invalidProps } from "./FieldError.tsx";
import { RequiredMark } from "./RequiredMark.tsx";
import { CUSTOM_AMOUNT, GIFTCARD_FIELD, type GiftcardState } from "./purchase.ts";
import type { PurchaseForm } from "./use-purchase.ts";

type TextKey = "recipientName" | "recipientEmail" | "senderName" | "senderEmail" | "message";

/**
 * Gift card amount (a fixed amount, or an open amount within min/max when allowed), delivery for
 * cards that can be emailed or posted, and who it is for. The engine judges the amount.
 */
export function GiftcardFields({ data, form }: { data: GiftcardData; form: PurchaseForm }) {
  const { price } = useLocaleTools();
  const t = useT<CatalogKey>();
  const g = form.state.giftcard;
  const set = (change: Partial<GiftcardState>) =>
    form.update((s) => ({ ...s, giftcard: { ...s.giftcard, ...change } }));
  const open = data.isOpenAmountAllowed;
  const yourAmount =
    open && data.openAmountMin !== null && data.openAmountMax !== null
      ? t("catalog.giftcard.yourAmountRange", { min: price(data.openAmountMin), max: price(data.openAmountMax) })
      : t("catalog.giftcard.yourAmount");
  const emailed = data.type === "virtual" || (data.type === "combined" && g.delivery === "email");
  const amountField = `${GIFTCARD_FIELD}.amount`;
  const customField = `${GIFTCARD_FIELD}.customAmount`;
  const amountError = g.choice === CUSTOM_AMOUNT ? undefined : form.error(amountField);
  const customError = form.error(customField);

  const text = (
    key: TextKey,
    label: string,
    options: { type?: "email"; required?: boolean; autoComplete?: string },
  ) => (
    <TextField
      key={key}
      field={`${GIFTCARD_FIELD}.${key}`}
      label={label}
      value={g[key]}
      onChange={(value) => set({ [key]: value })}
      form={form}
      {...options}
    />
  );

  return (
    <div className="option-group option-group--giftcard">
      <fieldset className="option-fieldset" {...groupInvalidProps(amountField, amountError)}>
        <legend className="option-legend">
          {t("catalog.giftcard.amount")}
          <RequiredMark />
        </legend>
        <div className="option-pills">
          {data.amounts.map((amount) => (
            <label key={amount} className="option-pill">
              <input
                type="radio"
                className="option-pill__input"
                name="giftcard-amount"
                value={amount}
                checked={g.choice === String(amount)}
                onChange={() => set({ choice: String(amount) })}
              />
              <span className="option-pill__text">{price(amount)}</span>
            </label>
          ))}
          {open ? (
            <label className="option-pill">
              <input
                type="radio"
                className="option-pill__input"
                name="giftcard-amount"
                value={CUSTOM_AMOUNT}
                checked={g.choice === CUSTOM_AMOUNT}
                onChange={() => set({ choice: CUSTOM_AMOUNT })}
              />
              <span className="option-pill__text">{t("catalog.giftcard.otherAmount")}</span>
            </label>
          ) : null}
        </div>
        <FieldError field={amountField} message={amountError} />
        {open ? (
          <div className="option-field">
            <label className="option-label" htmlFor="giftcard-custom-amount">
              {yourAmount}
            </label>
            <input
              id="giftcard-custom-amount"
              className="option-text option-text--short"
              type="text"
              inputMode="decimal"
              name="giftcard-custom-amount"
              autoComplete="off"
              value={g.customAmount}
              required={g.choice === CUSTOM_AMOUNT}
              onFocus={() => set({ choice: CUSTOM_AMOUNT })}
              onChange={(e) => set({ choice: CUSTOM_AMOUNT, customAmount: e.target.value })}
              onBlur={() => form.touch(customField)}
              {...invalidProps(customField, customError)}
            />
            <FieldError field={customField} message={customError} />
          </div>
        ) : null}
      </fieldset>
      {data.type === "combined" ? (
        <fieldset className="option-fieldset">
          <legend className="option-legend">{t("catalog.giftcard.delivery")}</legend>
          <div className="option-pills">
            {(["email", "mail"] as const).map((d) => (
              <label key={d} className="option-pill">
                <input
                  type="radio"
                  className="option-pill__input"
                  name="giftcard-delivery"
                  value={d}
                  checked={g.delivery === d}
                  onChange={() => set({ delivery: d })}
                />
                <span className="option-pill__text">
                  {t(d === "email" ? "catalog.giftcard.byEmail" : "catalog.giftcard.byPost")}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="option-fieldset">
        <legend className="option-legend">{t("catalog.giftcard.for")}</legend>
        {text("recipientName", t("catalog.giftcard.recipientName"), { required: true, autoComplete: "off" })}
        {emailed
          ? text("recipientEmail", t("catalog.giftcard.recipientEmail"), {
              type: "email",
              required: true,
              autoComplete: "off",
            })
          : null}
        {text("senderName", t("catalog.giftcard.senderName"), { required: true, autoComplete: "name" })}
        {text("senderEmail", t("catalog.giftcard.senderEmail"), { type: "email", autoComplete: "email" })}
        <div className="option-field">
          <label className="option-label" htmlFor="giftcard-message">
            {t("catalog.giftcard.message")}
          </label>
          <textarea
            id="giftcard-message"
            className="option-textarea"
            name="giftcard-message"
            rows={3}
            maxLength={GIFTCARD_TEXT_LIMITS.message}
            value={g.message}
            onChange={(e) => set({ message: e.target.value })}
          />
        </div>
      </fieldset>
    </div>
  );
}

function TextField({
  field,
  label,
  value,
  onChange,
  form,
  type,
  required = false,
  autoComplete,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  form: PurchaseForm;
  type?: "email";
  required?: boolean;
  autoComplete?: string;
}) {
  const id = `giftcard-${field.split(".").pop()}`;
  const error = form.error(field);
  return (
    <div className="option-field">
      <label className="option-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        className="option-text"
        type={type ?? "text"}
        name={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        maxLength={type === "email" ? MAX_EMAIL_LENGTH : GIFTCARD_TEXT_LIMITS.recipientName}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => form.touch(field)}
        {...invalidProps(field, error)}
      />
      <FieldError field={field} message={error} />
    </div>
  );
}
