import { randomUUID } from "node:crypto";
import {
  type Address,
  type AddressBook,
  type AddressInput,
  type AddressPatch,
  type AddressSaved,
  ERRORS,
} from "@ironworks/contracts";
import {
  ADDRESS_BOOK_MAX,
  type AddressField,
  addressFormValues,
  addressRules,
  findRegion,
  formErrors,
  type SiteCode,
} from "@ironworks/domain";
import { findAddressFormat, shipToCountries } from "@ironworks/domain/address";
import { fieldsError, httpError, notFound as notFoundError } from "../../../platform/errors.ts";
import {
  AddressLimitError,
  type AddressRepository,
  type AddressRow,
  type AddressValues,
} from "./address.repository.ts";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wire name of each form field in a 400's details. */
const WIRE_FIELD: Record<AddressField, string> = {
  firstname: "firstname",
  lastname: "lastname",
  company: "company",
  telephone: "telephone",
  street: "street",
  street2: "street.1",
  city: "city",
  countryId: "countryId",
  region: "region",
  postcode: "postcode",
};

const notFound = () => notFoundError("No such address");

/** SPEC §3 Address on the wire. */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    telephone: row.telephone,
    street: row.street,
    apartment: row.apartment,
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    regionId: row.regionId,
    countryId: row.countryId,
    vatNumber: row.vatNumber,
    eoriNumber: row.eoriNumber,
    isDefaultShipping: row.isDefaultShipping,
    isDefaultBilling: row.isDefaultBilling,
  };
}

const blankToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === "" ? null : v.trim();

/**
 * The values to store for an address: SPEC §5 validity through the domain's addressRules (the
 * same rules as the browser form), the region normalised to the country's list, and the store's
 * ship-to list checked when the address becomes (or moves while being) the default shipping one.
 */
function validated(
  merged: Omit<AddressValues, "regionId"> & { regionId: string | number | null },
  site: SiteCode,
  checkShipTo: boolean,
): AddressValues {
  const countryId = merged.countryId.trim().toUpperCase();
  const format = /^[A-Z]{2}$/.test(countryId) ? findAddressFormat(countryId) : undefined;
  const street = merged.street.map((l) => l.trim()).filter((l) => l !== "");
  const regionGiven = merged.regionId !== null && merged.regionId !== "" ? String(merged.regionId) : merged.region;
  const values = addressFormValues({ ...merged, street, countryId, region: regionGiven, regionId: null });
  // The rules see one flattened second line; the wire keeps each line (bounded by the contract).
  values.street2 = street[1] ?? "";
  const errors = formErrors(values, addressRules(format));
  const problems = (Object.keys(errors) as AddressField[]).map((f) => ({
    field: WIRE_FIELD[f],
    message: errors[f] as string,
  }));
  if (problems.length) throw fieldsError(problems);
  if (checkShipTo && merged.isDefaultShipping && !shipToCountries(site).includes(countryId))
    throw fieldsError([
      {
        field: "isDefaultShipping",
        message: `This store does not ship to ${countryNames.of(countryId) ?? countryId}.`,
      },
    ]);
  const region = findRegion(format, regionGiven);
  return {
    ...merged,
    firstname: merged.firstname.trim(),
    lastname: merged.lastname.trim(),
    telephone: merged.telephone.trim(),
    city: merged.city.trim(),
    street,
    countryId,
    company: blankToNull(merged.company),
    apartment: blankToNull(merged.apartment),
    postcode: blankToNull(merged.postcode),
    vatNumber: blankToNull(merged.vatNumber),
    eoriNumber: blankToNull(merged.eoriNumber),
    region: region ? region.name : blankToNull(regionGiven),
    regionId: region ? region.code : null,
  };
}

/**
 * The customer's address book (SPEC §3, §4, §7): add, change, delete, and the default rules.
 * Ownership is in every repository statement; an id that is not the customer's is 404 like an
 * unknown one. Decisions (no promotion on delete, ship-to kept, the cap): ADR 0012.
 */
export function createAddressService(repository: AddressRepository, options: { max?: number } = {}) {
  const max = options.max ?? ADDRESS_BOOK_MAX;

  async function book(customerId: number): Promise<AddressBook> {
    const { rows, shipToCountry } = await repository.list(customerId);
    return { addresses: rows.map(toAddress), shipToCountry };
  }

  async function saved(customerId: number, row: AddressRow): Promise<AddressSaved> {
    return { address: toAddress(row), ...(await book(customerId)) };
  }

  return {
    book,

    /** The ship-to country for the storefront's customer summary (one primary-key read). */
    findShipToCountry: (customerId: number) => repository.findShipToCountry(customerId),

    async create(customerId: number, input: AddressInput, site: SiteCode): Promise<AddressSaved> {
      const values = validated(
        {
          firstname: input.firstname,
          lastname: input.lastname,
          company: input.company ?? null,
          telephone: input.telephone,
          street: input.street,
          apartment: input.apartment ?? null,
          city: input.city,
          postcode: input.postcode ?? null,
          region: input.region ?? null,
          regionId: input.regionId ?? null,
          countryId: input.countryId,
          vatNumber: input.vatNumber ?? null,
          eoriNumber: input.eoriNumber ?? null,
          isDefaultShipping: input.isDefaultShipping ?? false,
          isDefaultBilling: input.isDefaultBilling ?? false,
        },
        site,
        true,
      );
      try {
        return await saved(customerId, await repository.insert(customerId, randomUUID(), values, max));
      } catch (err) {
        if (err instanceof AddressLimitError)
          throw httpError(ERRORS.addressLimitReached, `You can save up to ${err.max} addresses.`);
        throw err;
      }
    },

    async update(customerId: number, id: string, patch: AddressPatch, site: SiteCode): Promise<AddressSaved> {
      if (!UUID.test(id)) throw notFound();
      const row = await repository.update(customerId, id, (current) => {
        // A new region text without a regionId (or the reverse) replaces both; a new country drops the old region.
        const regionTouched = patch.region !== undefined || patch.regionId !== undefined;
        const countryChanged =
          patch.countryId !== undefined && patch.countryId.trim().toUpperCase() !== current.countryId;
        const merged = {
          firstname: patch.firstname ?? current.firstname,
          lastname: patch.lastname ?? current.lastname,
          company: patch.company !== undefined ? patch.company : current.company,
          telephone: patch.telephone ?? current.telephone,
          street: patch.street ?? current.street,
          apartment: patch.apartment !== undefined ? patch.apartment : current.apartment,
          city: patch.city ?? current.city,
          postcode: patch.postcode !== undefined ? patch.postcode : current.postcode,
          region: regionTouched ? (patch.region ?? null) : countryChanged ? null : current.region,
          regionId: regionTouched ? (patch.regionId ?? null) : countryChanged ? null : current.regionId,
          countryId: patch.countryId ?? current.countryId,
          vatNumber: patch.vatNumber !== undefined ? patch.vatNumber : current.vatNumber,
          eoriNumber: patch.eoriNumber !== undefined ? patch.eoriNumber : current.eoriNumber,
          isDefaultShipping: patch.isDefaultShipping ?? current.isDefaultShipping,
          isDefaultBilling: patch.isDefaultBilling ?? current.isDefaultBilling,
        };
        const becomesDefault = patch.isDefaultShipping === true && !current.isDefaultShipping;
        return validated(merged, site, becomesDefault || countryChanged);
      });
      if (!row) throw notFound();
      return saved(customerId, row);
    },

    async remove(customerId: number, id: string): Promise<AddressBook> {
      if (!UUID.test(id) || !(await repository.delete(customerId, id))) throw notFound();
      return book(customerId);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
