// Response compression that costs little (issue #16 item 1, ADR 0031).
//
// - Small answers are sent as they are: a body under THRESHOLD_BYTES gains nothing from gzip and
//   costs a zlib round. JSON answers are never streamed, so their length is known (read from
//   @hono/node-server's lightweight response without building a Response, or by buffering).
// - Buffered bodies (JSON and other strings) are compressed in one synchronous call and get a
//   Content-Length.
// - Streamed bodies (the SSR HTML) are batched before zlib: React writes a page in many small chunks;
//   they are held until BATCH_BYTES or the end of the current turn of the event loop (setImmediate),
//   then written in one go and flushed, so the shell and each Suspense boundary still leave early.
// - Static assets are precompressed at build time and served by ./static-assets.ts, not here.
import { Buffer } from "node:buffer";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

/** Bodies shorter than this are sent uncompressed. */
export const THRESHOLD_BYTES = 1024;
/** A streamed body is written to zlib in batches of at least this much (or at the end of a turn). */
export const BATCH_BYTES = 32 * 1024;
export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 4;
/**
 * A 128 KB window (the default 4 MB one makes each stream's encoder allocate and touch megabytes,
 * which costs more than the compressing); a page is 60-100 KB, so it still sees the whole page.
 */
export const BROTLI_WINDOW_BITS = 17;

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|[^;\s]+\+(?:json|xml))|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to send for an Accept-Encoding header, among `offered` (in order of preference):
 * the first one the client accepts with q > 0 (explicitly or through `*`), or undefined for identity.
 */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get("*") ?? 0;
  return offered.find((enc) => (q.get(enc) ?? wildcard) > 0);
}

/** Adds Accept-Encoding to a Vary header (unless already there or `*`). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * The body of a response whose body is already in memory: @hono/node-server's lightweight Response
 * keeps `[status, body, headers]` under its "cache" symbol until something reads `.body`. Reading it
 * there spares building a full Response just to measure a 15-byte JSON answer.
 */
function bodyInMemory(res: Response): string | Uint8Array | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== "cache") continue;
    const cached = (res as unknown as Record<symbol, unknown>)[key];
    const body = Array.isArray(cached) ? cached[1] : undefined;
    if (typeof body === "string" || body instanceof Uint8Array) return body;
  }
  return undefined;
}

function compressSync(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * Compresses a stream, writing to zlib in batches: chunks are held until BATCH_BYTES have gathered
 * or the event loop's current turn ends; then they are written at once and flushed, so what the
 * source has produced so far (the shell, a resolved Suspense boundary) reaches the client.
 */
export function compressStream(source: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const zipper: BrotliCompress | Gzip =
    encoding === "br"
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          },
        })
      : createGzip({ level: GZIP_LEVEL });
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const reader = source.getReader();
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let unflushed = false;
  let flushScheduled = false;
  let ended = false;

  const writeHeld = () => {
    if (!heldBytes) return;
    zipper.write(held.length === 1 ? held[0] : Buffer.concat(held, heldBytes));
    held = [];
    heldBytes = 0;
    unflushed = true;
  };
  const endOfTurn = () => {
    flushScheduled = false;
    if (ended) return;
    writeHeld();
    if (unflushed) zipper.flush(flushKind);
    unflushed = false;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zipper.on("data", (chunk: Buffer) => controller.enqueue(chunk));
      zipper.once("end", () => controller.close());
      zipper.once("error", (err) => controller.error(err));
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          held.push(value);
          heldBytes += value.byteLength;
          if (heldBytes >= BATCH_BYTES) writeHeld();
          if (!flushScheduled) {
            flushScheduled = true;
            setImmediate(endOfTurn);
          }
        }
        writeHeld();
        ended = true;
        zipper.end();
      })().catch((err: unknown) => zipper.destroy(err as Error));
    },
    cancel(reason) {
      ended = true;
      zipper.destroy();
      return reader.cancel(reason);
    },
  });
}

/**
 * The compression middleware: `offered` is the order of preference (gzip only unless brotli proves
 * cheaper per byte saved, ADR 0031); `skip` leaves paths that encode themselves (precompressed assets).
 */
export function compression(
  options: { offered?: readonly Encoding[]; skip?: (path: string) => boolean } = {},
): MiddlewareHandler {
  const offered = options.offered ?? ["gzip"];
  return async (c, next) => {
    await next();
    if (options.skip?.(c.req.path)) return;
    const res = c.res;
    const type = res.headers.get("content-type");
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      !type ||
      !COMPRESSIBLE.test(type) ||
      res.headers.has("content-encoding") ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
    )
      return;
    varyOnEncoding(res.headers);
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < THRESHOLD_BYTES) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"), offered);

    // A body already in memory (every c.json/c.text/c.body(string)), or JSON, which is never streamed.
    let body: string | Uint8Array | undefined = bodyInMemory(res);
    if (body === undefined && /json/i.test(type)) {
      if (!res.body) return;
      const read = new Uint8Array(await res.arrayBuffer());
      body = read;
      if (read.byteLength < THRESHOLD_BYTES || !encoding) {
        replace(c, new Response(read, like(res))).headers.set("content-length", String(read.byteLength));
        return;
      }
    }
    if (body !== undefined) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      if (bytes.byteLength < THRESHOLD_BYTES || !encoding) return;
      const compressed = compressSync(bytes, encoding);
      const headers = replace(c, new Response(asBody(compressed), like(res))).headers;
      headers.set("content-encoding", encoding);
      headers.set("content-length", String(compressed.byteLength));
      weakenEtag(headers);
      return;
    }

    if (!encoding || !res.body) return;
    const headers = replace(c, new Response(compressStream(res.body, encoding), like(res))).headers;
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    weakenEtag(headers);
  };
}

/**
 * Puts `next` (which already carries every header and the status of the current response) in place
 * of the current response. Assigning over a response makes Hono re-wrap the new one through `.body`,
 * which turns an in-memory body into a stream; clearing first keeps the buffer.
 */
function replace(c: Context, next: Response): Response {
  c.res = undefined;
  c.res = next;
  return next;
}

/**
 * The status and the live headers of `res` (not `res` itself as the init: @hono/node-server's
 * lightweight Response would copy the headers it was built with, not the ones changed since).
 */
function like(res: Response): ResponseInit {
  return { status: res.status, headers: res.headers };
}

/** A Buffer as a Response body (the DOM typings want an ArrayBuffer-backed view; zlib's always is). */
function asBody(buf: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
}

function weakenEtag(headers: Headers): void {
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
}
