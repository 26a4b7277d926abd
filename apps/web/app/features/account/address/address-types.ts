import type { Address } from "@ironworks/contracts";
import type { AddressCountryRules, AddressField } from "@ironworks/domain";
import type { FormMessage } from "../form-message.ts";

export type Region = { code: string; name: string };

/** A country the form offers, with the rules it needs (regions come separately, per country). */
export interface AddressCountry extends Omit<AddressCountryRules, "regions"> {
  code: string;
  name: string;
}

/** The address page's loader data. */
export interface AddressPageData {
  addresses: Address[];
  shipToCountry: string | null;
  shipToCountryName: string | null;
  countries: AddressCountry[];
  homeCountry: string;
  /** Region lists known up front: the home country's and those the addresses use. */
  regions: Record<string, Region[]>;
}

/** A refused form post, re-rendered with its values and errors. */
export interface AddressFormResult {
  form: string;
  id: string;
  values: Partial<Record<AddressField, string>> & { isDefaultShipping?: boolean; isDefaultBilling?: boolean };
  errors: Partial<Record<AddressField, FormMessage>>;
  message?: FormMessage;
  regions?: Record<string, Region[]>;
}
