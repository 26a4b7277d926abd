import type { Bin } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { BinNotice } from "./bin.server.ts";

const STOCK: Record<NonNullable<Bin["product"]>["stockStatus"], string> = {
  in_stock: "Back in stock",
  backorder: "Available on backorder",
  oos: "Out of stock",
};

/** SPEC §2 /account/bin: the customer's back-in-stock alerts with product, stock and Remove (a plain form post). */
export function BinsView({ bins, notice }: { bins: Bin[]; notice: BinNotice | null }) {
  const { href } = useLocaleTools();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("binId") : null;
  return (
    <main id="main" className="account-main account-bins">
      <h1>Back in Stock Alerts</h1>
      <div role="status" aria-live="polite">
        {notice ? (
          <p className={`account-notice account-notice--${notice.kind}`} data-testid="account-notice">
            {notice.message}
          </p>
        ) : null}
      </div>
      {bins.length === 0 ? (
        <div className="account-card account-empty">
          <p>You have no back-in-stock alerts.</p>
          <p>
            On a product that is out of stock, choose “Notify me when back in stock” and we'll email you when it
            returns.
          </p>
        </div>
      ) : (
        <ul className="account-rows" aria-label="Back-in-stock alerts">
          {bins.map((bin) => {
            const name = bin.product?.name ?? `Product ${bin.product_id}`;
            return (
              <li key={bin.id} className="account-row" data-testid="bin-row">
                <div className="account-row__main">
                  {bin.product ? (
                    <Link to={href(bin.product.url)} className="account-row__title">
                      {name}
                    </Link>
                  ) : (
                    <span className="account-row__title">{name}</span>
                  )}
                  <p className="account-row__meta">
                    {bin.product ? (
                      <>
                        SKU {bin.product.sku} ·{" "}
                        <span className={`account-stock account-stock--${bin.product.stockStatus}`}>
                          {STOCK[bin.product.stockStatus]}
                        </span>
                      </>
                    ) : (
                      "No longer sold on this site"
                    )}
                  </p>
                  <p className="account-row__meta">Email to {bin.email}</p>
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="binId" value={bin.id} />
                  <button
                    type="submit"
                    className={buttonClass({ size: "s", variant: "secondary" })}
                    aria-label={`Remove the alert for ${name}`}
                    aria-disabled={busy === bin.id || undefined}
                  >
                    {busy === bin.id ? "Removing…" : "Remove"}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
