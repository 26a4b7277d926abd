export { giftcardAdminRoutes } from "./giftcard.admin.ts";
export { type GiftcardRepository, giftcardRepository } from "./giftcard.repository.ts";
export { giftcardRoutes } from "./giftcard.routes.ts";
export {
  createGiftcardService,
  formatGiftcardCode,
  GIFTCARD_POLICIES,
  type GiftcardBalance,
  type GiftcardIssue,
  type GiftcardService,
  maskGiftcardCode,
  normalizeGiftcardCode,
} from "./giftcard.service.ts";
