export { compareRoutes } from "./compare.routes.ts";
export { compareOwner, createCompareService, type CompareService } from "./compare.service.ts";
export { createCompareRepository, type CompareOwnerKey } from "./compare.repository.ts";
