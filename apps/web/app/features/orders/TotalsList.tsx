import type { TotalsLayout, TotalsRow } from "@ironworks/domain";
import { Fragment } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";

/**
 * An order's totals as the domain's totalsLayout lays them out: the summands, the total (with
 * "incl. VAT" on EUR/GBR), then what sits below it ("of which VAT", gift cards, amount due), so the
 * printed figures add up on the checkout summary, the success page and the order page alike.
 * `text` may print a row its own way (a pending figure, "Free"); `money` prints the rest. Labels
 * are the orders catalog's `orders.total.<row key>`: a route rendering this ships `ordersCatalog`.
 */
export function TotalsList({
  layout,
  money,
  variant,
  testId,
  totalTestId,
  text,
}: {
  layout: TotalsLayout;
  money: (amount: number) => string;
  variant: "checkout" | "order";
  testId?: string;
  totalTestId: string;
  text?: (row: TotalsRow) => string | null;
}) {
  const t = useT<OrdersKey>();
  const shown = (row: TotalsRow) => {
    const own = text?.(row);
    if (own) return own;
    if (row.amount === null) return "—";
    return row.amount < 0 ? `−${money(-row.amount)}` : money(row.amount);
  };
  // The VAT figure keeps the tax row's test id on VAT-inclusive stores.
  const rowId = (row: TotalsRow) => `total-${row.key === "vat" ? "tax" : row.key}`;
  const grand = (
    <>
      <dt className={variant === "checkout" ? "checkout-totals__grand" : undefined}>{t("orders.total.total")}</dt>
      <dd className={variant === "checkout" ? "checkout-totals__grand" : undefined} data-testid={totalTestId}>
        {money(layout.total.amount)}
        {layout.total.note ? <span className="checkout-note"> {t("orders.total.inclVat")}</span> : null}
      </dd>
    </>
  );
  const cell = (row: TotalsRow) => (
    <>
      <dt>{t(`orders.total.${row.key}`)}</dt>
      <dd data-testid={rowId(row)}>{shown(row)}</dd>
    </>
  );
  if (variant === "checkout")
    return (
      <dl className="checkout-totals" data-testid={testId}>
        {layout.lines.map((row) => (
          <Fragment key={row.key}>{cell(row)}</Fragment>
        ))}
        {grand}
        {layout.after.map((row) => (
          <Fragment key={row.key}>{cell(row)}</Fragment>
        ))}
      </dl>
    );
  return (
    <dl className="order-totals" data-testid={testId}>
      {layout.lines.map((row) => (
        <div key={row.key}>{cell(row)}</div>
      ))}
      <div className="order-totals__grand">{grand}</div>
      {layout.after.map((row) => (
        <div key={row.key} className={row.key === "vat" ? "order-totals__note" : undefined}>
          {cell(row)}
        </div>
      ))}
    </dl>
  );
}
