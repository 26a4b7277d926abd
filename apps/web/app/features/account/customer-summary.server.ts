import type { AppLoadContext } from "react-router";
import type { CustomerSummary } from "./session-client.ts";

/**
 * The signed-in customer for the header (root loader), from the request's session, plus the
 * ship-to country their default shipping address set (SPEC §4; one primary-key read, ADR 0012).
 */
export async function customerSummary(
  context: AppLoadContext,
): Promise<(CustomerSummary & { shipToCountry: string | null }) | null> {
  const session = await context.session.find();
  if (!session?.customerId) return null;
  return {
    firstname: session.firstname ?? "",
    lastname: session.lastname ?? "",
    email: session.email ?? "",
    groupId: session.groupId,
    shipToCountry: await context.services.addresses.findShipToCountry(session.customerId),
  };
}
