import type { Order } from "@ironworks/contracts";
import { useLocale } from "../../lib/locale.ts";
import { eventTime, isUnpaid, itemCountText, shipmentStatusText, trackingUrl } from "./order-format.ts";

/**
 * An order's packages as fulfilment reports them (/shippingtracker and the order page): carrier,
 * tracking number (linked to the carrier for the big ones), status and events, newest first.
 * Nothing shipped yet reads "being prepared".
 */
export function ShipmentsView({ order }: { order: Pick<Order, "orderId" | "status" | "shipments"> }) {
  const { locale } = useLocale();
  if (order.shipments.length === 0) {
    return (
      <p className="order-muted" data-testid="shipments-empty">
        {isUnpaid(order.status)
          ? "This order ships once its payment is complete."
          : "Your order is being prepared. Tracking details appear here once it ships."}
      </p>
    );
  }
  return (
    <ol className="order-shipments" aria-label="Packages">
      {order.shipments.map((s) => {
        const link = trackingUrl(s.carrier, s.trackingNumber);
        const qty = s.items.reduce((n, i) => n + i.qty, 0);
        const events = [...s.events].sort((a, b) => b.at.localeCompare(a.at));
        return (
          <li key={s.packageNumber} className="order-shipment" data-testid="shipment">
            <h3>
              Package {s.packageNumber}{" "}
              <span className={`shipment-status shipment-status--${s.status}`}>{shipmentStatusText(s.status)}</span>
            </h3>
            <dl className="order-facts order-facts--compact">
              <div>
                <dt>Carrier</dt>
                <dd>{s.label || s.carrier}</dd>
              </div>
              <div>
                <dt>Tracking number</dt>
                <dd>
                  {s.trackingNumber ? (
                    link ? (
                      <a href={link} rel="noopener noreferrer" target="_blank">
                        {s.trackingNumber}
                        <span className="visually-hidden"> (opens the carrier's site in a new tab)</span>
                      </a>
                    ) : (
                      s.trackingNumber
                    )
                  ) : (
                    "Not yet assigned"
                  )}
                </dd>
              </div>
              <div>
                <dt>Contents</dt>
                <dd>
                  {itemCountText(qty, locale)}
                  {s.items.length ? ` (${s.items.map((i) => `${i.qty} × ${i.sku}`).join(", ")})` : null}
                </dd>
              </div>
            </dl>
            {events.length ? (
              <ol className="order-events" aria-label={`Tracking events of package ${s.packageNumber}`}>
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
