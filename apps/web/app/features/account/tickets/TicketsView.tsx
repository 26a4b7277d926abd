import type { Ticket } from "@ironworks/contracts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { usePlural } from "../../../lib/plural.ts";

/** "15% off", "$25.00 off", or only free shipping. */
function discountText(t: Ticket, price: (n: number) => string): string {
  const off = t.value > 0 ? (t.type === "percent" ? `${t.value}% off` : `${price(t.value)} off`) : null;
  if (off && t.freeShipping) return `${off} and free shipping`;
  return off ?? (t.freeShipping ? "Free shipping" : "No discount");
}

/** SPEC §2 /account/earned-store: the ticket discounts the customer earned (SPEC §3 earnedProducts). */
export function TicketsView({ tickets }: { tickets: Ticket[] }) {
  const { price } = useLocaleTools();
  const plural = usePlural();
  return (
    <main id="main" className="account-main account-earned">
      <h1>Earned Store</h1>
      <p className="account-intro">
        Discounts you earned with orders and events. They apply at checkout to the products they name, or to every
        product of the earned store.
      </p>
      {tickets.length === 0 ? (
        <div className="account-card account-empty">
          <p>You have no earned discounts yet.</p>
        </div>
      ) : (
        <ul className="account-rows" aria-label="Earned discounts">
          {tickets.map((t) => (
            <li key={t._id} className="account-row" data-testid="ticket-row">
              <div className="account-row__main">
                <p className="account-row__title">{discountText(t, (n) => price(n))}</p>
                <p className="account-row__meta">
                  {t.remainingUses > 0
                    ? plural(t.remainingUses, { one: "# use left", other: "# uses left" })
                    : "Used up"}
                  {t.orderId ? ` · Earned with order #${t.orderId}` : null}
                  {t.productId ? ` · For product ${t.productId}` : " · For every earned-store product"}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
