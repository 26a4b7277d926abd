import { Link, useSearchParams } from "react-router";
import { buttonClass } from "./admin-api.ts";

/** Previous / "Page n of m" / Next for a server-paged list, keeping the list's filters in the URL. */
export function Pager({ page, limit, total, noun }: { page: number; limit: number; total: number; noun: string }) {
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

/** The staff API path of a list page: `path?` plus the page URL's own values of `filters`. */
export function listPath(request: Request, path: string, filters: readonly string[]): string {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of filters) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return `${path}?${query}`;
}

/** The list filters' last part: the from/to dates (UTC days) and the Filter button. */
export function DateRangeAndFilter() {
  const [params] = useSearchParams();
  return (
    <>
      <label>
        From
        <input type="date" name="from" defaultValue={params.get("from") ?? ""} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={params.get("to") ?? ""} />
      </label>
      <button type="submit" className={buttonClass("s")}>
        Filter
      </button>
    </>
  );
}
