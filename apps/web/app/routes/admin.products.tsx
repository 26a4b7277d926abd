import type { StaffProductRow } from "@ironworks/contracts";
import { StaffBulkEdit } from "@ironworks/contracts";
import { useState } from "react";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import { loadStaff, money, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { STORES } from "../features/admin/stores.ts";
import {
  type AdminColumn,
  AdminTable,
  FilterButton,
  listPath,
  type RowSelectionState,
} from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.products";

interface ProductList {
  products: StaffProductRow[];
  page: number;
  limit: number;
  total: number;
}

const TYPES = ["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"];
const FILTERS = ["q", "type", "categoryId", "status", "inStock", "storeId"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<ProductList>(listPath(request, "/products", FILTERS));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const COLUMNS: AdminColumn<StaffProductRow>[] = [
  { id: "sku", header: "SKU", sort: true, cell: (p) => <Link to={`/admin/products/${p.id}`}>{p.sku}</Link> },
  { id: "name", header: "Name", sort: true, cell: (p) => p.name },
  { id: "type", header: "Type", sort: true, cell: (p) => p.type },
  { id: "status", header: "Status", cell: (p) => p.status },
  { id: "qoh", header: "Stock", numeric: true, cell: (p) => (p.qoh === null ? "—" : p.qoh) },
  ...STORES.map(
    (s): AdminColumn<StaffProductRow> => ({
      id: `price-${s.id}`,
      header: s.code,
      numeric: true,
      cell: (p) => {
        const price = p.prices[String(s.id)];
        if (!price || price.price === null) return "—";
        return (
          <>
            {money(price.price, s.currency)}
            {price.specialPrice !== null ? (
              <>
                <br />
                <small>special {money(price.specialPrice, s.currency)}</small>
              </>
            ) : null}
          </>
        );
      },
    }),
  ),
];

/** A label beside (not around) its control, so the control's name is the label's words only. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type Outcome = { ok: boolean; text: string; conflict?: boolean } | null;

/**
 * Products (issue #17 item 4): search by name or SKU, filter by type, category, status, stock and
 * store, sort, page; select rows and change them together — status, a store's price by a percentage
 * or an amount, a category — all of them or none (the server refuses the whole change when one
 * row cannot take it, or changed since it was listed).
 */
export default function AdminProducts({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [kind, setKind] = useState<"price" | "status" | "category">("price");
  const chosen = list.products.filter((p) => selected[String(p.id)]);

  async function apply(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const get = (name: string) => String(f.get(name) ?? "");
    const mode = get("mode") === "amount" ? "amount" : "percent";
    const raw = get("value").trim();
    // An amount is in the store's currency (major units, two decimals); a percentage any number.
    const signed =
      mode === "amount"
        ? /^-?\d{1,9}(\.\d{1,2})?$/.test(raw)
          ? Math.round(Number(raw) * 100)
          : Number.NaN
        : raw === ""
          ? Number.NaN
          : Number(raw);
    const change =
      kind === "status"
        ? { kind, status: get("status") }
        : kind === "price"
          ? { kind, storeId: Number(get("storeId")), mode, value: signed }
          : { kind, categoryId: Number(get("categoryId")), assign: get("assign") !== "remove" };
    const parsed = StaffBulkEdit.safeParse({
      products: chosen.map((p) => ({ id: p.id, version: p.version })),
      change,
    });
    if (!parsed.success || (kind === "price" && !Number.isFinite(signed))) {
      const issue = parsed.error?.issues[0];
      setOutcome({
        ok: false,
        text: issue ? `${issue.path.join(".")}: ${issue.message}` : "Value: is not a number (like 10 or -2.50).",
      });
      return;
    }
    const result = await staffApi.post<{ changed: number; unchanged: number }>("/products/bulk", parsed.data);
    if (result.ok) {
      setOutcome({
        ok: true,
        text: `Changed ${result.data.changed} product(s)${result.data.unchanged ? `; ${result.data.unchanged} already had it` : ""}.`,
      });
      setSelected({});
      revalidator.revalidate();
      return;
    }
    setOutcome({
      ok: false,
      conflict: result.status === 409,
      text: [result.error.message, ...result.error.fields.map((x) => x.message)].join(" "),
    });
  }

  return (
    <>
      <h1>Products</h1>
      <p>
        <Link to="/admin/products/new">New product</Link>
      </p>
      <Form method="get" className="admin-filters" role="search" aria-label="Filter products">
        <label>
          Name or SKU
          <input name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </label>
        <label>
          Type
          <select name="type" defaultValue={params.get("type") ?? ""}>
            <option value="">Any</option>
            {TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          Category id
          <input name="categoryId" inputMode="numeric" size={6} defaultValue={params.get("categoryId") ?? ""} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">Any</option>
            <option value="listed">listed</option>
            <option value="hidden">hidden</option>
          </select>
        </label>
        <label>
          In stock
          <select name="inStock" defaultValue={params.get("inStock") ?? ""}>
            <option value="">Any</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <label>
          Sold in store
          <select name="storeId" defaultValue={params.get("storeId") ?? ""}>
            <option value="">Any</option>
            {STORES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.code}
              </option>
            ))}
          </select>
        </label>
        <FilterButton />
      </Form>

      <form className="admin-bulk" onSubmit={apply} aria-labelledby="bulk-title">
        <h2 id="bulk-title">Change the selected products ({chosen.length})</h2>
        <div className="admin-filters">
          <Field id="bulk-kind" label="Change">
            <select id="bulk-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as typeof kind)}>
              <option value="price">Price in a store</option>
              <option value="status">Status</option>
              <option value="category">Category</option>
            </select>
          </Field>
          {kind === "price" ? (
            <>
              <Field id="bulk-store" label="Store">
                <select id="bulk-store" name="storeId" defaultValue="1">
                  {STORES.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.code}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="bulk-mode" label="By">
                <select id="bulk-mode" name="mode" defaultValue="percent">
                  <option value="percent">percent</option>
                  <option value="amount">amount</option>
                </select>
              </Field>
              <Field id="bulk-value" label="Value (10 raises, -10 lowers)">
                <input id="bulk-value" name="value" inputMode="decimal" size={8} required />
              </Field>
            </>
          ) : kind === "status" ? (
            <Field id="bulk-status" label="New status">
              <select id="bulk-status" name="status" defaultValue="hidden">
                <option value="listed">listed</option>
                <option value="hidden">hidden</option>
              </select>
            </Field>
          ) : (
            <>
              <Field id="bulk-category" label="Category id">
                <input id="bulk-category" name="categoryId" inputMode="numeric" size={6} required />
              </Field>
              <Field id="bulk-assign" label="Action">
                <select id="bulk-assign" name="assign" defaultValue="assign">
                  <option value="assign">add to it</option>
                  <option value="remove">remove from it</option>
                </select>
              </Field>
            </>
          )}
          <AdminButton type="submit" size="s" disabled={chosen.length === 0}>
            Apply to {chosen.length} selected
          </AdminButton>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {outcome ? (
          <div className={outcome.ok ? "admin-ok" : "admin-alert"}>
            <p>{outcome.text}</p>
            {outcome.conflict ? (
              <AdminButton
                size="s"
                variant="secondary"
                onClick={() => {
                  setOutcome(null);
                  revalidator.revalidate();
                }}
              >
                Reload the list
              </AdminButton>
            ) : null}
          </div>
        ) : null}
      </div>

      <AdminTable
        caption="Products"
        columns={COLUMNS}
        rows={list.products}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => `${p.name} (${p.sku})`}
        rowHref={(p) => `/admin/products/${p.id}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "products" }}
        selection={{ selected, onChange: setSelected }}
        empty="No products match."
      />
    </>
  );
}
