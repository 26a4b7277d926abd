import { NewsletterSignupForm } from "../newsletter/NewsletterSignupForm.tsx";

/** Footer newsletter signup (SPEC §4/§5): the newsletter feature's form. */
export function NewsletterForm() {
  return <NewsletterSignupForm variant="footer" />;
}
