import type { Customer, SessionResponse } from "@ironworks/contracts";
import { SESSION_LIFETIME_SECONDS } from "@ironworks/domain";
import type { SessionInfo } from "../../platform/session.ts";

/**
 * The browser's view of its session (SPEC §4): it lives 300 s and the browser asks again 45 s
 * before the end. The server-side session itself slides for 30 days (ADR 0009); the short
 * lifetime only bounds how stale the browser's idea of "who is signed in" may get.
 */
export function sessionResponse(
  info: SessionInfo | null,
  customer: Customer | null,
  now = Date.now(),
): SessionResponse {
  return {
    session: {
      groupId: customer ? customer.groupId : (info?.groupId ?? 0),
      lifetime: SESSION_LIFETIME_SECONDS,
      expiresAt: new Date(now + SESSION_LIFETIME_SECONDS * 1000).toISOString(),
    },
    customer,
  };
}

/** The signed-in customer as the session already read it (one query per GET /session), or null for a guest. */
export function customerOfSession(info: SessionInfo | null): Customer | null {
  if (!info?.customerId) return null;
  const segments = info.segments ?? [];
  return {
    _id: String(info.customerId),
    customerId: info.customerId,
    email: info.email ?? "",
    groupId: info.groupId,
    firstname: info.firstname ?? "",
    lastname: info.lastname ?? "",
    segments,
    primarySegment: segments[0] ?? "None",
  };
}
