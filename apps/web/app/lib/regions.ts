import type { Region } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { api } from "./api.ts";

/**
 * A country's regions from the API (SPEC §7 /svc_ssr/regions), for the address forms of the
 * account and of checkout. SPEC §8: a failure is silent, an empty list (a text field remains).
 */
export async function loadRegions(site: SiteCode, country: string): Promise<Region[]> {
  const answer = await api.get<Region[]>(`/svc_ssr/regions?countryCode=${encodeURIComponent(country)}`, { site });
  return answer.ok && Array.isArray(answer.data) ? answer.data : [];
}
