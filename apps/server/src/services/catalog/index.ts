export { catalogRoutes } from "./catalog.routes.ts";
export { createCatalogService, type CatalogService } from "./catalog.service.ts";
export { categoryPathIn } from "./catalog.mapper.ts";
export { createCatalogRepository } from "./catalog.repository.ts";
export { seedCatalog } from "./catalog.seed.ts";
