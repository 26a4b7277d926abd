export { contentRoutes } from "./content.routes.ts";
export { createContentService, type ContentService } from "./content.service.ts";
export { createContentRepository } from "./content.repository.ts";
export { seedContent } from "./content.seed.ts";
export { indexHubRoutes } from "./index-hub.routes.ts";
export { createIndexService, INDEX_CACHE_PREFIX, type IndexService } from "./index-hub.service.ts";
export { createIndexRepository } from "./index-hub.repository.ts";
export { seedIndexHub } from "./index-hub.seed.ts";
