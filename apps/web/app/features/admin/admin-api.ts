import type { StaffMe } from "@ironworks/contracts";
import { redirect } from "react-router";

/**
 * The console imports no module of the storefront's own (ui/, lib/, other features, @ironworks/domain):
 * a module the console shares with storefront routes would join the console's routes to its chunk
 * group's set of routes and split the storefront's first-view chunks differently (apps/web/vite.config.ts
 * groups by route set, ADR 0034), moving the storefront's budgets. Hence the small fetch helper below,
 * the button classes of ui/Button.tsx, and two constants written here.
 */
/** The captcha header of ADR 0011 (@ironworks/domain CAPTCHA_HEADER). */
export const CAPTCHA_HEADER = "x-captcha-token";

/** Major units typed by staff → minor units, as @ironworks/domain toMinor (2-decimal currencies). */
export const toMinor = (major: number) => Math.round(major * 100);

/** The button look of ui/Button.tsx (its class names; the stylesheet is the storefront's). */
export const buttonClass = (size: "s" | "m" = "m", variant: "primary" | "secondary" = "primary") =>
  `btn btn--${variant} btn--${size}`;

export interface ApiError {
  code: string;
  message: string;
  details?: unknown;
  fields: { field: string; message: string }[];
}
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** A JSON call to the staff API; never throws (no answer is status 0). */
async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return {
      ok: false,
      status: 0,
      error: { code: "no_response", message: "The server did not answer. Try again.", fields: [] },
    } satisfies ApiResult<T>;
  }
  const json = (await res.json().catch(() => null)) as {
    error?: Partial<ApiError> & { details?: { fields?: ApiError["fields"] } };
  } | null;
  if (res.ok) return { ok: true, status: res.status, data: json as T } satisfies ApiResult<T>;
  const e = json?.error;
  return {
    ok: false,
    status: res.status,
    error: {
      code: e?.code ?? "unreadable",
      message: e?.message ?? `The server answered ${res.status}.`,
      details: e?.details,
      fields: e?.details?.fields ?? [],
    },
  } satisfies ApiResult<T>;
}

export const api = {
  get: <T>(path: string) => call<T>("GET", path),
  post: <T>(path: string, body: unknown, headers?: Record<string, string>) => call<T>("POST", path, body, headers),
  put: <T>(path: string, body: unknown) => call<T>("PUT", path, body),
  delete: <T = null>(path: string) => call<T>("DELETE", path),
};

/**
 * The console's one door to the staff API (/svc_staff, ADR 0037): every read and write goes
 * through the server's permission table, so the console holds no rule of its own. A lost session
 * (401) sends the member to sign in again.
 */
export const STAFF_API = "/svc_staff";

/** For clientLoaders: the data, or a redirect to sign-in on 401; other failures are thrown as the route's error. */
export async function loadStaff<T>(path: string): Promise<T> {
  const result = await api.get<T>(`${STAFF_API}${path}`);
  if (result.ok) return result.data;
  if (result.status === 401) throw redirect(`/admin/login?next=${encodeURIComponent(location.pathname)}`);
  throw new Response(result.error.message, { status: result.status || 503 });
}

export const staffApi = {
  me: () => loadStaff<StaffMe>("/me"),
  post: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    api.post<T>(`${STAFF_API}${path}`, body, headers),
  put: <T>(path: string, body: unknown) => api.put<T>(`${STAFF_API}${path}`, body),
  delete: <T = null>(path: string) => api.delete<T>(`${STAFF_API}${path}`),
};

/** The message to show for a failed write; a 403 names the missing permission. */
export function failureMessage(result: ApiResult<unknown>): string {
  return result.ok ? "" : result.error.message;
}

/** Minor units in the order's currency, for staff (en locale: the console is English). */
export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(minor / 100);
}

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) +
  " UTC";
