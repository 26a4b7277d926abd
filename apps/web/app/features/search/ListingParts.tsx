import { Link, useSubmit } from "react-router";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";
import type { ShellKey } from "../shell/messages.ts";
import type { Listing, ListingFacet } from "./listing.server.ts";
import { FACET_PARAMS, type ListingState, toggleFilter } from "./listing-state.ts";

/** The first row of the grid on wide screens; on phones the first two of these are the LCP candidates. */
const PRIORITY_CARDS = 4;

/** Every selected facet value with its facet, in the service's order. */
export const selectedValues = (facets: ListingFacet[]) =>
  facets.flatMap((f) => f.values.filter((v) => v.selected).map((v) => ({ f, v })));

/** The selected filters as chips; each chip is a link that removes its filter. Shared by /search, /deals and categories. */
export function FilterChips({
  facets,
  state,
  link,
}: {
  facets: ListingFacet[];
  state: ListingState;
  link: (next: ListingState) => string;
}) {
  const t = useT<ShellKey>();
  return (
    <ul className="listing-chips">
      {selectedValues(facets).map(({ f, v }) => (
        <li key={`${f.name}:${v.param}`}>
          <Link to={link(toggleFilter(state, f.name, v.param))} className="listing-chip" rel="nofollow">
            <span className="visually-hidden">{t("shell.listing.removeFilter")} </span>
            {f.title}: {v.text} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The inside of a listing's sort GET form: the current filters as hidden fields, the sort select
 * (submits on change once hydrated) and an Apply button for before hydration.
 */
export function SortFields({
  id,
  state,
  sorts,
  sort,
  defaultValue = sort,
  labelClassName,
}: {
  id: string;
  state: ListingState;
  sorts: Listing["sorts"];
  /** The listing's sort as the URL gives it ("" when none). */
  sort: string;
  /** What the select shows; the URL's sort unless the listing has a default of its own. */
  defaultValue?: string;
  labelClassName?: string;
}) {
  const submit = useSubmit();
  const t = useT<ShellKey>();
  return (
    <>
      {FACET_PARAMS.flatMap((name) =>
        (state.filters[name] ?? []).map((v) => <input key={`${name}:${v}`} type="hidden" name={name} value={v} />),
      )}
      <label htmlFor={id} className={labelClassName}>
        {t("shell.listing.sortBy")}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={defaultValue}
        key={sort}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        {sorts.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <button type="submit" className="listing-sort__apply">
        {t("shell.listing.apply")}
      </button>
    </>
  );
}

/** The product cards of one page; the first row loads eagerly. */
export function ProductGrid({
  products,
  testId,
  extra,
}: {
  products: Listing["products"];
  testId: string;
  /** Something under each card (the category grid's compare button). */
  extra?: (product: Listing["products"][number]) => ReactNode;
}) {
  return (
    <ul className="category-grid" data-testid={testId}>
      {products.map((product, i) => (
        <li key={product.productId}>
          <ProductCard product={product} priority={i < PRIORITY_CARDS} />
          {extra?.(product)}
        </li>
      ))}
    </ul>
  );
}
