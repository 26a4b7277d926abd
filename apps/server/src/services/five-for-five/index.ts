export { FIVE_SHIP_FOR_FIVE_DEFAULT_REMAINING, fiveForFiveRoutes, fiveForFiveStatus } from "./five-for-five.routes.ts";
