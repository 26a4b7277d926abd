import type { Address } from "@ironworks/contracts";
import { type AddressField, addressFormValues, addressRules, regionField, regionLabelId } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "../../../ui/Button.tsx";
import { Field, FormAlert, SelectField } from "../../../ui/Field.tsx";
import { focusFirstField, useAccountForm } from "../use-account-form.ts";
import { useAccountData } from "../use-account-data.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { loadRegions } from "../../../lib/regions.ts";
import type { AddressCountry, AddressFormResult, Region } from "./address-types.ts";
import { useT } from "../../../lib/i18n/messages.ts";
import { useSay } from "../form-message.ts";
import type { AccountKey } from "../messages.ts";
import { useValidationText } from "../validation/issue-text.ts";

interface AddressFormProps {
  /** The address being changed, or null for a new one. */
  address: Address | null;
  countries: AddressCountry[];
  homeCountry: string;
  regions: Record<string, Region[]>;
  /** A refused post of this form (values and errors to show again). */
  result: AddressFormResult | undefined;
  cancelHref: string | null;
}

const FORM_ID = "address";

/**
 * Add or change an address (SPEC §3/§5): country-aware — the region is a list for countries that
 * have one (required where the country requires it), the postcode is checked against the
 * country's pattern. A router form: a plain post before hydration, a router submit after.
 */
export function AddressForm({ address, countries, homeCountry, regions: known, result, cancelHref }: AddressFormProps) {
  const { site } = useAccountData();
  const initial = result?.values ?? (address ? addressFormValues(address) : { countryId: homeCountry });
  const [regions, setRegions] = useState<Record<string, Region[]>>({ ...known, ...result?.regions });
  const [country, setCountry] = useState(initial.countryId ?? homeCountry);
  const format = countries.find((c) => c.code === country);
  const rules = addressRules(format ? { ...format, regions: regions[country] ?? [] } : undefined);
  const form = useAccountForm<AddressField>(FORM_ID, rules, initial, result?.errors ?? {});
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const t = useT<AccountKey>();
  const say = useSay();
  const { label, t: v } = useValidationText();

  // Another country's region list comes from the API once (SPEC §7 /svc_ssr/regions).
  useEffect(() => {
    if (regions[country] !== undefined || !country) return;
    let cancelled = false;
    // SPEC §8: region load failures are silent (a text field remains)
    loadRegions(site, country).then((list) => {
      if (!cancelled) setRegions((r) => ({ ...r, [country]: list }));
    });
    return () => {
      cancelled = true;
    };
  }, [country, regions, site]);

  // Each refused answer focuses the first invalid field on the page, not the answer's first key (SPEC §5).
  useEffect(() => {
    const invalid = Object.keys(result?.errors ?? {});
    if (invalid.length) focusFirstField(FORM_ID, invalid);
  }, [result]);

  // Labelled and shown per country: "State" (US), "County" (GB, optional), none for Germany (ADR 0020).
  const region = regionField(format);
  const regionName = label(regionLabelId(format));
  const text = (name: AddressField, extra: { autoComplete: string; type?: "text" | "tel"; hint?: string }) => (
    <Field
      label={name === "region" ? regionName : label(name)}
      error={form.error(name)}
      {...extra}
      {...form.bind(name)}
    />
  );
  const regionList = regions[country] ?? [];
  const countryBind = form.bind("countryId");
  const flags = result?.values ?? address ?? {};

  return (
    <Form
      method="post"
      noValidate
      className="address-form"
      aria-labelledby="address-form-title"
      data-hydrated={hydrated || undefined}
      onSubmit={(e) => {
        if (!form.check()) e.preventDefault();
      }}
    >
      <h2 id="address-form-title">{t(address ? "account.address.editTitle" : "account.address.add")}</h2>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={address?._id ?? ""} />
      <FormAlert id="address-alert" message={say(result?.message)} />
      <div className="address-form__row">
        {text("firstname", { autoComplete: "given-name" })}
        {text("lastname", { autoComplete: "family-name" })}
      </div>
      {text("company", { autoComplete: "organization", hint: v("validation.address.optional") })}
      {text("telephone", { autoComplete: "tel", type: "tel" })}
      {text("street", { autoComplete: "address-line1" })}
      {text("street2", { autoComplete: "address-line2", hint: v("validation.address.street2Hint") })}
      {text("city", { autoComplete: "address-level2" })}
      <SelectField
        id={countryBind.id}
        name="countryId"
        label={label("countryId")}
        error={form.error("countryId")}
        autoComplete="country"
        value={countryBind.value}
        placeholder={v("validation.address.countryPlaceholder")}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        onBlur={countryBind.onBlur}
        onChange={(e) => {
          const value = e.currentTarget.value;
          countryBind.onChange({ currentTarget: { value } });
          setCountry(value);
          // A region of the old country means nothing in the new one.
          form.bind("region").onChange({ currentTarget: { value: "" } });
        }}
      />
      {!region.shown ? null : regionList.length ? (
        <SelectField
          {...form.bind("region")}
          label={region.required ? regionName : v("validation.address.optionalLabel", { label: regionName })}
          error={form.error("region")}
          autoComplete="address-level1"
          placeholder={v("validation.address.regionPlaceholder")}
          options={regionList.map((r) => ({ value: r.code, label: r.name }))}
        />
      ) : (
        text("region", {
          autoComplete: "address-level1",
          hint: region.required ? undefined : v("validation.address.optional"),
        })
      )}
      {text("postcode", {
        autoComplete: "postal-code",
        hint: format?.postcodeExample
          ? v("validation.address.postcodeExample", { example: format.postcodeExample })
          : undefined,
      })}
      <fieldset className="address-form__defaults">
        <legend>{t("account.address.defaults")}</legend>
        <label>
          <input type="checkbox" name="isDefaultShipping" defaultChecked={flags.isDefaultShipping ?? false} />{" "}
          {t("account.address.useDefaultShipping")}
        </label>
        <label>
          <input type="checkbox" name="isDefaultBilling" defaultChecked={flags.isDefaultBilling ?? false} />{" "}
          {t("account.address.useDefaultBilling")}
        </label>
      </fieldset>
      <div className="address-form__actions">
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? t("account.saving") : t("account.address.save")}
        </Button>
        {cancelHref ? (
          <Link className={buttonClass({ variant: "secondary" })} to={cancelHref}>
            {t("account.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
