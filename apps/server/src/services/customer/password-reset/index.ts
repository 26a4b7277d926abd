export { type AccountMail, createAccountMail } from "./account-mail.ts";
export { createPasswordResetRepository } from "./password-reset.repository.ts";
export { passwordResetRoutes } from "./password-reset.routes.ts";
export { createPasswordResetService, type PasswordResetService, RESET_TOKEN_TTL_MS } from "./password-reset.service.ts";
export { createPasswordResetThrottles, RESET_POLICIES } from "./password-reset.throttles.ts";
