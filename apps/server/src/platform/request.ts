import { ERRORS, type RateAddress } from "@ironworks/contracts";
import { type CheckedAddress, checkRateAddress, findSiteByStoreId, type Site } from "@ironworks/domain";
import type { Context } from "hono";
import { fieldError, httpError } from "./errors.ts";

/**
 * Request helpers the shipping, tax, promotion and checkout routes share: the JSON body, the store the
 * request is for and the ship-to address (SPEC §5, §8).
 */

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(ERRORS.malformedJson, "Request body is not valid JSON");
  }
}

/**
 * The site the quote is for: the /site/{code} path's, or at the root the body's storeId (1, 2,
 * 4, 5, 18, 34). A storeId disagreeing with the path's site is refused.
 */
export function siteFor(pathSite: Site, storeId: number | undefined, atRoot: boolean): Site {
  if (storeId === undefined) return pathSite;
  const site = findSiteByStoreId(storeId);
  if (!site) throw fieldError("storeId", `unknown store ${storeId}`);
  if (!atRoot && site.code !== pathSite.code)
    throw fieldError("storeId", `store ${storeId} is not the ${pathSite.code} site's store`);
  return site;
}

/** SPEC §8 'No shipping address provided', else 400 naming the first invalid address field. */
export function requireAddress(address: RateAddress | null | undefined, site: Site): CheckedAddress {
  if (!address || Object.values(address).every((v) => v === null || v === undefined || v === ""))
    throw fieldError("shippingAddress", "No shipping address provided", "No shipping address provided");
  const checked = checkRateAddress({ ...address, street: address.street ?? undefined }, site.code);
  if (!checked.ok) throw fieldError(checked.problem.field, checked.problem.message);
  return checked.address;
}
