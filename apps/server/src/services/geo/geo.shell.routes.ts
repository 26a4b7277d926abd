import { ERRORS } from "@ironworks/contracts";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { httpError, validationError } from "../../platform/errors.ts";
import { type AppEnv, parseQuery } from "../../platform/http.ts";
import { clientAddress, trustedCountry } from "./client-address.ts";
import { geoFor, isKnownCountry, lookupCountry } from "./geo.ts";
import type { GeoService } from "./geo.service.ts";

const GeoQuery = z.object({
  current: z
    .string({ error: "is required" })
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO country code")
    .transform((s) => s.toUpperCase())
    .refine(isKnownCountry, "is not a known country"),
  _force: z.enum(["", "1", "true"], { error: "must be empty, 1 or true" }).optional(),
});

/** A host as browsers show location.host: a DNS name or IPv4 address, optionally with a port. */
const Host = z
  .string({ error: "is required" })
  .max(260, "is too long")
  .regex(
    /^(?=.{1,253}(:\d{1,5})?$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i,
    "must be a host name",
  )
  .transform((s) => s.toLowerCase());
const HostmatchBody = z.object({ h: Host, b: Host });

const MAX_HOSTMATCH_BYTES = 2048;

/** Remembers which (h, b) pairs were logged lately, so a busy mirror writes one line a minute. */
function createSeen(limit = 1000, ttlMs = 60_000) {
  const seen = new Map<string, number>();
  return (key: string) => {
    const now = Date.now();
    const at = seen.get(key);
    if (at !== undefined && now - at < ttlMs) return true;
    if (seen.size >= limit) seen.delete(seen.keys().next().value as string);
    seen.set(key, now);
    return false;
  };
}

/**
 * The shell's /svc_ssr calls (SPEC §7): heartbeat (release and flags, never cached), geoIp (region
 * confirmation; the visitor's country from a trusted proxy header or the offline IP database) and
 * hostmatch (the page's host differs from the configured base).
 */
export function addShellRoutes(app: Hono<AppEnv>, geo: GeoService) {
  app.get("/heartbeat", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await geo.heartbeat());
  });

  app.get("/geoIp", (c) => {
    const query = parseQuery(c, GeoQuery);
    const country = trustedCountry(c, geo.trust) ?? lookupCountry(clientAddress(c, geo.trust));
    // The answer depends on who asks: private, briefly cached; `_force` asks for a fresh lookup.
    c.header("cache-control", query._force === undefined ? "private, max-age=300" : "no-store");
    return c.json(geoFor(country, query.current));
  });

  const seen = createSeen();
  app.post("/hostmatch", async (c: Context<AppEnv>) => {
    const text = await c.req.text();
    if (text.length > MAX_HOSTMATCH_BYTES) throw httpError(ERRORS.payloadTooLarge);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw httpError(ERRORS.malformedJson, "The request body is not valid JSON");
    }
    const parsed = HostmatchBody.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error, "body");
    const { h, b } = parsed.data;
    const match = h === b;
    if (!match && !seen(`${h}|${b}`)) c.get("logger")?.warn("page served under another host", { host: h, base: b });
    c.header("cache-control", "no-store");
    return c.json({ match });
  });
}
