import { SITES, type SiteCode } from "@ironworks/domain";
import { data, Link } from "react-router";
import { ConfirmView, ProblemList } from "../features/returns/ConfirmView.tsx";
import { choiceFrom, choiceParams } from "../features/returns/choice.ts";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import {
  confirmAction,
  loadOrderView,
  PRIVATE,
  quoteChoice,
  requireReturnsSite,
} from "../features/returns/returns.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.confirm";

export const handle: RouteHandle = { noindex: true };

/**
 * /rmaprocess/confirm?orderId=…&qty-1=… (issue #21 item 3): the choice priced by the server —
 * fees, tax and shipping shares, the total — before anything is written; the POST makes the RMA
 * (once per page: its one-time key) and goes to the print page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireReturnsSite(request, context);
  const choice = choiceFrom(new URL(request.url).searchParams);
  const view = await loadOrderView(context, choice.orderId, request);
  const result = await quoteChoice(context, choice, request);
  return data(
    {
      view,
      choice,
      result,
      pricesIncludeVat: SITES[view.site as SiteCode]?.pricesIncludeVat ?? false,
      messages: pageMessages(localeFromRequest(request).locale, returnsCatalog),
    },
    { status: result.ok ? 200 : 422, headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireReturnsSite(request, context);
  return confirmAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.confirm.title") }];
}

export default function RmaConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  const { href } = useLocaleTools();
  const { view, choice, result } = loaderData;
  const changeHref = `/rmaprocess/select-items?${choiceParams(choice).toString()}`;
  const refused = actionData as
    | { code: string; rmaNumber: string | null; problems: { lineNo: number; problem: string }[] }
    | undefined;
  return (
    <main id="main" className="account-page returns-page">
      <h1>{t("returns.confirm.title")}</h1>
      <p className="account-intro">{t("returns.select.order", { orderId: view.orderId })}</p>
      {refused ? <ProblemList problems={refused.problems} code={refused.code} /> : null}
      {result.ok ? (
        <ConfirmView
          view={view}
          choice={choice}
          quote={result.quote}
          confirmKey={result.confirmKey}
          changeHref={changeHref}
          pricesIncludeVat={loaderData.pricesIncludeVat}
        />
      ) : (
        <>
          <ProblemList problems={result.problems} code={result.code} />
          <p>
            <Link to={href(changeHref)}>{t("returns.confirm.change")}</Link>
          </p>
        </>
      )}
    </main>
  );
}
