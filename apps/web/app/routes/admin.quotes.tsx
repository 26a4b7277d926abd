import type { QUOTE_STATES as WireStates, Quote, StaffQuoteQuery } from "@ironworks/contracts";
import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.quotes";

interface QuoteList {
  quotes: Quote[];
  page: StaffQuoteQuery["page"];
  limit: number;
  total: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<QuoteList>(listPath(request, "/quotes", ["state", "page"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/**
 * A typed copy of the quote states: the console shares no chunk with the storefront (the contracts'
 * zeus module carries the builder's rules the editor also loads).
 */
const QUOTE_STATES = [
  "requested",
  "in_review",
  "quoted",
  "accepted",
  "converted",
  "ordered",
  "declined",
  "expired",
  "withdrawn",
] as const satisfies Readonly<typeof WireStates>;

const minor = (major: number) => Math.round(major * 100);
const COLUMNS: AdminColumn<Quote>[] = [
  { id: "quote", header: "Quote", cell: (q) => <Link to={`/admin/quotes/${q.quoteId}`}>{q.quoteId}</Link> },
  { id: "requested", header: "Requested", cell: (q) => dateTime(q.createdAt) },
  { id: "email", header: "Email", cell: (q) => q.email },
  { id: "gym", header: "Gym or cart", cell: (q) => (q.source === "cart" ? "Cart" : q.projectName) },
  { id: "state", header: "State", cell: (q) => q.state },
  {
    id: "amount",
    header: "Amount",
    cell: (q) => money(minor(q.quotedTotal ?? q.listTotal), q.currency),
    numeric: true,
  },
];

/** Custom quotes (issue #22 item 5): newest first, filtered by state, 25 a page. */
export default function AdminQuotes({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Custom quotes</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Filter quotes">
        <label>
          State
          <select name="state" defaultValue={params.get("state") ?? ""}>
            <option value="">Any</option>
            {QUOTE_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--secondary btn--s">
          Filter
        </button>
      </Form>
      <AdminTable
        caption="Custom quotes, newest first"
        columns={COLUMNS}
        rows={list.quotes}
        rowId={(q) => q.quoteId}
        rowLabel={(q) => `Quote ${q.quoteId} from ${q.email}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "quotes" }}
        empty="No quotes match."
      />
    </>
  );
}
