import { ADDRESS_LIMITS } from "@ironworks/domain";
import { z } from "zod";

/**
 * The customer's address book: POST /svc_customer/customer/address, PATCH and DELETE
 * /svc_customer/customer/address/{id} (SPEC §7), the SPEC §3 Address fields. Types and bounds
 * here; address validity (SPEC §5) is the domain's addressRules, applied to the saved result.
 */

export const ADDRESS_ERROR_CODES = {
  /** A customer keeps at most ADDRESS_BOOK_MAX addresses (409). */
  limitReached: "address_limit_reached",
} as const;

const noNul = (s: string) => !s.includes("\u0000");
const Text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(noNul, "must not contain NUL characters");
const Optional = (max: number) => Text(max).nullable().optional();

const fields = {
  firstname: Text(ADDRESS_LIMITS.name),
  lastname: Text(ADDRESS_LIMITS.name),
  company: Optional(ADDRESS_LIMITS.company),
  telephone: Text(ADDRESS_LIMITS.telephone),
  street: z
    .array(Text(ADDRESS_LIMITS.streetLine), { error: "must be a list of street lines" })
    .max(ADDRESS_LIMITS.streetLines, `must have at most ${ADDRESS_LIMITS.streetLines} lines`),
  apartment: Optional(ADDRESS_LIMITS.apartment),
  city: Text(ADDRESS_LIMITS.city),
  postcode: Optional(ADDRESS_LIMITS.postcode),
  region: Optional(ADDRESS_LIMITS.region),
  regionId: z
    .union([z.number().int(), Text(ADDRESS_LIMITS.region)], { error: "must be a number or a string" })
    .nullable()
    .optional(),
  countryId: Text(8),
  vatNumber: Optional(ADDRESS_LIMITS.vatNumber),
  eoriNumber: Optional(ADDRESS_LIMITS.eoriNumber),
  isDefaultShipping: z.boolean({ error: "must be true or false" }).optional(),
  isDefaultBilling: z.boolean({ error: "must be true or false" }).optional(),
};

/** POST: a new address (unknown fields are dropped). */
export const AddressInput = z.object(fields);
export type AddressInput = z.infer<typeof AddressInput>;

/** PATCH: any of the fields; the merged address must still be valid. */
export const AddressPatch = AddressInput.partial().superRefine((patch, ctx) => {
  if (Object.values(patch).every((v) => v === undefined))
    ctx.addIssue({ code: "custom", path: [], message: "nothing to change" });
});
export type AddressPatch = z.infer<typeof AddressPatch>;

/** SPEC §3 Address as the address book answers it. `regionId` is the region's code when the country lists regions. */
export const Address = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  telephone: z.string(),
  street: z.array(z.string()),
  apartment: z.string().nullable(),
  city: z.string(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  regionId: z.string().nullable(),
  countryId: z.string(),
  vatNumber: z.string().nullable(),
  eoriNumber: z.string().nullable(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof Address>;

/**
 * The book after any change (defaults move between addresses, so the caller gets all of them)
 * and the customer's ship-to country (SPEC §4: set by the default shipping address).
 */
export const AddressBook = z.object({
  addresses: z.array(Address),
  shipToCountry: z.string().nullable(),
});
export type AddressBook = z.infer<typeof AddressBook>;

/** POST and PATCH answer the saved address with the whole book. */
export const AddressSaved = AddressBook.extend({ address: Address });
export type AddressSaved = z.infer<typeof AddressSaved>;
