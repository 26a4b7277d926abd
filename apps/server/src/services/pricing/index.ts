export { pricingRoutes } from "./pricing.routes.ts";
export {
  createPricingService,
  type PricingBuyer,
  type PricingService,
  type QuotedPrices,
} from "./pricing.service.ts";
