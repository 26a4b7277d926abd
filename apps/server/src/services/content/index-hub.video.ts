import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import { notFound } from "../../platform/errors.ts";

const TYPES: Record<string, string> = { webm: "video/webm", mp4: "video/mp4" };
const FILE = /^[a-z0-9][a-z0-9._-]{0,100}\.(mp4|webm)$/;

/**
 * GET /media/video/{file}: a featured video with byte ranges (a <video> asks for `Range: bytes=…`
 * and seeks with it). Only plain file names of the folder; anything else is 404. The files are
 * small demo clips, read once and kept. `dir`: apps/server/media/video (app.ts resolves it).
 */
export function videoRoute(dir: string) {
  const files = new Map<string, Promise<Buffer | null>>();
  const load = (name: string) => {
    let hit = files.get(name);
    if (!hit) {
      hit = readFile(`${dir}/${name}`).catch(() => null);
      files.set(name, hit);
    }
    return hit;
  };
  return async (c: Context) => {
    const name = c.req.path.slice("/media/video/".length);
    const match = FILE.exec(name);
    const body = match ? await load(name) : null;
    if (!match || !body) throw notFound("No such video");
    const headers: Record<string, string> = {
      "content-type": TYPES[match[1] as string] as string,
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=86400",
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "");
    if (!range) return c.body(new Uint8Array(body), 200, { ...headers, "content-length": String(body.length) });
    const size = body.length;
    let start = range[1] ? Number(range[1]) : size - Number(range[2] || 0);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    if (!range[1] && !range[2]) [start, end] = [0, size - 1];
    end = Math.min(end, size - 1);
    if (start < 0 || start > end || start >= size)
      return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
    return c.body(new Uint8Array(body.subarray(start, end + 1)), 206, {
      ...headers,
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": String(end - start + 1),
    });
  };
}
