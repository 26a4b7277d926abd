import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { ShellKey } from "../shell/messages.ts";
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
  const t = useT<ShellKey>();
  const { number } = useLocaleTools();
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
              {number(v.count)}
              <span className="visually-hidden">
                {" "}
                {t(v.selected ? "shell.listing.facetCountSelected" : "shell.listing.facetCount", { count: v.count })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
