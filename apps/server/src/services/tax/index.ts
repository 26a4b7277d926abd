export { taxRoutes } from "./tax.routes.ts";
export { createTaxService, type TaxService } from "./tax.service.ts";
