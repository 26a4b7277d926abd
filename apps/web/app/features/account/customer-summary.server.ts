import type { AppLoadContext } from "react-router";
import type { CustomerSummary } from "./session-client.ts";

/** The signed-in customer for the header (root loader), from the request's session: no extra query. */
export async function customerSummary(context: AppLoadContext): Promise<CustomerSummary | null> {
  const session = await context.session.find();
  if (!session?.customerId) return null;
  return {
    firstname: session.firstname ?? "",
    lastname: session.lastname ?? "",
    email: session.email ?? "",
    groupId: session.groupId,
  };
}
