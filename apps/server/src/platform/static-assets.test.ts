import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compression } from "./compression.ts";
import { staticAssets } from "./static-assets.ts";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};\n`;
const IMMUTABLE = "public, max-age=31536000, immutable";
let dir: string;
let app: Hono;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "assets-"));
  writeFileSync(join(dir, "entry-abc123.js"), SCRIPT);
  writeFileSync(join(dir, "entry-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, "entry-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(dir, "tiny-abc123.css"), "a{color:red}");
  app = new Hono();
  app.use("*", compression({ offered: ["br", "gzip"], skip: (path) => path.startsWith("/assets/") }));
  app.use("/assets/*", staticAssets({ dir, urlPrefix: "/assets", cacheControl: IMMUTABLE }));
  app.all("*", (c) => c.text("not found", 404));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("precompressed static assets", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["identity", null],
    [undefined, null],
  ])(
    "for Accept-Encoding %j sends the %s copy, always with Vary, type and immutable caching",
    async (accept, expected) => {
      const res = await get("/assets/entry-abc123.js", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(expected);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(body.length));
      const text =
        expected === "br"
          ? brotliDecompressSync(body).toString()
          : expected === "gzip"
            ? gunzipSync(body).toString()
            : body.toString();
      expect(text).toBe(SCRIPT);
    },
  );

  it("answers HEAD with the headers and length of the copy GET would send, and no body", async () => {
    const head = await get("/assets/entry-abc123.js", "br, gzip", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.headers.get("vary")).toBe("Accept-Encoding");
    expect(head.headers.get("content-length")).toBe(String(brotliCompressSync(SCRIPT).length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("sends a file without compressed copies as it is, and passes unknown paths on", async () => {
    const tiny = await get("/assets/tiny-abc123.css", "br, gzip");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(tiny.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await tiny.text()).toBe("a{color:red}");
    expect((await get("/assets/missing.js", "br")).status).toBe(404);
    expect((await get("/assets/entry-abc123.js.br", "br")).status).toBe(404);
  });
});
