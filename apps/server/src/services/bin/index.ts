export { binRoutes } from "./bin.routes.ts";
export { createBinRepository } from "./bin.repository.ts";
export { type BinService, createBinService } from "./bin.service.ts";
export { createRestock, type Restock, type RestockResult, UnknownSkuError } from "./bin.restock.ts";
export { stockAdminRoutes } from "./bin.admin.ts";
export { type BinConfirmSigner, createBinConfirmSigner } from "./bin.confirm.ts";
