/**
 * The checkout's payment step (issue #8): what the checkout pages use. Browser code only: types
 * from @ironworks/contracts, no runtime schema.
 */
export type { PaymentDraft, AppliedGiftcard } from "./types.ts";
export { PaymentSection, type PaymentSectionProps } from "./PaymentSection.tsx";
export { GiftcardSection, type GiftcardSectionProps } from "./GiftcardSection.tsx";
export {
  allocateGiftcards,
  amountAfterGiftcards,
  giftcardTotal,
  MAX_GIFTCARDS,
} from "./giftcard-allocation.ts";
export {
  completePaymentAction,
  resumeRedirectResult,
  withoutThreeDsParams,
  type PaymentActionOptions,
} from "./three-ds.ts";
export { PaymentFlowError } from "./payment-errors.ts";
export { readWalletReturn, withoutWalletParams } from "./wallet-return.ts";
export { collectBrowserInfo, needsBrowserInfo, type BrowserInfo } from "./browser-info.ts";
export {
  createWalletFlow,
  WALLET_MESSAGES,
  type WalletFlow,
  type WalletState,
  type WalletAddress,
  type WalletContacts,
  type WalletShippingOption,
} from "./wallet-flow.ts";
export type { WalletDeps } from "./WalletPayment.tsx";
