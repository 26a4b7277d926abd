export { createNewsletterRepository } from "./newsletter.repository.ts";
export { newsletterRoutes, SIGNUP_POLICY } from "./newsletter.routes.ts";
export { createNewsletterService, type NewsletterService } from "./newsletter.service.ts";
