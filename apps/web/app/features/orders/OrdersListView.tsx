import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { useT } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { itemCountText, orderDate, orderMoney, orderStatusText, pageCount } from "./order-format.ts";

/** One row of /account/orders (the summary view of GET /svc_checkout/order). */
export interface OrderRow {
  orderId: string;
  status: string;
  createdAt: string;
  currency: string;
  grandTotalIncludingTax: number;
  itemCount: number;
}

export interface OrdersPage {
  orders: OrderRow[];
  page: number;
  limit: number;
  total: number;
}

/** SPEC §2 /account/orders: the customer's orders, newest first, 10 a page. */
export function OrdersListView({ data }: { data: OrdersPage }) {
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  const pages = pageCount(data.total, data.limit);
  const pageHref = (n: number) => href(n === 1 ? "/account/orders" : `/account/orders?page=${n}`);
  const t = useT<OrdersKey>();
  return (
    <main id="main" className="account-main account-orders">
      <h1>{t("orders.history")}</h1>
      {data.total === 0 ? (
        <div className="account-card account-empty" data-testid="orders-empty">
          <p>{t("orders.list.empty")}</p>
          <p>
            <Link to={href("/")} className={buttonClass({ variant: "primary" })}>
              {t("orders.list.startShopping")}
            </Link>
          </p>
        </div>
      ) : data.orders.length === 0 ? (
        <div className="account-card account-empty">
          <p>{t("orders.list.emptyPage")}</p>
          <p>
            <Link to={pageHref(1)}>{t("orders.list.latest")}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="account-intro">{t("orders.list.count", { count: data.total })}</p>
          <ul className="account-rows order-rows" aria-label={t("orders.list.label")}>
            {data.orders.map((o) => (
              <li key={o.orderId} className="account-row order-row" data-testid="order-row">
                <div className="account-row__main">
                  <p className="account-row__title">
                    <Link to={href(`/account/order/${encodeURIComponent(o.orderId)}`)}>
                      {t("orders.orderTitle", { orderId: o.orderId })}
                    </Link>
                  </p>
                  <p className="account-row__meta">
                    {orderDate(o.createdAt, locale)} · {itemCountText(o.itemCount, t)}
                  </p>
                </div>
                <span className={`order-status order-status--${o.status} order-row__status`}>
                  {orderStatusText(o.status, t)}
                </span>
                <span className="order-row__total">{orderMoney(o.grandTotalIncludingTax, o.currency, locale)}</span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="order-pager" aria-label={t("orders.list.pages")}>
              {data.page > 1 ? (
                <Link to={pageHref(data.page - 1)} rel="prev">
                  {t("orders.list.newer")}
                </Link>
              ) : (
                <span />
              )}
              <span aria-current="page">{t("orders.list.pageOf", { page: data.page, pages })}</span>
              {data.page < pages ? (
                <Link to={pageHref(data.page + 1)} rel="next">
                  {t("orders.list.older")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </main>
  );
}
