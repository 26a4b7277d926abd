import type { Ticket } from "@ironworks/contracts";
import { type Translate, useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import type { AccountKey } from "../messages.ts";

/** "15% off", "$25.00 off", or only free shipping; the percentage through Intl with the page's tag. */
function discountText(ticket: Ticket, price: (n: number) => string, tag: string, t: Translate<AccountKey>): string {
  const off =
    ticket.value > 0
      ? ticket.type === "percent"
        ? new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(ticket.value / 100)
        : price(ticket.value)
      : null;
  if (off) return t(ticket.freeShipping ? "account.tickets.offAndShipping" : "account.tickets.off", { amount: off });
  return t(ticket.freeShipping ? "account.tickets.freeShipping" : "account.tickets.noDiscount");
}

/** SPEC §2 /account/earned-store: the ticket discounts the customer earned (SPEC §3 earnedProducts). */
export function TicketsView({ tickets }: { tickets: Ticket[] }) {
  const { price } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main account-earned">
      <h1>{t("account.page.earnedStore.title")}</h1>
      <p className="account-intro">{t("account.tickets.intro")}</p>
      {tickets.length === 0 ? (
        <div className="account-card account-empty">
          <p>{t("account.tickets.empty")}</p>
        </div>
      ) : (
        <ul className="account-rows" aria-label={t("account.tickets.listLabel")}>
          {tickets.map((ticket) => (
            <li key={ticket._id} className="account-row" data-testid="ticket-row">
              <div className="account-row__main">
                <p className="account-row__title">{discountText(ticket, (n) => price(n), locale.tag, t)}</p>
                <p className="account-row__meta">
                  {t("account.tickets.uses", { count: ticket.remainingUses })}
                  {ticket.orderId ? ` · ${t("account.tickets.earnedWith", { orderId: ticket.orderId })}` : null}
                  {` · ${ticket.productId ? t("account.tickets.forProduct", { id: ticket.productId }) : t("account.tickets.forAll")}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
