import { type Address, AddressInput } from "@ironworks/contracts";
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressRules,
  FIELD_LABELS,
  formIssues,
  type SiteCode,
} from "@ironworks/domain";
import { findAddressFormat, shipToCountries } from "@ironworks/domain/address";
import { type AppLoadContext, data, redirect } from "react-router";
import { type FormMessage, said } from "../form-message.ts";
import type { AddressCountry, AddressFormResult, AddressPageData } from "./address-types.ts";

const names = new Map<string, Intl.DisplayNames>();
/** A country's name in the page's language (Intl, CLDR's names). */
function countryName(code: string, tag: string): string {
  let n = names.get(tag);
  if (!n) {
    n = new Intl.DisplayNames([tag], { type: "region" });
    names.set(tag, n);
  }
  return n.of(code) ?? code;
}

/** A country as the form needs it (rules without the region list; that comes per country). */
function addressCountry(code: string, tag: string): AddressCountry | null {
  const f = findAddressFormat(code);
  if (!f) return null;
  return {
    code,
    name: countryName(code, tag),
    requireRegion: f.requireRegion,
    hasRegion: f.hasRegion,
    requirePostcode: f.requirePostcode,
    postcodeRegex: f.postcodeRegex,
    postcodeExample: f.postcodeExample,
    regionLabel: f.regionLabel,
  };
}

const regionsOf = (code: string) => findAddressFormat(code)?.regions ?? [];

/** The countries this store ships to (SPEC §3 Country), plus any the customer's addresses already use. */
function countriesFor(site: SiteCode, addresses: Address[], tag: string): AddressCountry[] {
  const codes = new Set([...shipToCountries(site), ...addresses.map((a) => a.countryId)]);
  return [...codes].flatMap((c) => addressCountry(c, tag) ?? []).sort((a, b) => a.name.localeCompare(b.name, tag));
}

/** The site's home country first choice for a new address (the USA store: US). */
const HOME_COUNTRY: Record<SiteCode, string> = { USA: "US", CAN: "CA", AUS: "AU", GBR: "GB", EUR: "DE", APO: "US" };

async function customerIdOf(context: AppLoadContext): Promise<number | null> {
  const info = await context.session.find();
  return info?.customerId ?? null;
}

export async function addressPageLoader(
  context: AppLoadContext,
  site: SiteCode,
  tag: string,
): Promise<AddressPageData> {
  const customerId = await customerIdOf(context);
  // The account layout redirects guests before this runs; an empty book keeps the page honest anyway.
  const book = customerId ? await context.services.addresses.book(customerId) : { addresses: [], shipToCountry: null };
  const countries = countriesFor(site, book.addresses, tag);
  const home = HOME_COUNTRY[site];
  const used = new Set([home, ...book.addresses.map((a) => a.countryId)]);
  return {
    ...book,
    shipToCountryName: book.shipToCountry ? countryName(book.shipToCountry, tag) : null,
    countries,
    homeCountry: home,
    regions: Object.fromEntries([...used].map((c) => [c, regionsOf(c)])),
  };
}

interface ServiceError {
  status: number;
  code: string;
  message: string;
  details?: { fields?: { field: string; message: string }[] };
}
const isServiceError = (e: unknown): e is ServiceError =>
  typeof e === "object" && e !== null && typeof (e as ServiceError).status === "number" && "code" in e;

/** A wire field name in a 400's details → the form's field. */
function formField(wire: string): AddressField | null {
  if (wire === "street.1" || wire === "street.2") return "street2";
  if (wire.startsWith("street")) return "street";
  if (wire === "regionId") return "region";
  return (ADDRESS_FIELDS as readonly string[]).includes(wire) ? (wire as AddressField) : null;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

const done = (what: string) => redirect(`/account/address?done=${what}`);

/**
 * The address page's form posts (before hydration, and after it through the router): save (add or
 * change), delete, make default shipping / billing. The services run in-process; success
 * redirects back to the list with what happened, a refusal re-renders the form with its errors.
 */
export async function addressPageAction(request: Request, context: AppLoadContext, site: SiteCode) {
  const customerId = await customerIdOf(context);
  if (!customerId) throw redirect("/login?redirect=%2Faccount%2Faddress");
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = text(form, "id");
  const addresses = context.services.addresses;
  try {
    if (intent === "delete") {
      await addresses.remove(customerId, id);
      return done("deleted");
    }
    if (intent === "default-shipping" || intent === "default-billing") {
      const flag = intent === "default-shipping" ? { isDefaultShipping: true } : { isDefaultBilling: true };
      await addresses.update(customerId, id, flag, site);
      return done(intent);
    }
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    return data<AddressFormResult>({ form: intent, id, values: {}, errors: {}, message: refusalMessage(err) }, 400);
  }
  return saveAddress(form, customerId, id, context, site);
}

function refusalMessage(err: ServiceError): FormMessage {
  if (err.status === 404) return said("address_gone", "That address is no longer in your address book.");
  const field = err.details?.fields?.[0]?.message;
  return field ? said("check_entries", field) : said(err.code, err.message);
}

async function saveAddress(form: FormData, customerId: number, id: string, context: AppLoadContext, site: SiteCode) {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(form, f)])) as Record<AddressField, string>;
  const flags = {
    isDefaultShipping: form.get("isDefaultShipping") === "on",
    isDefaultBilling: form.get("isDefaultBilling") === "on",
  };
  const body = {
    firstname: values.firstname,
    lastname: values.lastname,
    company: values.company || null,
    telephone: values.telephone,
    street: [values.street, values.street2].filter((l) => l.trim() !== ""),
    city: values.city,
    countryId: values.countryId,
    region: values.region || null,
    postcode: values.postcode || null,
    ...flags,
  };
  const result: AddressFormResult = {
    form: "save",
    id,
    values: { ...values, ...flags },
    errors: {},
    regions: { [values.countryId]: regionsOf(values.countryId) },
  };
  // SPEC §5 first, with the domain's rules (the same the browser and the service run): the issues
  // are shown in the page's language. Then the wire shape, then the service's own word.
  const format = findAddressFormat(values.countryId);
  const issues = formIssues(values, addressRules(format));
  if (Object.keys(issues).length) {
    result.errors = issues;
    return data(result, 400);
  }
  const parsed = AddressInput.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formField(issue.path.map(String).join("."));
      const text = field ? `${FIELD_LABELS[field]} ${issue.message}.` : issue.message;
      if (field) result.errors[field] ??= said("check_entries", text);
      else result.message ??= said("check_entries", text);
    }
    return data(result, 400);
  }
  try {
    if (id) await context.services.addresses.update(customerId, id, parsed.data, site);
    else await context.services.addresses.create(customerId, parsed.data, site);
    return done(id ? "saved" : "added");
  } catch (err) {
    if (!isServiceError(err) || err.status >= 500) throw err;
    for (const f of err.details?.fields ?? []) {
      const field = formField(f.field);
      if (field) result.errors[field] ??= said("check_entries", f.message);
      else result.message ??= said("check_entries", f.message);
    }
    if (!Object.keys(result.errors).length) result.message ??= refusalMessage(err);
    return data(result, err.status === 409 ? 409 : 400);
  }
}
