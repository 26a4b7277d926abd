import { Buffer } from "node:buffer";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compression, THRESHOLD_BYTES } from "./compression.ts";

/** A page-like HTML body far above the threshold, in many small chunks as React writes it. */
const PAGE = `<!DOCTYPE html><html><body>${Array.from({ length: 2000 }, (_, i) => `<li>item ${i}</li>`).join("")}</body></html>`;

function chunked(text: string, size = 700): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + size));
      at += size;
    },
  });
}

function decode(body: Buffer, encoding: string | null, partial = false): string {
  if (encoding === "gzip") return gunzipSync(body, partial ? { finishFlush: constants.Z_SYNC_FLUSH } : {}).toString();
  if (encoding === "br")
    return brotliDecompressSync(body, partial ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}).toString();
  return body.toString();
}

function app(build: (app: Hono) => void) {
  const hono = new Hono();
  hono.use("*", compression({ offered: ["br", "gzip"], skip: (path) => path.startsWith("/assets/") }));
  build(hono);
  return hono;
}

const pages = app((a) => {
  a.get("/page", (c) => c.body(chunked(PAGE), 200, { "content-type": "text/html; charset=utf-8" }));
  a.get("/tiny", (c) => c.json({ status: "ok" }));
  a.get("/big-json", (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
  a.get("/no-transform", (c) =>
    c.body(chunked(PAGE), 200, { "content-type": "text/html", "cache-control": "no-transform" }),
  );
  a.get("/assets/x.js", (c) => c.body(PAGE, 200, { "content-type": "text/javascript" }));
});

describe("compression", () => {
  it("sends a 15-byte JSON answer as it is, with its length, even to a client that asks for gzip", async () => {
    const res = await pages.request("/tiny", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe("15");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("compresses a large JSON answer in one piece, with a Content-Length", async () => {
    const plain = await (await pages.request("/big-json")).text();
    expect(plain.length).toBeGreaterThan(THRESHOLD_BYTES);
    const res = await pages.request("/big-json", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(decode(body, "gzip")).toBe(plain);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    ["", null],
  ])("streams a large HTML page for Accept-Encoding %j as %s, decoding to the same bytes", async (accept, expected) => {
    const res = await pages.request("/page", { headers: { "accept-encoding": accept } });
    expect(res.headers.get("content-encoding")).toBe(expected);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    if (expected) expect(body.length).toBeLessThan(PAGE.length / 4);
    expect(decode(body, expected)).toBe(PAGE);
  });

  it.each(["gzip", "br"])(
    "sends what the page has produced so far (the shell) before the rest exists (%s)",
    async (enc) => {
      let release: () => void = () => {};
      const rest = new Promise<void>((resolve) => {
        release = resolve;
      });
      const shell = `<!DOCTYPE html><html><body><main>shell ${"x".repeat(3000)}</main>`;
      const streaming = app((a) =>
        a.get("/", (c) =>
          c.body(
            new ReadableStream({
              async start(controller) {
                for (let i = 0; i < shell.length; i += 500) controller.enqueue(Buffer.from(shell.slice(i, i + 500)));
                await rest;
                controller.enqueue(Buffer.from("<p>boundary</p></body></html>"));
                controller.close();
              },
            }),
            200,
            { "content-type": "text/html" },
          ),
        ),
      );
      const res = await streaming.request("/", { headers: { "accept-encoding": enc } });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const received: Uint8Array[] = [];
      while (!decode(Buffer.concat(received), enc, true).includes("</main>")) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        received.push(value as Uint8Array);
      }
      expect(decode(Buffer.concat(received), enc, true)).toBe(shell);
      release();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received.push(value);
      }
      expect(decode(Buffer.concat(received), enc)).toBe(`${shell}<p>boundary</p></body></html>`);
    },
  );

  it("leaves HEAD answers, no-transform answers and skipped paths alone", async () => {
    const head = await pages.request("/page", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("content-encoding")).toBeNull();
    const noTransform = await pages.request("/no-transform", { headers: { "accept-encoding": "gzip" } });
    expect(noTransform.headers.get("content-encoding")).toBeNull();
    expect(await noTransform.text()).toBe(PAGE);
    const asset = await pages.request("/assets/x.js", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers.get("content-encoding")).toBeNull();
  });
});

describe("compression behind @hono/node-server (its in-memory responses)", () => {
  it("sends a tiny JSON answer plain and a large one compressed with its length", async () => {
    const server = serve({ fetch: pages.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const tiny = await rawGet(port, "/tiny");
      expect(tiny.headers["content-encoding"]).toBeUndefined();
      expect(tiny.headers["content-length"]).toBe("15");
      expect(tiny.body.toString()).toBe('{"status":"ok"}');
      const big = await rawGet(port, "/big-json");
      expect(big.headers["content-encoding"]).toBe("gzip");
      expect(big.headers["content-length"]).toBe(String(big.body.length));
      expect(JSON.parse(decode(big.body, "gzip")).items).toHaveLength(200);
    } finally {
      server.close();
    }
  });
});

/** GET over plain HTTP (fetch would decode the body and hide the headers that matter here). */
function rawGet(
  port: number,
  path: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": "gzip" } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on("error", reject);
  });
}

describe("chooseEncoding", () => {
  it("takes the first offered encoding the client accepts, honouring q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("*", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("*;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("deflate", ["br", "gzip"])).toBeUndefined();
    expect(chooseEncoding(undefined, ["gzip"])).toBeUndefined();
  });
});
