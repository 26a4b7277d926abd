import { deferred } from "../../lib/deferred.tsx";

/**
 * Footer newsletter signup (SPEC §4/§5): the newsletter feature's form. The server renders it in
 * full; its code loads when the footer nears the viewport or the form is touched (issue 16 item 4,
 * ADR 0034), so it is not in the first view's scripts. Before then it is the plain form post.
 */
const FooterSignupForm = deferred(
  () => import("../newsletter/NewsletterSignupForm.tsx").then((m) => m.NewsletterSignupForm),
  "NewsletterSignupForm",
);

export function NewsletterForm() {
  return <FooterSignupForm variant="footer" />;
}
