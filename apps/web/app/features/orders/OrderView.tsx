import type { Order } from "@ironworks/contracts";
import { businessBuyer } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import type { OrdersKey } from "./messages.ts";
import { LineDetails } from "../lists/shared/LineDetails.tsx";
import {
  addressLines,
  orderDate,
  orderMoney,
  orderStatusText,
  orderTotalsLayout,
  paymentText,
} from "./order-format.ts";
import { TotalsList } from "./TotalsList.tsx";
import { ShipmentsView } from "./ShipmentsView.tsx";

export type { Order };

/** A gift card by its last four characters only: the code is spendable. */
const maskCode = (code: string) => (code.length > 4 ? `•••• ${code.slice(-4)}` : code);

/**
 * One order as its owner sees it (SPEC §3 Order): lines, totals, addresses, shipping, payment and
 * shipments. Shared by /account/order/{id}, the guest lookup, /checkout/success and the payment
 * link; the page supplies its own <main> and <h1>, this renders the sections under h2 headings.
 */
export function OrderView({ order, showShipments = true }: { order: Order; showShipments?: boolean }) {
  const { locale } = useLocale();
  const t = useT<OrdersKey>();
  const money = (n: number | null | undefined) => orderMoney(n, order.currency, locale);
  const business = businessBuyer(order.billingAddress, order.shippingAddress);
  const free = t("orders.free");
  return (
    <div className="order-view" data-testid="order-view" data-order-id={order.orderId}>
      <dl className="order-facts">
        <div>
          <dt>{t("orders.orderNumber")}</dt>
          <dd data-testid="order-number">{order.orderId}</dd>
        </div>
        <div>
          <dt>{t("orders.placedOn")}</dt>
          <dd>{orderDate(order.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{t("orders.statusLabel")}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`} data-testid="order-status">
              {orderStatusText(order.status, t)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("orders.email")}</dt>
          <dd>{order.customer.email}</dd>
        </div>
        {business?.company ? (
          <div>
            <dt>{t("orders.company")}</dt>
            <dd data-testid="order-company">{business.company}</dd>
          </div>
        ) : null}
        {business?.vatId ? (
          <div>
            <dt>{t("orders.vatId")}</dt>
            <dd data-testid="order-vat-id">{business.vatId}</dd>
          </div>
        ) : null}
      </dl>

      <section className="order-section" aria-labelledby={`order-${order.orderId}-items`}>
        <h2 id={`order-${order.orderId}-items`}>{t("orders.items")}</h2>
        <div className="order-table-wrap">
          <table className="order-lines">
            <thead>
              <tr>
                <th scope="col">{t("orders.col.product")}</th>
                <th scope="col">{t("orders.col.sku")}</th>
                <th scope="col" className="num">
                  {t("orders.col.qty")}
                </th>
                <th scope="col" className="num">
                  {t("orders.col.price")}
                </th>
                <th scope="col" className="num">
                  {t("orders.col.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line, i) => (
                <tr key={`${line.sku}-${i}`} data-testid="order-line">
                  <th scope="row" className="order-lines__name">
                    {line.name}
                    <LineDetails description={line.description} className="order-lines__options" />
                  </th>
                  <td>{line.sku}</td>
                  <td className="num">{line.qty}</td>
                  <td className="num">{money(line.price)}</td>
                  <td className="num">{money(line.rowTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="order-section" aria-labelledby={`order-${order.orderId}-totals`}>
        <h2 id={`order-${order.orderId}-totals`}>{t("orders.totals")}</h2>
        <TotalsList
          variant="order"
          testId="order-totals"
          totalTestId="order-grand-total"
          money={money}
          layout={orderTotalsLayout(order)}
          text={(row) => (row.key === "shipping" && row.amount === 0 ? free : null)}
        />
      </section>

      <div className="order-columns">
        <AddressBlock
          title={t("orders.shippingAddress")}
          empty={t("orders.nothingToShip")}
          id={`order-${order.orderId}-ship-to`}
          address={order.shippingAddress}
        >
          {order.shipping.length === 0 ? null : (
            <>
              <h3>{t("orders.shippingMethod")}</h3>
              <ul className="order-plain-list">
                {order.shipping.map((s, i) => (
                  <li key={`${s.shippingCode}-${s.packageNumber ?? i}`}>
                    {order.shipping.length > 1 ? `${t("orders.packageN", { n: s.packageNumber ?? i + 1 })}: ` : null}
                    {s.label || s.shippingCode}
                    {s.carrier && !s.label.includes(s.carrier) ? ` (${s.carrier})` : null} —{" "}
                    {s.rate > 0 ? money(s.rate) : free}
                  </li>
                ))}
              </ul>
            </>
          )}
        </AddressBlock>
        <AddressBlock
          title={t("orders.billingAddress")}
          empty={t("orders.noneGiven")}
          id={`order-${order.orderId}-bill-to`}
          address={order.billingAddress}
        >
          <h3>{t("orders.payment")}</h3>
          <ul className="order-plain-list" data-testid="order-payment">
            {order.payment.paymentType !== "giftcard" && order.payment.amount > 0 ? (
              <li>
                {paymentText(order.payment, t)} — {money(order.payment.amount)}
              </li>
            ) : null}
            {order.giftcards.map((g) => (
              <li key={g.code}>
                {t("orders.giftcardLine", { code: maskCode(g.code) })} — {money(g.amount)}
              </li>
            ))}
            {order.payment.amount === 0 && order.giftcards.length === 0 ? <li>{t("orders.payment.free")}</li> : null}
          </ul>
        </AddressBlock>
      </div>

      {order.comments ? (
        <section className="order-section" aria-labelledby={`order-${order.orderId}-comments`}>
          <h2 id={`order-${order.orderId}-comments`}>{t("orders.comments")}</h2>
          <p className="order-comments">{order.comments}</p>
        </section>
      ) : null}

      {showShipments ? (
        <section className="order-section" aria-labelledby={`order-${order.orderId}-shipments`}>
          <h2 id={`order-${order.orderId}-shipments`}>{t("orders.shipments")}</h2>
          <ShipmentsView order={order} />
        </section>
      ) : null}
    </div>
  );
}

function AddressBlock({
  title,
  empty,
  id,
  address,
  children,
}: {
  title: string;
  empty: string;
  id: string;
  address: Order["shippingAddress"];
  children?: React.ReactNode;
}) {
  const lines = addressLines(address);
  return (
    <section className="order-section order-address" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lines.length ? (
        <address>
          {lines.map((l, i) => (
            <span key={i}>
              {l}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p className="order-muted">{empty}</p>
      )}
      {children}
    </section>
  );
}
