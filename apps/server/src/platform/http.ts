import { ERRORS } from "@ironworks/contracts";
import { SITES, type Site, isSiteCode } from "@ironworks/domain";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Cache } from "./cache.ts";
import { httpError, validationError } from "./errors.ts";
import { checkText } from "./input-guard.ts";
import type { Logger } from "./logger.ts";
import type { RequestSession } from "./session.ts";

export interface AppEnv {
  Variables: {
    site: Site;
    requestId: string;
    logger: Logger;
    /** The visitor's session, resolved on first use (platform/session.ts). */
    session: RequestSession;
  };
}

/**
 * Non-USA sites insert /site/{code} into service paths (SPEC §7). Services are mounted twice,
 * at /svc_x and /svc_x/site/:site; this resolves the site for both.
 */
export const resolveSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const code = c.req.param("site" as never) as string | undefined;
  if (code === undefined) {
    c.set("site", SITES.USA);
  } else {
    const upper = code.toUpperCase();
    if (!isSiteCode(upper)) throw httpError(ERRORS.unknownSite, `Unknown site '${code}'`);
    c.set("site", SITES[upper]);
  }
  await next();
};

/** Parses query parameters with a zod schema; 400 naming the field on failure. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  for (const [name, value] of Object.entries(query)) checkText(value, `query.${name}`);
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error, "query");
  return result.data;
}

export function parseParam<S extends z.ZodType>(value: string | undefined, schema: S, name: string): z.infer<S> {
  if (value !== undefined) checkText(value, name);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, name);
  return result.data;
}

/** A positive integer id in a path or query ("12"), bounded to int4; decimal digits only ("1e3", "0x3E8" are not ids). */
export const IdParam = z
  .string({ error: "must be a positive integer" })
  .regex(/^[1-9]\d*$/, "must be a positive integer")
  .transform(Number)
  .pipe(
    z
      .number()
      .int("must be a positive integer")
      .min(1, "must be a positive integer")
      .max(2_147_483_647, "is too large"),
  );

export function cacheControl(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${Math.min(seconds, 60)}`;
}

/**
 * Serves JSON from the in-process cache as a pre-serialised string with a weak ETag, so a
 * cached catalog GET costs a map lookup and a write.
 */
export async function cachedJson(
  c: Context,
  cache: Cache,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<unknown>,
): Promise<Response> {
  const entry = await cache.wrap(key, ttlSeconds * 1000, async () => {
    const body = JSON.stringify(await compute());
    return { body, etag: `W/"${hash(body)}"` };
  });
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": cacheControl(ttlSeconds),
    etag: entry.etag,
  };
  if (c.req.header("if-none-match") === entry.etag) return new Response(null, { status: 304, headers });
  return new Response(entry.body, { status: 200, headers });
}

function hash(text: string): string {
  // FNV-1a, 32 bit: enough to tell versions of one response apart.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + text.length.toString(36);
}
