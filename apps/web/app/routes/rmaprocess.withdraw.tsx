import { data } from "react-router";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import {
  loadWithdrawalView,
  PRIVATE,
  requireWithdrawalSite,
  withdrawAction,
  withdrawalKey,
} from "../features/returns/returns.server.ts";
import { WithdrawalForm, type WithdrawRefusal } from "../features/returns/WithdrawalForm.tsx";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.withdraw";

export const handle: RouteHandle = { noindex: true };

/**
 * /rmaprocess/withdraw?orderId= (issue #21 item 7): the EU withdrawal function's confirmation step,
 * on the EU store while the EU returns flag is on; an order this session may not read is the 404
 * page. The POST records the withdrawal and goes to its acknowledgement.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireWithdrawalSite(request, context);
  const view = await loadWithdrawalView(context, request, new URL(request.url).searchParams.get("orderId"));
  return data(
    { view, confirmKey: withdrawalKey(), messages: pageMessages(localeFromRequest(request).locale, returnsCatalog) },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireWithdrawalSite(request, context);
  return withdrawAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.withdraw.title") }];
}

export default function RmaWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  return (
    <main id="main" className="account-page returns-page">
      <h1>{t("returns.withdraw.title")}</h1>
      <WithdrawalForm
        view={loaderData.view}
        confirmKey={loaderData.confirmKey}
        refusal={actionData as WithdrawRefusal | undefined}
      />
    </main>
  );
}
