import { GYM_RADIUS_KM, type Gym, type GymSearchQuery, type GymSearchResponse } from "@ironworks/contracts";
import { type Cache, memoize } from "../../platform/cache.ts";
import type { GymsRepository } from "./gyms.repository.ts";

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Case, accents and spaces do not matter: "montreal" finds Montréal, "ec1a1bb" finds EC1A 1BB. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, "");

/**
 * The equipped-gyms map's search (issue #24). A query that names a place — a city, or the start
 * of a postcode (at least 3 characters) — is a distance search around it (radius, 50 km by
 * default), nearest first; any other query matches gym names. Type and equipment filter either.
 * The approved gyms are read once a minute (a page view never waits on the database once warm).
 */
export function createGymsService(repo: GymsRepository, cache: Cache) {
  const approved = memoize(cache, "gyms", { ttlMs: 60_000, key: () => "approved" }, () => repo.listApproved());

  return {
    async search(query: GymSearchQuery): Promise<GymSearchResponse> {
      const all = await approved();
      const filtered = all.filter(
        (g) => (!query.type || g.type === query.type) && (query.equipment ?? []).every((e) => g.equipment.includes(e)),
      );
      const q = query.q ? fold(query.q) : "";
      if (!q) return { gyms: filtered, place: null };
      // A place: every gym of a city so named, or whose postcode starts with the query.
      const at = all.filter((g) => fold(g.city) === q || (q.length >= 3 && fold(g.postcode).startsWith(q)));
      if (at.length > 0) {
        const lat = at.reduce((s, g) => s + g.lat, 0) / at.length;
        const lon = at.reduce((s, g) => s + g.lon, 0) / at.length;
        const radiusKm = query.radius ?? GYM_RADIUS_KM.default;
        const first = at[0] as Gym;
        const label = fold(first.city) === q ? first.city : `${first.postcode}, ${first.city}`;
        const near = filtered
          .map((g) => ({ ...g, distanceKm: Math.round(distanceKm({ lat, lon }, g) * 10) / 10 }))
          .filter((g) => g.distanceKm <= radiusKm)
          .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
        return { gyms: near, place: { label, lat, lon, radiusKm } };
      }
      return { gyms: filtered.filter((g) => fold(g.name).includes(q)), place: null };
    },
  };
}

export type GymsService = ReturnType<typeof createGymsService>;
