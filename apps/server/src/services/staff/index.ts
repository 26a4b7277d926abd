export {
  createStaffAuth,
  createStaffEnrolment,
  sealStoredTotpSecrets,
  type StaffAuth,
  StaffInputError,
  type StaffPrincipal,
  STAFF_IDLE_MS,
  TOTP_KEY_PURPOSE,
  totpFor,
} from "./staff.auth.ts";
export { createStaffCatalog } from "./staff.catalog.ts";
export { createStaffOrders } from "./staff.orders.ts";
export {
  can,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  STAFF_ENDPOINTS,
  SUPPORT_REFUND_LIMIT_MINOR,
} from "./staff.permissions.ts";
export { auditingActor, createStaffRepository, recordAudit } from "./staff.repository.ts";
export { STAFF_COOKIE, staffRoutes } from "./staff.routes.ts";
export { staffAdminRoutes } from "./staff.admin.ts";
export { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_PATH, createStaffCsv } from "./staff.csv.ts";
export { createStaffCustomers } from "./staff.customers.ts";
export { createStaffGiftcards } from "./staff.giftcards.ts";
export { createStaffMembers, type StaffMembers } from "./staff.members.ts";
export { createStaffDuplicate, type StaffDuplicate } from "./staff.duplicate.ts";
export { createStaffStock } from "./staff.stock.ts";
export { createStaffContent, type StaffContent } from "./staff.content.ts";
export { createStaffRedirects, type StaffRedirects } from "./staff.redirects.ts";
export { createStaffCreate, type StaffCreate } from "./staff.create.ts";
export { createStaffOptionAxes, type StaffOptionAxes } from "./staff.option-axes.ts";
export { createStaffVariants, type StaffVariants } from "./staff.variants.ts";
export {
  createStaffMedia,
  dropUnlinkedImages,
  PRODUCT_IMAGE_UPLOAD_MAX_BYTES,
  PRODUCT_IMAGE_UPLOAD_PATH,
  productImageAnswer,
  type StaffMedia,
} from "./staff.media.ts";
