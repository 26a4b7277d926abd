import { data } from "react-router";
import { choiceFrom } from "../features/returns/choice.ts";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import { loadOrderView, PRIVATE, photoAction, requireReturnsSite } from "../features/returns/returns.server.ts";
import { SelectItemsForm } from "../features/returns/SelectItemsForm.tsx";
import { WithdrawLink } from "../features/returns/WithdrawLink.tsx";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.select-items";

export const handle: RouteHandle = { noindex: true };

/**
 * /rmaprocess/select-items?orderId= (issue #21 item 2): the order's lines with their eligibility
 * from the one policy table; an order this session may not read is the 404 page. Coming back
 * from the confirm page, the earlier choice is filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireReturnsSite(request, context);
  const params = new URL(request.url).searchParams;
  const view = await loadOrderView(context, params.get("orderId"), request);
  const chosen = choiceFrom(params);
  return data(
    {
      view,
      chosen: chosen.lines.length ? chosen : null,
      messages: pageMessages(localeFromRequest(request).locale, returnsCatalog),
    },
    { headers: PRIVATE },
  );
}

/** A photo of a damaged item (ADR 0047): stored, then back here with it on the line. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireReturnsSite(request, context);
  return photoAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.select.title") }];
}

export default function RmaSelectItems({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  const { view, chosen } = loaderData;
  const refused = (actionData as { photo?: { lineNo: number; issue: string } } | undefined)?.photo;
  return (
    <main id="main" className="account-page returns-page">
      <h1>{t("returns.select.title")}</h1>
      <p className="account-intro">{t("returns.select.order", { orderId: view.orderId })}</p>
      {view.withdrawalOpen ? (
        <p className="returns-withdraw">
          <WithdrawLink orderId={view.orderId} />
        </p>
      ) : null}
      {refused ? (
        <p className="account-notice account-notice--error" role="alert" data-testid="returns-photo-refused">
          {t(`returns.photo.${refused.issue}` as ReturnsKey)}
        </p>
      ) : null}
      <SelectItemsForm view={view} chosen={chosen} action="/rmaprocess/confirm" />
    </main>
  );
}
