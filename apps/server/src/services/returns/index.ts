export { code128Svg } from "./returns.barcode.ts";
export { createReturnsRepository, type ReturnsRepository } from "./returns.repository.ts";
export { returnsRoutes } from "./returns.routes.ts";
export {
  createReturnsService,
  type ProductFacts,
  type ReturnableLine,
  type ReturnsService,
  type StaffActor,
} from "./returns.service.ts";
