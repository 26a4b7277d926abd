import type { Order } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import type { OrdersKey } from "./messages.ts";
import { eventTime, isUnpaid, itemCountText, shipmentStatusText, trackingUrl } from "./order-format.ts";

/**
 * An order's packages as fulfilment reports them (/shippingtracker and the order page): carrier,
 * tracking number (linked to the carrier for the big ones), status and events, newest first.
 * Nothing shipped yet reads "being prepared".
 */
export function ShipmentsView({ order }: { order: Pick<Order, "orderId" | "status" | "shipments"> }) {
  const { locale } = useLocale();
  const t = useT<OrdersKey>();
  if (order.shipments.length === 0) {
    return (
      <p className="order-muted" data-testid="shipments-empty">
        {t(isUnpaid(order.status) ? "orders.shipments.unpaid" : "orders.shipments.preparing")}
      </p>
    );
  }
  return (
    <ol className="order-shipments" aria-label={t("orders.shipments.label")}>
      {order.shipments.map((s) => {
        const link = trackingUrl(s.carrier, s.trackingNumber);
        const qty = s.items.reduce((n, i) => n + i.qty, 0);
        const events = [...s.events].sort((a, b) => b.at.localeCompare(a.at));
        return (
          <li key={s.packageNumber} className="order-shipment" data-testid="shipment">
            <h3>
              {t("orders.packageN", { n: s.packageNumber })}{" "}
              <span className={`shipment-status shipment-status--${s.status}`}>{shipmentStatusText(s.status, t)}</span>
            </h3>
            <dl className="order-facts order-facts--compact">
              <div>
                <dt>{t("orders.shipments.carrier")}</dt>
                <dd>{s.label || s.carrier}</dd>
              </div>
              <div>
                <dt>{t("orders.shipments.tracking")}</dt>
                <dd>
                  {s.trackingNumber ? (
                    link ? (
                      <a href={link} rel="noopener noreferrer" target="_blank">
                        {s.trackingNumber}
                        <span className="visually-hidden"> {t("orders.shipments.newTab")}</span>
                      </a>
                    ) : (
                      s.trackingNumber
                    )
                  ) : (
                    t("orders.shipments.notAssigned")
                  )}
                </dd>
              </div>
              <div>
                <dt>{t("orders.shipments.contents")}</dt>
                <dd>
                  {itemCountText(qty, t)}
                  {s.items.length ? ` (${s.items.map((i) => `${i.qty} × ${i.sku}`).join(", ")})` : null}
                </dd>
              </div>
            </dl>
            {events.length ? (
              <ol className="order-events" aria-label={t("orders.shipments.events", { n: s.packageNumber })}>
                {events.map((e, i) => (
                  <li key={`${e.at}-${i}`}>
                    <time dateTime={e.at}>{eventTime(e.at, locale)}</time> {e.description}
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
