import type { FieldLabelId, FieldRule } from "@ironworks/domain";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "../../ui/Button.tsx";
import type { FormResult } from "./account.server.ts";
import { Field, FormAlert } from "../../ui/Field.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { focusFirstField, useAccountForm } from "./use-account-form.ts";
import { useSay } from "./form-message.ts";
import type { AccountKey } from "./messages.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { useValidationText } from "./validation/issue-text.ts";

export interface ProfileFieldSpec {
  name: string;
  labelId: FieldLabelId;
  type?: "text" | "email" | "password";
  autoComplete: string;
  hintKey?: AccountKey;
}

/**
 * A signed-in customer's form (about me, email, password): a route action in-process, before and
 * after hydration (a fetcher once hydrated, so several forms on a page keep their own answers).
 */
interface ProfileFormProps {
  formId: "about-me" | "email" | "password";
  titleKey: AccountKey;
  rules: Record<string, readonly FieldRule[]>;
  fields: ProfileFieldSpec[];
  initial: Record<string, string>;
  submitLabel: AccountKey;
}

export function ProfileForm(props: ProfileFormProps) {
  const fetcher = useFetcher<FormResult>();
  const actionData = useActionData<FormResult>();
  const result = fetcher.data ?? (actionData?.form === props.formId ? actionData : undefined);
  // Each answer (and fresh loader data) starts the fields anew: errors shown, secrets cleared,
  // the first invalid field focused. Counted by identity: a refusal equal to the one before
  // (the same wrong current password twice) must start anew too.
  const answers = useRef<{ last: FormResult | undefined; n: number }>({ last: undefined, n: 0 });
  if (result !== answers.current.last) answers.current = { last: result, n: answers.current.n + 1 };
  const key = `${answers.current.n}:${JSON.stringify(props.initial)}`;
  const t = useT<AccountKey>();
  return (
    <section className="account-card" aria-labelledby={`${props.formId}-title`}>
      <h2 id={`${props.formId}-title`}>{t(props.titleKey)}</h2>
      <ProfileFormBody key={key} {...props} result={result} fetcher={fetcher} />
    </section>
  );
}

function ProfileFormBody({
  formId,
  rules,
  fields,
  initial,
  submitLabel,
  result,
  fetcher,
}: ProfileFormProps & { result: FormResult | undefined; fetcher: ReturnType<typeof useFetcher<FormResult>> }) {
  const form = useAccountForm(formId, rules, { ...initial, ...result?.values }, result?.errors ?? {});
  const alertId = `${formId}-alert`;
  const busy = fetcher.state !== "idle";
  const hydrated = useHydrated();
  const t = useT<AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  // Each refused answer (a new object) focuses its first invalid field, also when it names the
  // same field as the answer before (the body's key does not change then).
  useEffect(() => {
    const invalid = fields.filter((f) => result?.errors[f.name]).map((f) => f.name);
    if (invalid.length) focusFirstField(formId, invalid);
  }, [result]);

  return (
    <fetcher.Form
      method="post"
      noValidate
      data-hydrated={hydrated || undefined}
      onSubmit={(e) => {
        if (!form.check()) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={formId} />
      <FormAlert id={alertId} message={say(result?.message)} />
      {fields.map((f) => (
        <Field
          key={f.name}
          label={label(f.labelId)}
          type={f.type}
          autoComplete={f.autoComplete}
          hint={f.hintKey && t(f.hintKey)}
          error={form.error(f.name)}
          {...form.bind(f.name)}
        />
      ))}
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? t("account.saving") : t(submitLabel)}
      </Button>
    </fetcher.Form>
  );
}
