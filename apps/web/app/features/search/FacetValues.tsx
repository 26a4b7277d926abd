import { Link } from "react-router";
import { usePlural } from "../../lib/plural.ts";
import type { ListingFacet } from "./listing.server.ts";
import { type ListingState, toggleFilter } from "./listing-state.ts";

/**
 * One facet's values as links that toggle the filter in the URL (shareable, work before
 * hydration); shared by /search, /deals and category listings.
 */
export function FacetValues({
  facet,
  state,
  link,
}: {
  facet: ListingFacet;
  state: ListingState;
  /** The URL for a listing state (locale-free path + query). */
  link: (next: ListingState) => string;
}) {
  const plural = usePlural();
  return (
    <ul className="listing-facet__values">
      {facet.values.map((v) => (
        <li key={v.param}>
          <Link
            to={link(toggleFilter(state, facet.name, v.param))}
            className="listing-facet__value"
            data-selected={v.selected || undefined}
            rel="nofollow"
            preventScrollReset
          >
            <span className="listing-facet__box" aria-hidden="true" />
            <span className="listing-facet__text">{v.text}</span>
            <span className="listing-facet__count">
              <span className="visually-hidden">, </span>
              {v.count}
              <span className="visually-hidden">
                {` ${plural(v.count, { one: "product", other: "products" })}${v.selected ? ", selected" : ""}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
