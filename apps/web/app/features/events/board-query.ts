/** What a leaderboard view asks for: its division, page, search, order and filters ("" for none). */
export interface BoardQuery {
  division: string;
  page: number;
  q: string;
  sort: number;
  country: string;
  affiliate: string;
}

/** The view's query string, the same for the page's links and the live refresh of /leaderboard. */
export function boardParams(query: BoardQuery, page = query.page): URLSearchParams {
  const params = new URLSearchParams({ division: query.division, page: String(page) });
  if (query.q) params.set("q", query.q);
  if (query.sort) params.set("sort", String(query.sort));
  if (query.country) params.set("country", query.country);
  if (query.affiliate) params.set("affiliate", query.affiliate);
  return params;
}
