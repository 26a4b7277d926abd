import { ERRORS, SearchEnvelope, SearchEvent } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { httpError, validationError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { TOKEN_MARGIN_MS, TOKEN_TTL_MS } from "./search.token.ts";
import type { SearchService } from "./search.service.ts";

/** SPEC §9: tokens cached 15 min with a 1 min validity margin — a cached answer is never within a minute of expiry. */
const TOKEN_MAX_AGE_S = (TOKEN_TTL_MS - TOKEN_MARGIN_MS) / 1000;

/** GET /svc_ssr/site/{site}/rfktkn (and /svc_ssr/rfktkn for USA): search tokens for the site. */
export function searchTokenRoutes(search: SearchService) {
  const app = new Hono<AppEnv>();
  app.use("/rfktkn", resolveSite);
  app.get("/rfktkn", (c) => {
    c.header("cache-control", `private, max-age=${TOKEN_MAX_AGE_S}`);
    c.header("vary", "cookie");
    return c.json(search.issueTokens(c.get("site").code), 200);
  });
  return app;
}

function bearer(c: Context): string | undefined {
  const header = c.req.header("authorization")?.trim();
  if (!header) return undefined;
  // Headstart sends the raw token without the scheme: accept both.
  return /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, "") : header;
}

function requireSite(c: Context, search: SearchService): SiteCode {
  const claims = search.verifyToken(bearer(c));
  if (!claims) {
    c.header("www-authenticate", 'Bearer realm="search"');
    throw httpError(ERRORS.searchUnauthorized);
  }
  return claims.site;
}

async function readJson(c: Context): Promise<unknown> {
  const text = c.req.method === "GET" ? (c.req.query("data") ?? "") : await c.req.text();
  if (text.includes("\u0000")) throw httpError(ERRORS.malformedJson);
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(ERRORS.malformedJson);
  }
}

/**
 * The search-rec v3 API under /search-api: POST (or GET ?data=) /search-rec/3 and POST /event/1,
 * each with the bearer token from rfktkn. The token names the site.
 * - missing, forged or expired token → 401 unauthorized;
 * - malformed JSON → 400 malformed_json; wrong types or bounds → 400 validation_error;
 * - unknown widget → 400 unknown_widget; unknown category uri → 404 uri_not_found.
 */
export function searchApiRoutes(search: SearchService) {
  const app = new Hono<AppEnv>();

  const handle = async (c: Context<AppEnv>) => {
    const site = requireSite(c, search);
    const json = await readJson(c);
    // The GET form carries the request itself in ?data= (no envelope).
    const parsed = SearchEnvelope.safeParse(c.req.method === "GET" ? { data: json } : json);
    if (!parsed.success) throw validationError(parsed.error);
    const body = await search.query(site, parsed.data.data);
    c.header("cache-control", "no-store");
    return c.json(body, 200);
  };
  app.post("/search-rec/3", handle);
  app.get("/search-rec/3", handle);

  app.post("/event/1", async (c) => {
    const site = requireSite(c, search);
    const parsed = SearchEvent.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    await search.recordEvent(site, parsed.data.data);
    return c.body(null, 204);
  });

  return app;
}
