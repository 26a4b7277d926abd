export { routeRoutes } from "./route.routes.ts";
export { createRouteService, normalizePath, type RouteService } from "./route.service.ts";
export { createRouteRepository } from "./route.repository.ts";
export { seedRoutes } from "./route.seed.ts";
