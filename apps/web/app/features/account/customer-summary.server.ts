import type { SessionInfo } from "@ironworks/server";
import type { CustomerSummary } from "./session-client.ts";

/**
 * The signed-in customer for the header (root loader), from the request's session and the ship-to
 * country their address book sets (SPEC §4); both come from the page's one header read (ADR 0032).
 * null for a guest session or none: a signed-out session never shows a customer's name.
 */
export function customerSummary(
  session: SessionInfo | null,
  shipToCountry: string | null,
): (CustomerSummary & { shipToCountry: string | null }) | null {
  if (!session?.customerId) return null;
  return {
    firstname: session.firstname ?? "",
    lastname: session.lastname ?? "",
    email: session.email ?? "",
    groupId: session.groupId,
    shipToCountry,
  };
}
