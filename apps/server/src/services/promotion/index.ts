export { FIVE_SHIP_FOR_FIVE_DEFAULT_REMAINING, promotionRoutes, promotionStatus } from "./promotion.routes.ts";
