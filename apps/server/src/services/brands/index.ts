export { brandsRoutes } from "./brands.routes.ts";
export { createBrandsService, type BrandsService } from "./brands.service.ts";
export { createBrandsRepository, seedBrands } from "./brands.repository.ts";
