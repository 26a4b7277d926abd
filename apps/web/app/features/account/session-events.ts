import { isLoggedInGroup } from "@ironworks/domain";
import type { CustomerSummary, SessionSnapshot } from "./session-client.ts";

/**
 * Who the page is signed in as changed (SPEC §4: "Events profile resets on login or logout and
 * reloads after login"). The first known state of a page (loading → ready) is no change: nothing
 * was loaded for anyone yet. A switch from one customer to another is a logout and a login.
 */
export type SessionChange =
  | { kind: "login"; customer: CustomerSummary }
  | { kind: "logout" }
  | { kind: "switch"; customer: CustomerSummary };

const signedInAs = (s: SessionSnapshot): CustomerSummary | null =>
  s.status === "ready" && s.customer && isLoggedInGroup(s.customer.groupId) ? s.customer : null;

export function sessionChangeOf(previous: SessionSnapshot, next: SessionSnapshot): SessionChange | null {
  if (previous.status !== "ready" || next.status !== "ready") return null;
  const before = signedInAs(previous);
  const after = signedInAs(next);
  if (!before && after) return { kind: "login", customer: after };
  if (before && !after) return { kind: "logout" };
  if (before && after && before.email.toLowerCase() !== after.email.toLowerCase())
    return { kind: "switch", customer: after };
  return null;
}

/**
 * Per-customer client state (the events profile when it lands: loaded, linked, _id… of SPEC §3)
 * registers here: `reset()` on every change, `load(customer)` after a login (or switch).
 * Failures are the listener's own (SPEC §8: an events profile failure is a warning).
 */
export interface SessionScopedState {
  reset(): void;
  load?(customer: CustomerSummary): void | Promise<void>;
}

const listeners = new Set<SessionScopedState>();

/** Registers per-customer state; returns the unregister function. */
export function onSessionChange(state: SessionScopedState): () => void {
  listeners.add(state);
  return () => listeners.delete(state);
}

/** Called by the SessionProvider when the signed-in customer changed. */
export function emitSessionChange(change: SessionChange): void {
  for (const state of [...listeners]) {
    try {
      state.reset();
      if (change.kind !== "logout") {
        const loading = state.load?.(change.customer);
        if (loading) loading.catch((err: unknown) => console.warn("session-scoped state failed to load", err));
      }
    } catch (err) {
      console.warn("session-scoped state failed to reset", err);
    }
  }
}
