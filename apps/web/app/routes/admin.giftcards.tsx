import { GIFTCARD_CURRENCIES, StaffGiftcardIssue } from "@ironworks/contracts";
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money, staffApi, toMinor } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.giftcards";

export interface GiftcardRow {
  id: number;
  code: string;
  currency: string;
  initialMinor: number;
  balanceMinor: number;
  issuedOrderId: string | null;
  createdAt: string;
  disabledAt: string | null;
}
interface GiftcardList {
  giftcards: GiftcardRow[];
  page: number;
  limit: number;
  total: number;
}

const COLUMNS: AdminColumn<GiftcardRow>[] = [
  { id: "code", header: "Card", cell: (g) => <Link to={`/admin/giftcards/${g.id}`}>{g.code}</Link> },
  { id: "balance", header: "Balance", numeric: true, cell: (g) => money(g.balanceMinor, g.currency) },
  { id: "initial", header: "Issued for", numeric: true, cell: (g) => money(g.initialMinor, g.currency) },
  { id: "state", header: "State", cell: (g) => (g.disabledAt ? "Disabled" : "Active") },
  { id: "order", header: "Bought with", cell: (g) => g.issuedOrderId ?? "Issued by staff" },
  { id: "createdAt", header: "Issued", cell: (g) => dateTime(g.createdAt) },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<GiftcardList>(listPath(request, "/giftcards", ["q"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Gift cards, newest first (the `giftcards` CLI's list), found by the end of their code; the owner issues new ones. */
export default function AdminGiftcards({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const action = useStaffAction();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<string>("USD");
  const [reason, setReason] = useState("");
  const [issued, setIssued] = useState<string | null>(null);

  async function issue(e: React.FormEvent) {
    e.preventDefault();
    const major = Number(amount);
    const parsed = StaffGiftcardIssue.safeParse({
      amountMinor: amount.trim() && Number.isFinite(major) ? toMinor(major) : undefined,
      currency,
      reason,
    });
    if (!parsed.success) return action.fail(firstIssue(parsed.error));
    setIssued(null);
    const result = await action.run(
      () => staffApi.post<GiftcardRow>("/giftcards", parsed.data),
      (card) => `Issued ${money(card.balanceMinor, card.currency)}.`,
    );
    if (result.ok) {
      setIssued(result.data.code);
      setAmount("");
      setReason("");
    }
  }

  return (
    <>
      <h1>Gift cards</h1>
      {action.status}
      {issued ? (
        <p className="admin-ok">
          The new card's code, shown this once: <strong data-testid="issued-code">{issued}</strong>
        </p>
      ) : null}
      <Form method="get" className="admin-filters" role="search" aria-label="Find gift cards">
        <label>
          Last four of the code
          <input name="q" type="search" maxLength={24} defaultValue={params.get("q") ?? ""} />
        </label>
        <FilterButton />
      </Form>
      <AdminTable
        caption="Gift cards, newest first"
        columns={COLUMNS}
        rows={list.giftcards}
        rowId={(g) => String(g.id)}
        rowLabel={(g) => `Gift card ${g.code}`}
        rowHref={(g) => `/admin/giftcards/${g.id}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "gift cards" }}
        empty="No gift cards match."
      />
      {action.may("giftcards.write") ? (
        <section aria-labelledby="giftcard-issue">
          <h2 id="giftcard-issue">Issue a gift card</h2>
          <form className="admin-form" onSubmit={issue}>
            <label htmlFor="giftcard-amount">Amount</label>
            <input
              id="giftcard-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
            <label htmlFor="giftcard-currency">Currency</label>
            <select id="giftcard-currency" value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
              {GIFTCARD_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            <label htmlFor="giftcard-reason">Reason (kept in the audit log)</label>
            <input id="giftcard-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            <AdminButton type="submit" disabled={action.busy}>
              Issue
            </AdminButton>
          </form>
        </section>
      ) : null}
    </>
  );
}
