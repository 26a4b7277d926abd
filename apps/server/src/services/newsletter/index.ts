export { createNewsletterRepository } from "./newsletter.repository.ts";
export { newsletterRoutes, SIGNUP_POLICY } from "./newsletter.routes.ts";
export {
  CONFIRM_MAIL_POLICY,
  CONFIRM_TTL_MS,
  createNewsletterService,
  type NewsletterService,
} from "./newsletter.service.ts";
