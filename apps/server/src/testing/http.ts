import { expect } from "vitest";
import type { TestStore } from "./test-store.ts";

/** The DESIGN §5 error body. */
export interface ErrorJson {
  error: { code: string; message: string; details?: { fields?: { field: string; message: string }[] } };
}

/** GET (or any method) and parse JSON, asserting the status first so a failure shows the body. */
export async function fetchJson<T = unknown>(
  store: TestStore,
  path: string,
  status = 200,
  init?: RequestInit,
): Promise<{ res: Response; body: T }> {
  const res = await store.request(path, init);
  const text = await res.text();
  expect({ path, status: res.status, body: text.slice(0, 500) }).toMatchObject({ status });
  expect(res.headers.get("content-type") ?? "").toContain("application/json");
  return { res, body: JSON.parse(text) as T };
}

/** Asserts a DESIGN §5 error answer and returns it. */
export async function expectError(store: TestStore, path: string, status: number, code?: string, init?: RequestInit) {
  const { body } = await fetchJson<ErrorJson>(store, path, status, init);
  expect(typeof body.error.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}
