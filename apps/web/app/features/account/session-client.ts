import { isLoggedInGroup, SESSION_LIFETIME_SECONDS, SESSION_REFRESH_EARLY_SECONDS } from "@ironworks/domain";

/** What the header and account pages know of the signed-in customer (root loader: `customer`). */
export interface CustomerSummary {
  firstname: string;
  lastname: string;
  email: string;
  groupId: number;
}

/** SPEC §4: loading until the session is known; a customer is logged in when groupId is nonzero. */
export interface SessionSnapshot {
  status: "loading" | "ready";
  customer: CustomerSummary | null;
  /** Epoch ms when the browser's view of the session ends (SPEC §4: 300 s). */
  expiresAt: number;
}

export const isLoggedIn = (s: SessionSnapshot): boolean => s.status === "ready" && isLoggedInGroup(s.customer?.groupId);

export function readySnapshot(
  customer: CustomerSummary | null,
  now = Date.now(),
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
) {
  return { status: "ready", customer, expiresAt: now + lifetimeSeconds * 1000 } satisfies SessionSnapshot;
}

/** SPEC §4/§9: refresh 45 s before the session ends. */
export function refreshDelay(expiresAt: number, now = Date.now()): number {
  return Math.max(0, expiresAt - SESSION_REFRESH_EARLY_SECONDS * 1000 - now);
}

interface SessionAnswer {
  session: { groupId: number; lifetime: number; expiresAt: string };
  customer: CustomerSummary | null;
}

/**
 * GET the session (SPEC §8: retried once, then the visitor is a guest). Returns null when both
 * tries failed; the caller then treats the visitor as logged out.
 */
export async function fetchSession(url: string, fetchImpl: typeof fetch = fetch): Promise<SessionSnapshot | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetchImpl(url, { credentials: "same-origin", cache: "no-store" });
      if (!res.ok) continue;
      const body = (await res.json()) as SessionAnswer;
      const c = body.customer;
      const customer = c ? { firstname: c.firstname, lastname: c.lastname, email: c.email, groupId: c.groupId } : null;
      return readySnapshot(customer, Date.now(), body.session?.lifetime ?? SESSION_LIFETIME_SECONDS);
    } catch {
      // offline or aborted: one more try
    }
  }
  return null;
}

/** Whether two views name the same signed-in customer (a change means pages must reload their data). */
export const sameCustomer = (a: CustomerSummary | null, b: CustomerSummary | null) =>
  (a?.email ?? null) === (b?.email ?? null) && (a?.groupId ?? 0) === (b?.groupId ?? 0);
