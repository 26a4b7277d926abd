import { ALL_COUNTRY_CODES, findAddressFormat } from "@ironworks/domain/address";
import { type FormDefinition, type FormField, type FormValues, validateForm } from "@ironworks/domain/forms";
import { useState } from "react";
import type { MessageValues } from "../../lib/i18n/messages.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { formatRegion, useLocale } from "../../lib/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/Button.tsx";
import { FormAlert } from "../../ui/Field.tsx";
import { prepareCaptcha } from "../account/captcha.ts";
import type { GymsKey } from "../gyms/messages.ts";
import { type FormIssueView, type FormOutcome, submitWufoo } from "./forms-api.ts";
import type { FormsKey } from "./messages.ts";

interface Props {
  form: FormDefinition;
  /** The route action that answers without JavaScript (a localized path). */
  action: string;
  /** From a submit without JavaScript. */
  result: FormOutcome | undefined;
}

const US_STATES = findAddressFormat("US")?.regions ?? [];

/** The label key of an option: gym types and equipment are the map's words, the rest the forms'. */
function optionKey(field: FormField, value: string): string {
  if (field.name === "gymType") return `gyms.type.${value}`;
  if (field.name === "equipment") return `gyms.equipment.${value}`;
  if (field.name === "sport") return `forms.option.sport.${value}`;
  if (field.name === "businessType") return `forms.option.businessType.${value}`;
  return `forms.option.topic.${value}`;
}

function issueText(t: (key: FormsKey, values?: MessageValues) => string, issue: FormIssueView): string {
  const key = `forms.error.${issue.issue}` as FormsKey;
  return t(key, issue.max ? { max: issue.max } : undefined);
}

/** The values of a form element, as the server reads them (a repeated name is a list). */
function valuesOf(el: HTMLFormElement): { values: FormValues; fileCounts: Record<string, number> } {
  const data = new FormData(el);
  const values: FormValues = {};
  const fileCounts: Record<string, number> = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name);
    const texts = all.filter((v): v is string => typeof v === "string");
    fileCounts[name] = all.filter((v) => typeof v !== "string" && v.size > 0).length;
    if (texts.length > 0) values[name] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  return { values, fileCounts };
}

/**
 * A form rendered from its definition (packages/domain forms.ts): the same fields and checks the
 * server applies. Without JavaScript it posts to `action`; once hydrated it checks in place, solves
 * the form captcha (started on the first input) and posts to the Wufoo-shaped endpoint.
 */
export function FormView({ form, action, result }: Props) {
  const t = useT<FormsKey>();
  const tg = useT<GymsKey>();
  const { locale, site } = useLocale();
  const hydrated = useHydrated();
  const [issues, setIssues] = useState<FormIssueView[]>(result && !result.ok ? result.issues : []);
  const [alert, setAlert] = useState<FormsKey | undefined>(result && !result.ok ? alertFor(result) : undefined);
  const [done, setDone] = useState<FormOutcome | undefined>(result?.ok ? result : undefined);
  const [busy, setBusy] = useState(false);
  const label = (key: string) => (key.startsWith("gyms.") ? tg(key as GymsKey) : t(key as FormsKey));
  const issueOf = (name: string) => issues.find((i) => i.field === name || i.field.startsWith(`${name}.`));

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const el = e.currentTarget;
    const { values, fileCounts } = valuesOf(el);
    const checked = validateForm(form, values, fileCounts);
    setAlert(undefined);
    if (!checked.ok) {
      setIssues(checked.issues);
      setAlert("forms.error.summary");
      el.querySelector<HTMLElement>(`[name="${checked.issues[0]?.field}"]`)?.focus();
      return;
    }
    setIssues([]);
    setBusy(true);
    const body = new FormData(el);
    body.set("locale", locale.tag.slice(0, 2));
    const outcome = await submitWufoo(site.code, body);
    setBusy(false);
    if (outcome.ok) {
      setDone(outcome);
      el.reset();
      return;
    }
    setIssues(outcome.issues);
    setAlert(alertFor(outcome));
  }

  if (done?.ok)
    return (
      <div className="form-done" role="status" data-testid="form-done">
        <h2>{t("forms.success.title")}</h2>
        <p>{t(done.status === "pending" ? "forms.success.pending" : "forms.success.received")}</p>
        <Button type="button" variant="secondary" onClick={() => setDone(undefined)}>
          {t("forms.success.again")}
        </Button>
      </div>
    );

  return (
    <form
      className="store-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      data-hydrated={hydrated || undefined}
      data-form={form.slug}
      onSubmit={onSubmit}
      onInput={() => prepareCaptcha("form")}
      aria-busy={busy || undefined}
    >
      <FormAlert id={`${form.slug}-alert`} message={alert ? t(alert) : undefined} />
      <input type="hidden" name="formHash" value={form.hash} />
      {form.fields.map((field) => (
        <Field
          key={field.name}
          form={form}
          field={field}
          label={t(`forms.field.${field.name}` as FormsKey)}
          optionLabel={(v) => label(optionKey(field, v))}
          countryLabel={(code) => formatRegion(code, locale.tag)}
          error={issueOf(field.name) ? issueText(t, issueOf(field.name) as FormIssueView) : undefined}
          optional={t("forms.optional")}
          choose={t("forms.choose")}
          fileHint={t("forms.fileHint")}
          onChange={() => {
            if (issueOf(field.name))
              setIssues(issues.filter((i) => i.field !== field.name && !i.field.startsWith(`${field.name}.`)));
          }}
        />
      ))}
      <Button type="submit" aria-disabled={busy || undefined}>
        {t(busy ? "forms.sending" : "forms.submit")}
      </Button>
    </form>
  );
}

function alertFor(outcome: Extract<FormOutcome, { ok: false }>): FormsKey {
  switch (outcome.code) {
    case "validation_error":
      return "forms.error.summary";
    case "payload_too_large":
      return "forms.error.imageSize";
    case "captcha_failed":
      return "forms.error.captcha";
    case "too_many_attempts":
      return "forms.error.tooMany";
    case "no_response":
      return "forms.error.offline";
    default:
      return "forms.error.failed";
  }
}

interface FieldProps {
  form: FormDefinition;
  field: FormField;
  label: string;
  optionLabel: (value: string) => string;
  countryLabel: (code: string) => string;
  error: string | undefined;
  optional: string;
  choose: string;
  fileHint: string;
  onChange: () => void;
}

function Field({
  form,
  field,
  label,
  optionLabel,
  countryLabel,
  error,
  optional,
  choose,
  fileHint,
  onChange,
}: FieldProps) {
  const id = `${form.slug}-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": field.required || undefined,
    onChange,
  };
  const heading = (
    <>
      {label}
      {field.required ? null : <span className="store-form__optional"> {optional}</span>}
    </>
  );
  let control: React.ReactNode;
  switch (field.kind) {
    case "textarea":
      control = <textarea {...common} rows={5} maxLength={field.max} />;
      break;
    case "select":
    case "country":
    case "us-state": {
      const options =
        field.kind === "select"
          ? (field.options ?? []).map((v) => [v, optionLabel(v)] as const)
          : field.kind === "us-state"
            ? US_STATES.map((r) => [r.code, r.name] as const)
            : ALL_COUNTRY_CODES.map((c) => [c, countryLabel(c)] as const).sort((a, b) => a[1].localeCompare(b[1]));
      control = (
        <select {...common} defaultValue="">
          <option value="">{choose}</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "multiselect":
      return (
        <fieldset
          className={`account-field store-form__choices${error ? " account-field--invalid" : ""}`}
          aria-describedby={error ? errorId : undefined}
        >
          <legend>{heading}</legend>
          {(field.options ?? []).map((v) => (
            <label key={v} className="store-form__choice">
              <input type="checkbox" name={field.name} value={v} onChange={onChange} /> {optionLabel(v)}
            </label>
          ))}
          {error ? (
            <p id={errorId} className="field-error">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    case "consent":
      return (
        <div className={`account-field store-form__consent${error ? " account-field--invalid" : ""}`}>
          <label htmlFor={id}>
            <input {...common} type="checkbox" value="yes" /> {label}
          </label>
          {error ? (
            <p id={errorId} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      );
    case "image":
      control = (
        <input
          {...common}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={(field.maxFiles ?? 1) > 1}
          aria-describedby={error ? errorId : `${id}-hint`}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : field.kind === "url" ? "url" : "text"}
          inputMode={field.kind === "us-zip" ? "numeric" : undefined}
          autoComplete={autocomplete(field.name)}
          maxLength={field.max}
        />
      );
  }
  return (
    <div className={`account-field${error ? " account-field--invalid" : ""}`}>
      <label htmlFor={id}>{heading}</label>
      <div className="account-field__control">{control}</div>
      {field.kind === "image" && !error ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {fileHint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  contactName: "name",
  email: "email",
  phone: "tel",
  street: "address-line1",
  street2: "address-line2",
  city: "address-level2",
  zip: "postal-code",
  postcode: "postal-code",
  company: "organization",
};
const autocomplete = (name: string) => AUTOCOMPLETE[name];
