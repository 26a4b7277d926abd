export { type CartLine, type CartLines, loadCartLines, quoteCartShipping } from "./cart-lines.ts";
export { createQuoteSigner, type QuoteSigner } from "./quote-token.ts";
export { shippingRoutes } from "./shipping.routes.ts";
export { createShippingService, type ShippingService } from "./shipping.service.ts";
