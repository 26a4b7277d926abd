import { data } from "react-router";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import { loadWithdrawal, PRIVATE, requireWithdrawalSite } from "../features/returns/returns.server.ts";
import { WithdrawalReceipt } from "../features/returns/WithdrawalForm.tsx";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.withdrawal";

export const handle: RouteHandle = { noindex: true };

/**
 * /rmaprocess/withdrawal/{id} (issue #21 item 7): the withdrawal as received — its date and time,
 * its content, where the acknowledgement went, the return slip of the delivered units. Someone
 * else's or an unknown one is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireWithdrawalSite(request, context);
  const made = await loadWithdrawal(context, request, params.id);
  return data(
    { made, messages: pageMessages(localeFromRequest(request).locale, returnsCatalog) },
    { headers: PRIVATE },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.withdraw.done.title") }];
}

export default function RmaWithdrawal({ loaderData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  return (
    <main id="main" className="account-page returns-page">
      <h1>{t("returns.withdraw.done.title")}</h1>
      <WithdrawalReceipt made={loaderData.made} />
    </main>
  );
}
