import { useSearchParams } from "react-router";
import { buttonClass } from "../admin-api.ts";

/**
 * The staff API path of a server-paged list: `path?` plus the page URL's own values of `filters`,
 * and always its `page` and `sort` (AdminTable's pager and sort buttons set them).
 */
export function listPath(request: Request, path: string, filters: readonly string[]): string {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of new Set([...filters, "page", "sort"])) {
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
      <FilterButton />
    </>
  );
}

/** Submits a list's filter form (a GET form: the page starts at 1, the sort stays). */
export function FilterButton() {
  const [params] = useSearchParams();
  const sort = params.get("sort");
  return (
    <>
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className={buttonClass("s")}>
        Filter
      </button>
    </>
  );
}
