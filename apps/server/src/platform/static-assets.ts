// The storefront's built assets (hashed file names, never changed in place), served from memory with
// the brotli or gzip copy `npm run build` wrote next to each (scripts/precompress.mjs, ADR 0031):
// no stat and no zlib per request. Every answer says `Vary: Accept-Encoding`; a client that accepts
// neither encoding, or a file without a compressed copy, gets the plain file.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding, type Encoding } from "./compression.ts";

interface Asset {
  path: string;
  type: string;
  /** Compressed copies on disk, by encoding. */
  copies: Partial<Record<Encoding, string>>;
  /** The bodies read so far (each file is read once, on first request). */
  bodies: Partial<Record<Encoding | "identity", Buffer>>;
}

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Preference when a client accepts both: brotli copies are smaller (quality 11 at build time). */
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/** Indexes `dir` by URL path (`urlPrefix` + the file's path inside `dir`). */
function indexAssets(dir: string, urlPrefix: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return assets; // no build yet
  }
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
  for (const path of files) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const copies: Asset["copies"] = {};
    for (const enc of PREFERENCE) if (files.has(path + SUFFIX[enc])) copies[enc] = path + SUFFIX[enc];
    const url = `${urlPrefix}/${relative(dir, path).split(sep).join("/")}`;
    assets.set(url, { path, type: getMimeType(path) ?? "application/octet-stream", copies, bodies: {} });
  }
  return assets;
}

/**
 * Serves the files under `dir` at `urlPrefix` (GET and HEAD); any other path or method passes on.
 * The index is built once, when the server starts: the assets are built before it.
 */
export function staticAssets(options: { dir: string; urlPrefix: string; cacheControl: string }): MiddlewareHandler {
  const assets = indexAssets(options.dir, options.urlPrefix);
  return async (c, next) => {
    const method = c.req.method;
    const asset = method === "GET" || method === "HEAD" ? assets.get(c.req.path) : undefined;
    if (!asset) return next();
    const offered = PREFERENCE.filter((enc) => asset.copies[enc]);
    const encoding = offered.length ? chooseEncoding(c.req.header("accept-encoding"), offered) : undefined;
    const key = encoding ?? "identity";
    let body = asset.bodies[key];
    if (!body) {
      body = readFileSync(encoding ? (asset.copies[encoding] as string) : asset.path);
      asset.bodies[key] = body;
    }
    c.header("content-type", asset.type);
    c.header("cache-control", options.cacheControl);
    c.header("vary", "Accept-Encoding");
    if (encoding) c.header("content-encoding", encoding);
    c.header("content-length", String(body.byteLength));
    if (method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200);
  };
}
