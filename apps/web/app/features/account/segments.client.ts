import type { SiteCode } from "@ironworks/domain";
import { api } from "../../lib/api.ts";

/**
 * Visitor segments in the browser (SPEC §6, §7, §9). Guests keep theirs in local storage under
 * `cust_dat`; a signed-in customer's come from the customer and are saved with PUT
 * /svc_customer/customer/segments, whose failure is ignored (SPEC §8). Content blocks are
 * filtered on the server, so the browser mirrors a guest's primary segment into the `seg` cookie
 * the page loaders read (a customer's is read from the session there).
 */

/** SPEC §9 local storage key. */
export const CUSTOMER_DATA_KEY = "cust_dat";
/** The cookie content filtering reads (features/content/visibility.ts SEGMENT_COOKIE). */
export const SEGMENT_COOKIE_NAME = "seg";
export const NO_SEGMENT = "None";
/** The server's limit (PUT /customer/segments): at most 20, each a short name. */
export const MAX_SEGMENTS = 20;
const MAX_SEGMENT_LENGTH = 100;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Deduplicated, order kept (the first is primary), bounded. */
export function cleanSegments(segments: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const s of segments) {
    if (typeof s !== "string") continue;
    const v = s.trim();
    if (!v || v.length > MAX_SEGMENT_LENGTH || out.includes(v)) continue;
    out.push(v);
    if (out.length === MAX_SEGMENTS) break;
  }
  return out;
}

function defaultStore(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): segments live for the page only
  }
}

/** The guest's segments from `cust_dat` ([] when none, unreadable or not ours). */
export function readGuestSegments(store: KeyValueStore | null = defaultStore()): string[] {
  try {
    const raw = store?.getItem(CUSTOMER_DATA_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { segments?: unknown };
    return Array.isArray(parsed?.segments) ? cleanSegments(parsed.segments) : [];
  } catch {
    return [];
  }
}

export function writeGuestSegments(segments: readonly string[], store: KeyValueStore | null = defaultStore()): void {
  try {
    const clean = cleanSegments(segments);
    store?.setItem(CUSTOMER_DATA_KEY, JSON.stringify({ segments: clean, primarySegment: clean[0] ?? NO_SEGMENT }));
  } catch {
    // quota or disabled storage: nothing to keep
  }
}

/** The `seg` cookie's value now (null when absent). */
export function readSegmentCookie(cookie: string): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SEGMENT_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie string (document.cookie form) for a primary segment; "None" clears it. */
export function segmentCookie(primary: string, secure: boolean): string {
  const tail = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return primary === NO_SEGMENT
    ? `${SEGMENT_COOKIE_NAME}=${tail}; Max-Age=0`
    : `${SEGMENT_COOKIE_NAME}=${encodeURIComponent(primary)}${tail}; Max-Age=${COOKIE_MAX_AGE_S}`;
}

interface Env {
  store?: KeyValueStore | null;
  /** document.cookie, read and written. */
  cookies?: { get(): string; set(value: string): void };
  secure?: boolean;
  fetchImpl?: typeof fetch;
}

function browserCookies(): Env["cookies"] {
  if (typeof document === "undefined") return undefined;
  return {
    get: () => document.cookie,
    set: (v) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the server reads the segment to filter content.
      document.cookie = v;
    },
  };
}

/**
 * A guest's page start: when local storage names a primary segment the `seg` cookie does not
 * carry, the cookie is set. True when it changed (the caller reloads route data, so content
 * blocks are filtered for the segment).
 */
export function syncGuestSegmentCookie(env: Env = {}): boolean {
  const cookies = env.cookies ?? browserCookies();
  if (!cookies) return false;
  const primary = readGuestSegments(env.store === undefined ? defaultStore() : env.store)[0] ?? NO_SEGMENT;
  const current = readSegmentCookie(cookies.get()) ?? NO_SEGMENT;
  if (current === primary) return false;
  const secure = env.secure ?? (typeof location !== "undefined" && location.protocol === "https:");
  cookies.set(segmentCookie(primary, secure));
  return true;
}

/**
 * The visitor chose segments. A guest's go to local storage (and the `seg` cookie); a signed-in
 * customer's to the server, a failure ignored (SPEC §7, §8). Resolves to the primary segment.
 */
export async function saveSegments(
  segments: readonly string[],
  who: { loggedIn: boolean; site: SiteCode },
  env: Env = {},
): Promise<string> {
  const clean = cleanSegments(segments);
  const primary = clean[0] ?? NO_SEGMENT;
  if (who.loggedIn) {
    // SPEC §8: a segment save failure is silent
    await api.put("/svc_customer/customer/segments", {
      site: who.site,
      body: { segments: clean },
      auth: true,
      fetchImpl: env.fetchImpl,
    });
    return primary;
  }
  writeGuestSegments(clean, env.store === undefined ? defaultStore() : env.store);
  syncGuestSegmentCookie(env);
  return primary;
}
