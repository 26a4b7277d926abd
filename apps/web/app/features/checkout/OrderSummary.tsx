import { totalsLayout } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { TotalsList } from "../orders/TotalsList.tsx";
import { LineDetails } from "../lists/shared/LineDetails.tsx";
import { useCheckout } from "./CheckoutProvider.tsx";
import type { CheckoutKey } from "./messages.ts";

/** The order summary beside every step: the lines and the totals as they stand (SPEC §3 totals). */
export function OrderSummary() {
  const { data, totals, shipping, tax } = useCheckout();
  const { price } = useLocaleTools();
  const t = useT<CheckoutKey>();
  const vat = totals.pricesIncludeTax;
  const pending = (status: string) =>
    status === "loading" || status === "loadable" ? t("checkout.summary.calculating") : "—";
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">
        {t("checkout.summary.title")}{" "}
        <span className="checkout-summary__count">{t("checkout.summary.count", { count: data.list.totals.qty })}</span>
      </h2>
      <ul className="checkout-summary__lines">
        {data.list.items.map((i) => (
          <li key={i.listItemId} className="checkout-line">
            {i.product.thumbnail ? (
              <img
                src={i.product.thumbnail}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="checkout-line__img"
              />
            ) : (
              <span className="checkout-line__img" aria-hidden="true" />
            )}
            <span className="checkout-line__name">
              {i.product.name}
              <span className="checkout-note"> × {i.qty}</span>
              {data.facts[i.listItemId]?.subscriptionInterval === "month" ? (
                <span className="checkout-note"> {t("checkout.summary.monthly")}</span>
              ) : null}
              <LineDetails description={i.description} className="checkout-line__details" />
              {i.error ? <span className="field-error">{i.error.message}</span> : null}
            </span>
            <span className="checkout-line__price">{i.price ? price(i.price.rowTotal) : "—"}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        variant="checkout"
        testId="checkout-totals"
        totalTestId="total-grand"
        money={price}
        layout={totalsLayout(
          {
            subtotal: totals.subtotal,
            discount: totals.discount,
            shipping: totals.shipping,
            tax: totals.tax,
            tariff: totals.tariff,
            giftcards: totals.giftcards,
            grandTotal: totals.grandTotal,
          },
          vat,
        )}
        text={(row) => {
          if (row.key === "shipping")
            return data.virtualOnly
              ? t("checkout.summary.notRequired")
              : row.amount === null
                ? pending(shipping.status)
                : null;
          if (row.key === "tax" || row.key === "vat") return row.amount === null ? pending(tax.status) : null;
          return null;
        }}
      />
      {!totals.complete ? <p className="checkout-note">{t("checkout.summary.provisional")}</p> : null}
    </aside>
  );
}
