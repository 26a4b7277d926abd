export { contentRoutes } from "./content.routes.ts";
export { createContentService, type ContentService } from "./content.service.ts";
export { createContentRepository } from "./content.repository.ts";
export { seedContent } from "./content.seed.ts";
