import { type FieldRule, firstIssue, formIssues, visibleIssues } from "@ironworks/domain";
import { useState } from "react";
import { type FormMessage, useSay } from "./form-message.ts";

/**
 * Focuses the first of the named fields in document order (SPEC §5: the first error), whatever
 * the order of the rules. A field inside a closed disclosure is opened first, so the focus lands.
 */
export function focusFirstField(formId: string, names: readonly string[]): void {
  if (typeof document === "undefined") return;
  const found = names
    .map((n) => document.getElementById(`${formId}-${n}`))
    .filter((el): el is HTMLElement => el !== null);
  found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = found[0];
  if (!first) return;
  const closed = first.closest("details:not([open])");
  if (closed) (closed as HTMLDetailsElement).open = true;
  first.focus();
}

/**
 * A form's values, touch state and shown errors (SPEC §5: only the first error per field, only
 * after the field was touched). `serverErrors` (from a no-JS submit or an API answer) show until
 * the field changes. `check()` touches everything and focuses the first field in error. Errors
 * are shown in the page's language (`error(name)`).
 */
export function useAccountForm<F extends string>(
  formId: string,
  rules: Record<F, readonly FieldRule[]>,
  initial: Partial<Record<F, string>> = {},
  serverErrors: Partial<Record<F, FormMessage>> = {},
) {
  const say = useSay();
  const [values, setValues] = useState<Partial<Record<F, string>>>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [changed, setChanged] = useState<Partial<Record<F, boolean>>>({});
  const [remote, setRemote] = useState<Partial<Record<F, FormMessage>>>(serverErrors);
  const shown = visibleIssues(values, rules, touched);
  const fields = Object.keys(rules) as F[];

  const errorOf = (name: F): string | undefined => say(shown[name] ?? (changed[name] ? undefined : remote[name]));

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
    setServerErrors: (errors: Partial<Record<F, FormMessage>>) => {
      setRemote(errors);
      setChanged({});
      focusFirstField(
        formId,
        fields.filter((f) => errors[f]),
      );
    },
    /** Touches every field; focuses the first one in error. True when the form may be sent. */
    check(): boolean {
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<F, boolean>>);
      const errors = formIssues(values, rules);
      focusFirstField(
        formId,
        fields.filter((f) => errors[f] ?? (!changed[f] && remote[f])),
      );
      return !fields.some((f) => firstIssue(values[f], rules[f]));
    },
  };
}
