export { createSearchRepository } from "./search.repository.ts";
export { searchApiRoutes, searchTokenRoutes } from "./search.routes.ts";
export {
  createSearchService,
  SEARCH_API_PATH,
  SEARCH_EVENT_PATH,
  type SearchService,
  type SearchServiceOptions,
} from "./search.service.ts";
export { buildIndex, type SearchIndex } from "./search.index.ts";
export type { CatalogSnapshot, SourceProduct, SourceCategory, SourceDeal } from "./search.source.ts";
export { featuredUri, giftGuideBands } from "./search.config.ts";
export { snapshotFromSeed, syntheticSnapshot } from "./search.synthetic.ts";
