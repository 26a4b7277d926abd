export { createMailRepository, type OutboxRow } from "./mail.repository.ts";
export { devMailRoutes } from "./mail.routes.ts";
export { createMailService, type MailService } from "./mail.service.ts";
export { escapeHtml, passwordResetMail, storeLink, welcomeMail } from "./mail.templates.ts";
