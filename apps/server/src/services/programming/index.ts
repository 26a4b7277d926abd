export { createProgrammingRepository } from "./programming.repository.ts";
export { programmingRoutes } from "./programming.routes.ts";
export { createProgrammingService, isProgramProduct, type ProgrammingService } from "./programming.service.ts";
