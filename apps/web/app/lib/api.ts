import type { ErrorBody } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { fetchWithAuthRetry, refreshSession } from "./auth-retry.ts";

/**
 * The browser's one client for the store's JSON API (SPEC §7): same-origin with the session
 * cookie, `/site/{code}` inserted outside the USA, the SPEC §4 TOKEN_EXPIRED refresh-and-retry for
 * customer calls, and every answer read into one result — the data, or DESIGN §5's error shape
 * (`{error: {code, message, details}}`), or "offline" when no answer came. Request and response
 * types are the contracts' (z.infer), passed as the type arguments.
 */

/** What the shopper reads when the store could not be reached (no answer at all). */
export const OFFLINE_MESSAGE = "We couldn't reach the store. Please check your connection and try again.";
/** What the shopper reads when an answer carried no error they could be shown. */
export const UNKNOWN_MESSAGE = "Something went wrong. Please try again.";

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiError {
  code: string;
  message: string;
  details?: unknown;
  /** `details.fields` of a validation error (empty otherwise). */
  fields: FieldError[];
}

export type ApiFailure = {
  ok: false;
  /** 0 when no answer came. */
  status: number;
  error: ApiError;
  /** No answer came (network down, aborted): `error` is `no_response` with OFFLINE_MESSAGE. */
  offline?: true;
  /** An answer came but its body was not the JSON expected (a proxy's page, an empty body). */
  unreadable?: true;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** The store said yes (2xx), even when its body could not be read. */
export const succeeded = (result: ApiResult<unknown>): boolean => result.status >= 200 && result.status < 300;

export interface ApiOptions<Body = unknown> {
  /** Inserts /site/{code} after the service root (/svc_checkout/site/EUR/…) outside the USA. */
  site?: SiteCode;
  /** Sent as JSON. */
  body?: Body;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
  /** A customer-only endpoint: on TOKEN_EXPIRED refresh the session and retry (SPEC §4). */
  auth?: boolean;
  /** For tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

/** A service path as the browser calls it: non-USA sites insert /site/{code} after /svc_{name}. */
export function sitePath(site: SiteCode | undefined, path: string): string {
  if (!site || site === "USA") return path;
  return path.replace(/^(\/svc_[^/?]+)/, `$1/site/${site}`);
}

export const OFFLINE_ERROR: ApiError = Object.freeze({ code: "no_response", message: OFFLINE_MESSAGE, fields: [] });
/** An answer whose body was not the JSON expected. */
export const UNREADABLE_ERROR: ApiError = Object.freeze({
  code: "unknown_error",
  message: UNKNOWN_MESSAGE,
  fields: [],
});

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** DESIGN §5's `{error: {code, message, details}}` of an answer body, or null when it is not one. */
export function readError(body: unknown): ApiError | null {
  const error = record(record(body)?.error) as Partial<ErrorBody["error"]> | null;
  if (!error || typeof error.code !== "string") return null;
  const fields = record(error.details)?.fields;
  return {
    code: error.code,
    message: typeof error.message === "string" ? error.message : error.code,
    ...(error.details === undefined ? {} : { details: error.details }),
    fields: Array.isArray(fields) ? (fields as FieldError[]) : [],
  };
}

const readJson = (res: Response): Promise<unknown> => res.json().catch(() => undefined);

async function request<T, Body>(method: string, path: string, options: ApiOptions<Body>): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    ...options.headers,
  };
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  };
  const url = sitePath(options.site, path);
  const fetchImpl = options.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = options.auth
      ? await fetchWithAuthRetry(url, init, { refresh: refreshSession, fetchImpl })
      : await fetchImpl(url, init);
  } catch {
    return { ok: false, status: 0, error: OFFLINE_ERROR, offline: true };
  }
  const body = await readJson(res);
  if (res.ok && body !== undefined && body !== null) return { ok: true, status: res.status, data: body as T };
  const error = res.ok ? null : readError(body);
  return error
    ? { ok: false, status: res.status, error }
    : { ok: false, status: res.status, error: UNREADABLE_ERROR, unreadable: true };
}

/**
 * `api.post<PlaceOrderResponse, PlaceOrderRequest>("/svc_checkout/order", {site, body})`.
 * Never throws: a failure is a result.
 */
export const api = {
  get: <T>(path: string, options: Omit<ApiOptions<never>, "body"> = {}) => request<T, never>("GET", path, options),
  post: <T, Body = unknown>(path: string, options: ApiOptions<Body> = {}) => request<T, Body>("POST", path, options),
  put: <T, Body = unknown>(path: string, options: ApiOptions<Body> = {}) => request<T, Body>("PUT", path, options),
  delete: <T>(path: string, options: ApiOptions<unknown> = {}) => request<T, unknown>("DELETE", path, options),
};
