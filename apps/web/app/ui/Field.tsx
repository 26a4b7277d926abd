import { useState } from "react";
import { useUiWords } from "./words.ts";

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "number";
  value: string;
  error?: string | undefined;
  autoComplete?: string;
  hint?: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * A labelled input with its first error beneath it, linked through aria-describedby (SPEC §5).
 * Password inputs get a Show/Hide toggle.
 */
export function Field({ id, label, type = "text", error, hint, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const words = useUiWords();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const password = type === "password";
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="account-field__control">
        <input
          id={id}
          type={password && visible ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {password ? (
          <button
            type="button"
            className="account-field__toggle"
            aria-controls={id}
            aria-pressed={visible}
            aria-label={visible ? words.hideField(label) : words.showField(label)}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? words.hide : words.show}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (e: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
}

/** A labelled select with its first error beneath it (the markup of Field, for a list). */
export function SelectField({ id, label, error, placeholder, options, ...select }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="account-field__control">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}

/** The label, the control (children) and the first error beneath it, shared by Field and SelectField. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (a refused sign-in, a throttle): announced to screen readers. */
export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div id={id} role="alert" className={message ? "account-alert" : "account-alert account-alert--empty"}>
      {message ?? null}
    </div>
  );
}
