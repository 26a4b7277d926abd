import { useT } from "../../../lib/i18n/messages.ts";
import { FormField } from "../account/FormField.tsx";
import type { ListsKey } from "../messages.ts";
import type { FieldErrors } from "./registry-form.ts";

export interface RegistryDetailsValues {
  name?: string;
  eventName?: string;
  eventDate?: string;
  isPublic?: boolean;
}

/** Name, event name, event date and "public" — shared by the create and manage forms. */
export function RegistryDetailsFields({
  values,
  errors,
  idPrefix,
}: {
  values: RegistryDetailsValues;
  errors: FieldErrors;
  idPrefix: string;
}) {
  const t = useT<ListsKey>();
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={t("lists.registry.name")}
        name="name"
        required
        maxLength={120}
        defaultValue={values.name ?? ""}
        error={errors.name}
      />
      <FormField
        id={`${idPrefix}-event`}
        label={t("lists.registry.eventName")}
        name="eventName"
        maxLength={120}
        defaultValue={values.eventName ?? ""}
        error={errors.eventName}
      />
      <FormField
        id={`${idPrefix}-date`}
        label={t("lists.registry.eventDate")}
        name="eventDate"
        type="date"
        defaultValue={values.eventDate ?? ""}
        error={errors.eventDate}
      />
      <div className="list-form__check">
        <input
          id={`${idPrefix}-public`}
          name="isPublic"
          type="checkbox"
          defaultChecked={values.isPublic ?? true}
          aria-describedby={`${idPrefix}-public-hint`}
        />
        <label htmlFor={`${idPrefix}-public`}>{t("lists.registry.public")}</label>
        <p id={`${idPrefix}-public-hint`} className="list-form__hint">
          {t("lists.registry.publicHint")}
        </p>
      </div>
    </>
  );
}
