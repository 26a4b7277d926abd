import type { SearchResponse } from "@ironworks/contracts";
import { type FacetParam, isFacetParam } from "./listing-state.ts";

export interface ListingFacet {
  name: FacetParam;
  title: string;
  values: { text: string; param: string; count: number; selected: boolean }[];
}

/** The value a facet takes in the URL: the band range for prices, the display text otherwise. */
export function paramValue(
  name: FacetParam,
  v: { text: string; min?: number | undefined; max?: number | undefined },
): string {
  if (name === "price") return `${v.min ?? 0}-${v.max ?? ""}`;
  if (name === "rating") return String(v.min ?? v.text); // the floor: rating=4 is "4 stars & up"
  return v.text;
}

/** The answer's facets as a results page shows them. */
export function toListingFacets(r: SearchResponse): ListingFacet[] {
  return r.facet_names.filter(isFacetParam).flatMap((name) => {
    const f = r.facet[name];
    if (!f) return [];
    return [
      {
        name,
        title: f.display_name,
        values: f.value.map((v) => ({
          text: v.text,
          param: paramValue(name, v),
          count: v.count,
          selected: v.selected === true,
        })),
      },
    ];
  });
}
