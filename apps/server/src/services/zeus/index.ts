export { createZeusRepository, type ZeusRepository } from "./zeus.repository.ts";
export { zeusRoutes } from "./zeus.routes.ts";
export { canMoveQuote, createZeusService, type QuoteActor, type Shopper, type ZeusService } from "./zeus.service.ts";
