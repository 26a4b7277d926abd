import { data } from "react-router";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import { PrintSlip } from "../features/returns/PrintSlip.tsx";
import { loadPrint, PRIVATE, requireReturnsSite } from "../features/returns/returns.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.print";

export const handle: RouteHandle = { noindex: true };

/**
 * /rmaprocess/print/{rmaNumber}/{dateIssued} (issue #21 item 4): the printable slip with its
 * barcode, for whoever may read the order; a wrong date, someone else's or an unknown number is
 * the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireReturnsSite(request, context);
  const rma = await loadPrint(context, params.rmaNumber, params.dateIssued);
  return data({ rma, messages: pageMessages(localeFromRequest(request).locale, returnsCatalog) }, { headers: PRIVATE });
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.print.title", { rmaNumber: d?.rma.rmaNumber ?? "" }) }];
}

export default function RmaPrint({ loaderData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  const { rma } = loaderData;
  return (
    <main id="main" className="account-page returns-page returns-page--print">
      <h1>{t("returns.print.title", { rmaNumber: rma.rmaNumber })}</h1>
      <PrintSlip rma={rma} />
    </main>
  );
}
