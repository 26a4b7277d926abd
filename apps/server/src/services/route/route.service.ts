import { ERRORS, type RouteResponse } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { type Cache, memoize } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import type { RouteRepository } from "./route.repository.ts";

/** Lower-case, no query or fragment, no trailing slash, collapsed slashes. */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "/";
  const collapsed = `/${path.split("/").filter(Boolean).join("/")}`;
  return collapsed.toLowerCase();
}

/** SPEC §9: routes cached 2 h. */
const ROUTE_TTL_MS = 2 * 60 * 60_000;

export function createRouteService(repo: RouteRepository, cache: Cache) {
  const service = {
    /** Resolves one path (no recursion here: following redirects is the caller's choice). */
    async resolve(url: string, site: Site): Promise<RouteResponse> {
      const path = normalizePath(url);
      const rows = await repo.findRewrites(path, site.code);
      const row = rows.find((r) => r.site === site.code) ?? rows.find((r) => r.site === "*");
      if (!row) throw httpError(ERRORS.routeNotFound);
      if (row.redirectTarget) {
        return {
          entityType: null,
          entityId: null,
          redirectTarget: row.redirectTarget,
          redirectType: row.redirectType ?? 301,
          related: [],
        };
      }
      const related = row.entityType && row.entityId ? await repo.listRedirectsTo(path) : [];
      return {
        entityType: row.entityType,
        entityId: row.entityType === "cms" || row.entityId === null ? row.entityId : Number(row.entityId),
        redirectTarget: null,
        redirectType: null,
        related: related.map((r) => r.requestPath),
      };
    },
  };
  return {
    resolve: memoize(
      cache,
      "route",
      { ttlMs: ROUTE_TTL_MS, key: (url: string, site: Site) => `${site.code}:${normalizePath(url)}` },
      service.resolve,
    ),
  };
}
export type RouteService = ReturnType<typeof createRouteService>;
