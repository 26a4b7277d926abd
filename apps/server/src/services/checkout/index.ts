export { orderAdminRoutes } from "./checkout.admin.ts";
export {
  createFulfilment,
  FULFILMENT_ERROR_CODES,
  type Fulfilment,
  type Shipment,
  trackingNumber,
} from "./checkout.fulfilment.ts";
export { createGuestLinks, GUEST_LINK_TTL_MS, type GuestLinks } from "./checkout.guest-link.ts";
export { orderMail } from "./checkout.mail.ts";
export { createCheckoutRepository, type CheckoutRepository } from "./checkout.repository.ts";
export { checkoutRoutes } from "./checkout.routes.ts";
export {
  type AffirmPort,
  type Buyer,
  type CheckoutService,
  createCheckoutService,
  type GiftcardPort,
  grandTotals,
  PENDING_TIMEOUT_MS,
  type PaypalPort,
} from "./checkout.service.ts";
export { CANCELLABLE_STATUSES } from "./order-status.ts";
