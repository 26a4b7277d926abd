import { type Country, ERRORS, type Region } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { findAddressFormat, shipToCountries } from "@ironworks/domain/address";
import { httpError } from "../../platform/errors.ts";
import { loadProxyTrust, type ProxyTrust } from "./client-address.ts";
import { siteServesCountry, storefrontPath } from "./geo.ts";
import { createHealth, type FlagsSource } from "./heartbeat.ts";

const names = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Countries and regions for address forms (SPEC §3 Country: alpha2, requireRegion, postcodeRegex);
 * the shell's heartbeat and release (heartbeat.ts) and who the client is (client-address.ts).
 */
export function createGeoService(deps: { flags?: FlagsSource; trust?: ProxyTrust } = {}) {
  return {
    ...createHealth(deps.flags),
    trust: deps.trust ?? loadProxyTrust(),
    /** Region confirmation (SPEC §4): which site sells to a country, and its storefront path. */
    siteServesCountry,
    storefrontPath,
    listCountries(site: Site): Country[] {
      return shipToCountries(site.code)
        .flatMap((alpha2) => {
          const format = findAddressFormat(alpha2);
          if (!format) return [];
          return [
            {
              alpha2,
              name: names.of(alpha2) ?? alpha2,
              requireRegion: format.requireRegion,
              postcodeRegex: format.postcodeRegex,
            },
          ];
        })
        .sort((a, b) => a.name.localeCompare(b.name, "en"));
    },
    listRegions(countryCode: string): Region[] {
      const format = findAddressFormat(countryCode);
      if (!format) throw httpError(ERRORS.countryNotFound, `Unknown country '${countryCode}'`);
      return format.regions;
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
