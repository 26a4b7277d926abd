import type { InputHTMLAttributes } from "react";

/** A labelled input with its error (shown once the server refused the value) tied by aria-describedby. */
export function FormField({
  label,
  name,
  error,
  hint,
  id = `field-${name}`,
  ...input
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  id?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="list-form__field">
      <label htmlFor={id} className="list-form__label">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="list-form__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="list-form__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="list-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
