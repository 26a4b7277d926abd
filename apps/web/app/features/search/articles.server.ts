import { INDEX_MAX_SEARCH, INDEX_SEARCH_PAGE_SIZE, type IndexListing } from "@ironworks/contracts";
import { data as respond } from "react-router";
import type { AppLoadContext } from "../../lib/context.ts";

/**
 * The Index's posts for the query (issue #19 item 3), 4 a page (SPEC §9); `ap` is the articles'
 * page. A page that is not a number or past the end is the page's 404; the Index failing shows none
 * (SPEC §10: an index failure is an empty list).
 */
export async function searchArticles(
  context: AppLoadContext,
  lang: string,
  q: string,
  ap: string | null,
): Promise<IndexListing> {
  if (ap !== null && !/^[1-9]\d{0,4}$/.test(ap)) throw respond(null, { status: 404 });
  const page = ap === null ? 1 : Number(ap);
  let found: IndexListing;
  try {
    const { entries: _full, ...listing } = await context.services.index.list({
      lang,
      page,
      perPage: INDEX_SEARCH_PAGE_SIZE,
      search: q.slice(0, INDEX_MAX_SEARCH),
    });
    found = listing;
  } catch {
    return { posts: [], total: 0, totalPages: 0, page: 1 };
  }
  if (page > 1 && page > found.totalPages) throw respond(null, { status: 404 });
  return found;
}
