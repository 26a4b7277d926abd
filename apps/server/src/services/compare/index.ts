export { compareRoutes } from "./compare.routes.ts";
export { createCompareService, type CompareService, guestCutoff, type OwnerSession } from "./compare.service.ts";
export { createCompareRepository, type CompareOwnerKey } from "./compare.repository.ts";
