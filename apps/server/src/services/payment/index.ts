export {
  type AuthoriseRequest,
  CardRefusedError,
  type PaymentProvider,
  PaymentRejectedError,
  type PaymentResult,
  PaymentUnavailableError,
  type StoredCard,
  type WalletMethod,
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
export { type AffirmProvider, createAffirmProvider } from "./affirm.provider.ts";
export { createPaypalProvider, type PaypalProvider } from "./paypal.provider.ts";
export { AffirmStartRequest, walletRoutes } from "./wallet.routes.ts";
export {
  type RefundablePayment,
  type RefundProviders,
  refundLeft,
  refundsThroughProvider,
  refundThroughProvider,
} from "./payment.refund.ts";
