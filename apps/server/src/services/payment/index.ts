export {
  type AuthoriseRequest,
  CardRefusedError,
  type PaymentProvider,
  PaymentRejectedError,
  type PaymentResult,
  PaymentUnavailableError,
  type StoredCard,
} from "./payment.provider.ts";
export { createPaymentRepository } from "./payment.repository.ts";
export { creditCardRoutes, paymentMethodRoutes } from "./payment.routes.ts";
export {
  type CardEntryConfig,
  createPaymentService,
  type PaymentService,
  shopperReference,
} from "./payment.service.ts";
export { createTestpayProvider, type Fetch } from "./testpay.provider.ts";
