import { type AddressField, firstIssue, regionField, regionLabelId } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Field, SelectField } from "../../ui/Field.tsx";
import { loadRegions } from "../../lib/regions.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { rulesFor } from "./checkout-address.ts";
import type { AddressValues } from "./checkout-types.ts";
import { useValidationText } from "../account/validation/issue-text.ts";

/**
 * The country-aware address fields (SPEC §5, the account address book's rules): the region is a
 * list where the country has one, the postcode is checked against the country's pattern. Only
 * the first error per field, only once touched (or once the shopper tried to go on: `showAll`).
 * Labels, hints and messages come from the validation catalog (the checkout routes ship it).
 */
export function AddressFields({
  idPrefix,
  values,
  onChange,
  showAll,
}: {
  idPrefix: string;
  values: AddressValues;
  onChange(values: AddressValues): void;
  showAll: boolean;
}) {
  const { data, regions, addRegions } = useCheckout();
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const country = values.countryId ?? "";
  const format = data.countries.find((c) => c.code === country);
  const rules = rulesFor(country, data.countries, regions);
  const { text: say, label, t } = useValidationText();

  // Another country's regions come from the API once (SPEC §7 /svc_ssr/regions; failures silent).
  useEffect(() => {
    if (!country || regions[country] !== undefined) return;
    let cancelled = false;
    loadRegions(data.site, country).then((list) => {
      if (!cancelled) addRegions(country, list);
    });
    return () => {
      cancelled = true;
    };
  }, [country, regions, data.site, addRegions]);

  const error = (name: AddressField) =>
    showAll || touched[name] ? say(firstIssue(values[name], rules[name])) : undefined;
  const bind = (name: AddressField) => ({
    id: `${idPrefix}-${name}`,
    name: `${idPrefix}-${name}`,
    value: values[name] ?? "",
    onChange: (e: { currentTarget: { value: string } }) => onChange({ ...values, [name]: e.currentTarget.value }),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });
  // Labelled and shown per country: "State" (US), "County" (GB, optional), none for Germany (ADR 0020).
  const region = regionField(format);
  const regionName = label(regionLabelId(format));
  const text = (name: AddressField, extra: { autoComplete: string; type?: "text" | "tel"; hint?: string }) => (
    <Field label={name === "region" ? regionName : label(name)} error={error(name)} {...extra} {...bind(name)} />
  );
  const section = idPrefix.startsWith("billing") ? "billing" : "shipping";
  const ac = (token: string) => `${section} ${token}`;
  const regionList = regions[country] ?? [];

  return (
    <div className="checkout-address">
      <div className="checkout-address__row">
        {text("firstname", { autoComplete: ac("given-name") })}
        {text("lastname", { autoComplete: ac("family-name") })}
      </div>
      {text("company", { autoComplete: ac("organization"), hint: t("validation.address.optional") })}
      {text("street", { autoComplete: ac("address-line1") })}
      {text("street2", { autoComplete: ac("address-line2"), hint: t("validation.address.street2Hint") })}
      {text("city", { autoComplete: ac("address-level2") })}
      <div className="checkout-address__row">
        <SelectField
          {...bind("countryId")}
          label={label("countryId")}
          error={error("countryId")}
          autoComplete={ac("country")}
          placeholder={t("validation.address.countryPlaceholder")}
          options={data.countries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(e) => onChange({ ...values, countryId: e.currentTarget.value, region: "" })}
        />
        {!region.shown ? null : regionList.length ? (
          <SelectField
            {...bind("region")}
            label={region.required ? regionName : t("validation.address.optionalLabel", { label: regionName })}
            error={error("region")}
            autoComplete={ac("address-level1")}
            placeholder={t("validation.address.regionPlaceholder")}
            options={regionList.map((r) => ({ value: r.code, label: r.name }))}
          />
        ) : (
          text("region", {
            autoComplete: ac("address-level1"),
            hint: region.required ? undefined : t("validation.address.optional"),
          })
        )}
      </div>
      <div className="checkout-address__row">
        {text("postcode", {
          autoComplete: ac("postal-code"),
          hint: format?.postcodeExample
            ? t("validation.address.postcodeExample", { example: format.postcodeExample })
            : undefined,
        })}
        {text("telephone", { autoComplete: ac("tel"), type: "tel" })}
      </div>
    </div>
  );
}
