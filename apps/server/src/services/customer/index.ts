export { customerRoutes, requireCustomerId } from "./customer.routes.ts";
export { createCustomerGuards, POLICIES as CUSTOMER_THROTTLE_POLICIES } from "./customer.guards.ts";
export { createCustomerRepository } from "./customer.repository.ts";
export {
  type AccessContext,
  type CustomerService,
  createCustomerService,
  type SignedInCustomer,
  toCustomer,
} from "./customer.service.ts";
export { createSegmentsRepository, customerSegmentsRoutes } from "./customer-segments.ts";
export { hashPassword, verifyPassword } from "./customer.passwords.ts";
