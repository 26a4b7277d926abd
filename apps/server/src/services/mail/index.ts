export { createMailRepository, type OutboxRow } from "./mail.repository.ts";
export { devMailRoutes } from "./mail.routes.ts";
export { localeOfPrefix, type MailKey, type MailWords, mailWords } from "./mail.messages.ts";
export { createMailService, type MailService } from "./mail.service.ts";
export {
  alreadyRegisteredMail,
  backInStockMail,
  binConfirmMail,
  compose,
  escapeHtml,
  type Letter,
  newsletterConfirmMail,
  passwordResetMail,
  registrationConfirmMail,
  storeLink,
  welcomeMail,
} from "./mail.templates.ts";
