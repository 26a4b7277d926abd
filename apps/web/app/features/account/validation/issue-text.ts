import type { FieldLabelId, ValidationIssue } from "@ironworks/domain";
import { useCallback } from "react";
import { type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { ValidationMessageKey } from "./messages.ts";

/**
 * A domain rule's issue in the page's language (issue #15 item 2): the rule's key, the field it
 * names and its values, formatted from the `validation` catalog. English reads exactly as the
 * issue's `text` (the spec's sentence; issue-text.test.ts holds them together).
 */
export function issueText(t: Translate<ValidationMessageKey>, issue: ValidationIssue): string {
  const field = issue.field;
  switch (issue.key) {
    case "required":
      return field ? t(`validation.required.${field}`) : t("validation.required");
    case "region":
      return t(`validation.region.${regionOf(field)}`);
    case "tooLong":
    case "tooShort":
      return t(`validation.${issue.key}`, { ...issue.values, label: field ? fieldLabel(t, field) : "" });
    default:
      return t(`validation.${issue.key}`, { ...issue.values });
  }
}

type RegionField =
  Extract<ValidationMessageKey, `validation.region.${string}`> extends `validation.region.${infer F}` ? F : never;
const REGION_FIELDS = new Set<string>([
  "region",
  "area",
  "county",
  "department",
  "district",
  "do_si",
  "emirate",
  "island",
  "oblast",
  "parish",
  "prefecture",
  "province",
  "state",
  "state_territory",
] satisfies RegionField[]);
const regionOf = (field: FieldLabelId | undefined): RegionField =>
  field && REGION_FIELDS.has(field) ? (field as RegionField) : "region";

/** A field's label ('First Name', 'State', 'Zip/Postal Code') in the page's language. */
export const fieldLabel = (t: Translate<ValidationMessageKey>, field: FieldLabelId): string =>
  t(`validation.label.${field}`);

/** `issueText` and `fieldLabel` bound to the page's catalogs (the route ships `validationCatalog`). */
export function useValidationText() {
  const t = useT<ValidationMessageKey>();
  const text = useCallback(
    (issue: ValidationIssue | null | undefined) => (issue ? issueText(t, issue) : undefined),
    [t],
  );
  const label = useCallback((field: FieldLabelId) => fieldLabel(t, field), [t]);
  return { text, label, t };
}
