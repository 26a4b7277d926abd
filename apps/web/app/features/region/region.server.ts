import type { Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";

/** What the page needs for region confirmation. */
export interface RegionData {
  /** The stored preferred country (ISO alpha-2), if any. */
  preferred: string | null;
  /** Whether the browser should check the visitor's region (SPEC §4: not when the preference matches the site). */
  check: boolean;
}

export function readRegion(services: Services, site: Site, cookieValue: string | undefined): RegionData {
  const value = cookieValue?.trim().toUpperCase();
  const preferred = value && /^[A-Z]{2}$/.test(value) ? value : null;
  return { preferred, check: !(preferred && services.geo.siteServesCountry(site.code, preferred)) };
}
