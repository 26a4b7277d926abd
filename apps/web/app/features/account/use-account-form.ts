import { type FieldRule, firstError, formErrors, visibleErrors } from "@ironworks/domain";
import { useState } from "react";

/**
 * A form's values, touch state and shown errors (SPEC §5: only the first error per field, only
 * after the field was touched). `serverErrors` (from a no-JS submit or an API answer) show until
 * the field changes. `check()` touches everything and focuses the first field in error.
 */
export function useAccountForm<F extends string>(
  formId: string,
  rules: Record<F, readonly FieldRule[]>,
  initial: Partial<Record<F, string>> = {},
  serverErrors: Partial<Record<F, string>> = {},
) {
  const [values, setValues] = useState<Partial<Record<F, string>>>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [changed, setChanged] = useState<Partial<Record<F, boolean>>>({});
  const [remote, setRemote] = useState<Partial<Record<F, string>>>(serverErrors);
  const shown = visibleErrors(values, rules, touched);
  const fields = Object.keys(rules) as F[];

  const errorOf = (name: F): string | undefined => shown[name] ?? (changed[name] ? undefined : remote[name]);

  return {
    values,
    id: (name: F) => `${formId}-${name}`,
    error: errorOf,
    bind: (name: F) => ({
      id: `${formId}-${name}`,
      name,
      value: values[name] ?? "",
      onChange: (e: { currentTarget: { value: string } }) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
        setChanged((c) => ({ ...c, [name]: true }));
      },
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    }),
    /** Server-side errors from an API answer (field → message). */
    setServerErrors: (errors: Partial<Record<F, string>>) => {
      setRemote(errors);
      setChanged({});
      const first = fields.find((f) => errors[f]);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
    },
    /** Touches every field; focuses the first one in error. True when the form may be sent. */
    check(): boolean {
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<F, boolean>>);
      const errors = formErrors(values, rules);
      const first = fields.find((f) => errors[f] ?? (!changed[f] && remote[f]));
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return !fields.some((f) => firstError(values[f], rules[f]));
    },
  };
}
