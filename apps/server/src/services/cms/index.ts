export { cmsRoutes } from "./cms.routes.ts";
export { createCmsService, type CmsService } from "./cms.service.ts";
export { createCmsRepository } from "./cms.repository.ts";
export { seedCms } from "./cms.seed.ts";
