export { pricingRoutes } from "./pricing.routes.ts";
export { createPricingService, type PricingService } from "./pricing.service.ts";
