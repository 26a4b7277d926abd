import type { SiteCode } from "@ironworks/domain";
import { useRouteLoaderData } from "react-router";

/** The account layout's data (the signed-in customer), for its children. */
export interface AccountData {
  customer: { customerId: number; email: string; firstname: string; lastname: string; groupId: number };
  site: SiteCode;
}

export function useAccountData(): AccountData {
  const d = useRouteLoaderData("account") as AccountData | undefined;
  if (!d) throw new Error("useAccountData outside the account layout");
  return d;
}
