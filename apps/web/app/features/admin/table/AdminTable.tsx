import {
  createSortedRowModel,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_basic,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { type KeyboardEvent, type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate, useNavigation, useSearchParams } from "react-router";

/**
 * The console's one list component (ADR 0037 addendum "AdminTable"): TanStack Table (headless)
 * with only the features the console uses — sorting and row selection (paging is the server's:
 * the rows are one page, AdminPager links the others) — rendered as a plain <table> in the console's look.
 *
 * - **Server-paged** (`paging` given): the rows are one page the server filtered and paged; the
 *   pager links and the sort buttons change the page URL (`page`, `sort` = `column` or `-column`),
 *   so the route's clientLoader asks the server again and the URL can be shared.
 * - **Whole lists** (no `paging`): the sort buttons sort the rows in the browser.
 * - **Selection** (`selection` given): a checkbox per row and one for the page; the caller keeps
 *   the selected row ids (bulk actions).
 * - **Keyboard**: every control is a native button, link or checkbox; besides, a row takes focus —
 *   ↑/↓/Home/End move between rows, Space selects the focused row, Enter opens its `rowHref`.
 */
export interface AdminColumn<T extends object> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sortable: on a server-paged table the server sorts by `id`; else the rows sort by this value. */
  sort?: true | ((row: T) => string | number | null);
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface AdminTablePaging {
  page: number;
  limit: number;
  total: number;
  /** What the rows are, plural ("orders"). */
  noun: string;
}

export interface AdminTableSelection {
  /** Selected row ids → true (the caller's state: bulk actions read it). */
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
}

export interface AdminTableProps<T extends object> {
  caption: string;
  /** Show the caption (default: for screen readers only). */
  showCaption?: boolean;
  columns: AdminColumn<T>[];
  rows: T[];
  rowId: (row: T) => string;
  /** What a checkbox's and a row's accessible name says ("Select Power Rack PR-1"). */
  rowLabel?: (row: T) => string;
  /** Enter on a focused row opens this. */
  rowHref?: (row: T) => string;
  paging?: AdminTablePaging;
  selection?: AdminTableSelection;
  empty: ReactNode;
}

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

/** The URL's `sort` value (`name` or `-name`) as TanStack sorting state. */
export function sortingFromParam(value: string | null): SortingState {
  if (!value) return [];
  const desc = value.startsWith("-");
  return [{ id: desc ? value.slice(1) : value, desc }];
}

const apply = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (o: S) => S)(old) : updater;

export function AdminTable<T extends object>(props: AdminTableProps<T>) {
  const { columns, rows, rowId, paging, selection } = props;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const server = paging !== undefined;
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const sorting = server ? sortingFromParam(params.get("sort")) : clientSorting;
  const [active, setActive] = useState(0);

  const columnDefs = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: typeof c.sort === "function" ? c.sort : () => null,
        enableSorting: c.sort !== undefined,
        sortFn: "basic" as const,
        sortUndefined: "last" as const,
      })),
    [columns],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => rowId(row),
    manualSorting: server,
    enableSortingRemoval: true,
    enableRowSelection: selection !== undefined,
    state: {
      sorting,
      rowSelection: selection?.selected ?? {},
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = apply(updater, sorting);
      if (!server) return setClientSorting(next);
      const query = new URLSearchParams(params);
      const first = next[0];
      if (first) query.set("sort", `${first.desc ? "-" : ""}${first.id}`);
      else query.delete("sort");
      query.delete("page");
      navigate(`?${query}`);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onChange(apply(updater, selection.selected)),
  });

  const byId = new Map(columns.map((c) => [c.id, c]));
  const visible = table.getRowModel().rows;
  const focusRow = (tbody: HTMLElement, index: number) => {
    const target = tbody.querySelectorAll<HTMLTableRowElement>("tr[data-row]")[index];
    if (!target) return;
    setActive(index);
    target.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const rowEl = (event.target as HTMLElement).closest("tr[data-row]");
    if (!rowEl) return;
    const index = Number((rowEl as HTMLElement).dataset.row);
    const last = visible.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const typing = (event.target as HTMLElement).matches("input:not([type=checkbox]), select, textarea");
    if (event.key in moves && !typing) {
      event.preventDefault();
      focusRow(event.currentTarget, moves[event.key] as number);
      return;
    }
    if (event.target !== rowEl) return; // a control inside the row handles its own keys
    const row = visible[index];
    if (!row) return;
    if (event.key === " " && selection) {
      event.preventDefault();
      row.toggleSelected();
    } else if (event.key === "Enter" && props.rowHref) {
      event.preventDefault();
      navigate(props.rowHref(row.original));
    }
  }

  const label = (row: T) => props.rowLabel?.(row) ?? rowId(row);
  const selectedCount = selection ? Object.keys(selection.selected).length : 0;

  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={navigation.state === "loading" || undefined}>
        <caption className={props.showCaption ? undefined : "visually-hidden"}>
          {props.caption}
          {selection ? ` (${selectedCount} selected)` : null}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(el) => {
                      if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                    disabled={rows.length === 0}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={column?.numeric ? "num" : undefined}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        // Unsorted → ascending → descending → ascending (deterministic, whatever the values).
                        onClick={() => header.column.toggleSorting(sorted === "asc")}
                      >
                        {column?.header}
                        <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : " ↕"}</span>
                      </button>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {visible.map((row, index) => (
            <tr
              key={row.id}
              data-row={index}
              tabIndex={index === Math.min(active, visible.length - 1) ? 0 : -1}
              aria-selected={selection ? row.getIsSelected() : undefined}
              className={row.getIsSelected() ? "is-selected" : undefined}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActive(index);
              }}
            >
              {selection ? (
                <td className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${label(row.original)}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              ) : null}
              {columns.map((c) => (
                <td key={c.id} className={c.numeric ? "num" : undefined}>
                  {c.cell(row.original)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="admin-table__empty">{props.empty}</p> : null}
      {paging ? <AdminPager {...paging} /> : null}
    </div>
  );
}

/** Previous / "Page n of m" / Next for a server-paged list, keeping the list's filters and sort in the URL. */
export function AdminPager({ page, limit, total, noun }: AdminTablePaging) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / limit));
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  return (
    <nav className="admin-pager" aria-label="Pages">
      {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : null}
      <span>
        Page {page} of {pages} ({total} {noun})
      </span>
      {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : null}
    </nav>
  );
}
export type { RowSelectionState };
