import { data, Link } from "react-router";
import { accountCatalog } from "../features/account/messages.server.ts";
import { validationCatalog } from "../features/account/validation/messages.server.ts";
import { ordersCatalog } from "../features/orders/messages.server.ts";
import { OrderLookupForm } from "../features/orders/OrderLookupForm.tsx";
import type { LookupResult } from "../features/orders/order-lookup.ts";
import { orderDate } from "../features/orders/order-format.ts";
import { lookupAction } from "../features/orders/orders.server.ts";
import type { ReturnsKey } from "../features/returns/messages.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import { customerOrders, PRIVATE, requireReturnsSite } from "../features/returns/returns.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocale, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/rmaprocess.initiate";

export const handle: RouteHandle = { noindex: true };

const SELECT = "/rmaprocess/select-items";

/**
 * /rmaprocess and /rmaprocess/initiate (issue #21 item 1): a customer picks one of their orders;
 * a guest finds one by number and e-mail (the order lookup: captcha, throttle, one answer for
 * every miss), which lets this session return from it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireReturnsSite(request, context);
  const { locale } = localeFromRequest(request);
  // The lookup form's words (account, validation, orders) and the returns pages'.
  const messages = pageMessages(locale, accountCatalog, validationCatalog, ordersCatalog, returnsCatalog);
  return data({ orders: await customerOrders(context, request), messages }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireReturnsSite(request, context);
  return lookupAction(request, context, (orderId) => `${SELECT}?orderId=${encodeURIComponent(orderId)}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReturnsKey>(matches)("returns.initiate.title") }];
}

export default function RmaInitiate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  const { orders } = loaderData;
  return (
    <main id="main" className="account-page returns-page">
      <h1>{t("returns.initiate.title")}</h1>
      <p className="account-intro">{t("returns.initiate.intro")}</p>
      {orders ? (
        <section className="account-card" aria-labelledby="returns-orders">
          <h2 id="returns-orders">{t("returns.initiate.ordersHeading")}</h2>
          {orders.length ? (
            <ul className="returns-orders" data-testid="returns-orders">
              {orders.map((o) => (
                <li key={o.orderId}>
                  <span>
                    {t("returns.initiate.orderLabel", { orderId: o.orderId, date: orderDate(o.createdAt, locale) })}
                  </span>{" "}
                  <Link to={href(`${SELECT}?orderId=${encodeURIComponent(o.orderId)}`)}>
                    {t("returns.initiate.start")}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("returns.initiate.noOrders")}</p>
          )}
        </section>
      ) : (
        <section className="account-card" aria-labelledby="returns-guest">
          <h2 id="returns-guest">{t("returns.initiate.guestHeading")}</h2>
          <p>{t("returns.initiate.guestIntro")}</p>
          <OrderLookupForm
            formId="returns-lookup"
            action="/rmaprocess/initiate"
            titleKey="orders.lookup.formTitle"
            submitLabel="orders.lookup.submit"
            result={actionData as LookupResult | undefined}
          />
        </section>
      )}
    </main>
  );
}
