import type { MiddlewareHandler } from "hono";
import { fieldError } from "./errors.ts";

/**
 * One guard for every request, before any route reads it (ADR 0023): text PostgreSQL cannot store
 * (U+0000), text that is not Unicode (a lone UTF-16 surrogate, which JSON's "\ud800" escape can
 * carry) and JSON nested deeper than any contract needs are a 400 naming the field — never a 500
 * from a database driver, a mail library, the gateway or a recursive walk further in.
 * It covers the path, the query string and the body: JSON (whatever the content type says, since
 * several services read the text as JSON), form bodies (the page actions) and multipart forms.
 */

/** No contract nests anywhere near this; list metadata and flag rules stay well inside it. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be accepted, or null when it can. */
export function badText(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(value)) return "must be valid Unicode text (no lone surrogates)";
  return null;
}

/** Throws a 400 naming `field` when `value` is not storable text. */
export function checkText(value: string, field: string): void {
  const problem = badText(value);
  if (problem) throw fieldError(field, problem);
}

/**
 * Walks a parsed JSON value once, without recursion: every key and string, and the depth.
 * Fields are named the way validation errors name them ("items.0.sku"); the value itself is "body".
 */
export function checkJson(value: unknown, maxDepth = MAX_JSON_DEPTH): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    const field = item.path || "body";
    if (typeof item.value === "string") checkText(item.value, field);
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= maxDepth) throw fieldError(field, `must not nest deeper than ${maxDepth} levels`);
    // Pushed last to first, so the first offending field in document order is the one named.
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const path = item.path ? `${item.path}.${key}` : key;
      checkText(key, path);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

export const inputGuard: MiddlewareHandler = async (c, next) => {
  try {
    await checkRequest(c.req.raw, c.req.path);
  } catch (err) {
    // Refused before any route set its caching: the refusal is nobody's to keep.
    c.header("cache-control", "no-store");
    throw err;
  }
  await next();
};

async function checkRequest(raw: Request, path: string): Promise<void> {
  checkText(path, "path");
  const url = new URL(raw.url);
  for (const [name, value] of url.searchParams) {
    checkText(name, `query.${name}`);
    checkText(value, `query.${name}`);
  }
  if (!BODYLESS.has(raw.method) && raw.body) {
    // A clone: routes (and the React Router handler, which reads the raw request) still get the body.
    const type = raw.headers.get("content-type")?.toLowerCase() ?? "";
    if (type.startsWith("multipart/form-data")) {
      const form = await raw
        .clone()
        .formData()
        .catch(() => null);
      for (const [name, value] of form ?? []) {
        checkText(name, name);
        checkText(typeof value === "string" ? value : value.name, name);
      }
    } else {
      const text = await raw.clone().text();
      if (type.startsWith("application/x-www-form-urlencoded")) {
        for (const [name, value] of new URLSearchParams(text)) {
          checkText(name, name);
          checkText(value, name);
        }
      } else {
        let json: unknown;
        let parsed = false;
        try {
          json = JSON.parse(text);
          parsed = true;
        } catch {
          // Not JSON: the route answers malformed_json (or reads it its own way).
        }
        if (parsed) checkJson(json);
        else checkText(text, "body");
      }
    }
  }
}
