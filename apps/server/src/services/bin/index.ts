export { binRoutes } from "./bin.routes.ts";
export { createBinRepository } from "./bin.repository.ts";
export { type BinService, createBinService } from "./bin.service.ts";
