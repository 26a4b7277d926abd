export { createMailRepository, type OutboxRow } from "./mail.repository.ts";
export { devMailRoutes } from "./mail.routes.ts";
export { createMailService, type MailService } from "./mail.service.ts";
export {
  alreadyRegisteredMail,
  backInStockMail,
  binConfirmMail,
  escapeHtml,
  newsletterConfirmMail,
  passwordResetMail,
  registrationConfirmMail,
  storeLink,
  welcomeMail,
} from "./mail.templates.ts";
