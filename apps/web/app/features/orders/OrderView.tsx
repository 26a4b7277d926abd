import type { Order } from "@ironworks/contracts";
import { useLocale } from "../../lib/locale.ts";
import { addressLines, orderDate, orderMoney, orderStatusText, paymentText, pricesIncludeVat } from "./order-format.ts";
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
  const money = (n: number | null | undefined) => orderMoney(n, order.currency, locale);
  const vat = pricesIncludeVat(order.storeId);
  const t = order.totals;
  return (
    <div className="order-view" data-testid="order-view" data-order-id={order.orderId}>
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.orderId}</dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>{orderDate(order.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`} data-testid="order-status">
              {orderStatusText(order.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{order.customer.email}</dd>
        </div>
      </dl>

      <section className="order-section" aria-labelledby={`order-${order.orderId}-items`}>
        <h2 id={`order-${order.orderId}-items`}>Items</h2>
        <div className="order-table-wrap">
          <table className="order-lines">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line, i) => (
                <tr key={`${line.sku}-${i}`} data-testid="order-line">
                  <th scope="row" className="order-lines__name">
                    {line.name}
                    {line.options.length > 0 ? (
                      <ul className="order-lines__options">
                        {line.options.map((o, j) => (
                          <li key={`${o.label}-${j}`}>
                            <span>{o.label}:</span> {o.value}
                          </li>
                        ))}
                      </ul>
                    ) : null}
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
        <h2 id={`order-${order.orderId}-totals`}>Totals</h2>
        <dl className="order-totals" data-testid="order-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(t.subtotal)}</dd>
          </div>
          {t.discount > 0 ? (
            <div>
              <dt>Discount</dt>
              <dd>−{money(t.discount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Shipping</dt>
            <dd>{t.shipping > 0 ? money(t.shipping) : "Free"}</dd>
          </div>
          {vat ? null : (
            <div>
              <dt>Tax</dt>
              <dd>{money(t.tax)}</dd>
            </div>
          )}
          {t.tariff > 0 ? (
            <div>
              <dt>Tariff</dt>
              <dd>{money(t.tariff)}</dd>
            </div>
          ) : null}
          <div className="order-totals__grand">
            <dt>Grand total</dt>
            <dd data-testid="order-grand-total">{money(t.grandTotalIncludingTax)}</dd>
          </div>
          {vat ? (
            <div className="order-totals__note">
              <dt>Includes VAT</dt>
              <dd>{money(t.tax)}</dd>
            </div>
          ) : null}
          {t.giftcards > 0 ? (
            <>
              <div>
                <dt>Paid with gift cards</dt>
                <dd>−{money(t.giftcards)}</dd>
              </div>
              <div>
                <dt>Charged to {paymentText(order.payment)}</dt>
                <dd>{money(order.payment.amount)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>

      <div className="order-columns">
        <AddressBlock title="Shipping address" id={`order-${order.orderId}-ship-to`} address={order.shippingAddress}>
          {order.shipping.length === 0 ? null : (
            <>
              <h3>Shipping method</h3>
              <ul className="order-plain-list">
                {order.shipping.map((s, i) => (
                  <li key={`${s.shippingCode}-${s.packageNumber ?? i}`}>
                    {order.shipping.length > 1 ? `Package ${s.packageNumber ?? i + 1}: ` : null}
                    {s.label || s.shippingCode}
                    {s.carrier && !s.label.includes(s.carrier) ? ` (${s.carrier})` : null} —{" "}
                    {s.rate > 0 ? money(s.rate) : "Free"}
                  </li>
                ))}
              </ul>
            </>
          )}
        </AddressBlock>
        <AddressBlock title="Billing address" id={`order-${order.orderId}-bill-to`} address={order.billingAddress}>
          <h3>Payment</h3>
          <ul className="order-plain-list" data-testid="order-payment">
            {order.payment.paymentType !== "giftcard" && order.payment.amount > 0 ? (
              <li>
                {paymentText(order.payment)} — {money(order.payment.amount)}
              </li>
            ) : null}
            {order.giftcards.map((g) => (
              <li key={g.code}>
                Gift card {maskCode(g.code)} — {money(g.amount)}
              </li>
            ))}
            {order.payment.amount === 0 && order.giftcards.length === 0 ? <li>No payment needed</li> : null}
          </ul>
        </AddressBlock>
      </div>

      {order.comments ? (
        <section className="order-section" aria-labelledby={`order-${order.orderId}-comments`}>
          <h2 id={`order-${order.orderId}-comments`}>Comments</h2>
          <p className="order-comments">{order.comments}</p>
        </section>
      ) : null}

      {showShipments ? (
        <section className="order-section" aria-labelledby={`order-${order.orderId}-shipments`}>
          <h2 id={`order-${order.orderId}-shipments`}>Shipments</h2>
          <ShipmentsView order={order} />
        </section>
      ) : null}
    </div>
  );
}

function AddressBlock({
  title,
  id,
  address,
  children,
}: {
  title: string;
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
        <p className="order-muted">{title === "Shipping address" ? "Nothing to ship." : "None given."}</p>
      )}
      {children}
    </section>
  );
}
