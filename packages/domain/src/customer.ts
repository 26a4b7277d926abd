/**
 * Account constants both sides share (SPEC §4, §6, §9). The browser imports these from
 * @ironworks/domain (never zod or the contracts at run time).
 */

/** SPEC §4/§9: the browser's view of a session lives 300 s and is refreshed 45 s before it ends. */
export const SESSION_LIFETIME_SECONDS = 300;
export const SESSION_REFRESH_EARLY_SECONDS = 45;

/** The request header carrying a solved captcha (a reCAPTCHA-style token header, ADR 0011). */
export const CAPTCHA_HEADER = "x-captcha-token";

/** What a captcha protects; a token solved for one action is refused for another. */
export const CAPTCHA_ACTIONS = ["login", "register", "forgotpassword", "order", "giftcard", "form"] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** SPEC §6/§4: 0 is a guest; logged in when groupId is nonzero. */
export const GUEST_GROUP_ID = 0;
export const isLoggedInGroup = (groupId: number | null | undefined): boolean => !!groupId && groupId !== GUEST_GROUP_ID;

/** SPEC §8: a customer-only call without a signed-in customer answers with this message. */
export const MISSING_CUSTOMER_MESSAGE = "Missing customer data";

/**
 * SPEC §6: staff are recognised by their work e-mail domain, and only to target experiments (a
 * flag rule on the `staff` attribute); nothing else about them changes. The address itself never
 * reaches the flag attributes.
 */
export const STAFF_EMAIL_DOMAINS: readonly string[] = ["ironworks.com", "ironworksfitness.com"];

export function isStaffEmail(
  email: string | null | undefined,
  domains: readonly string[] = STAFF_EMAIL_DOMAINS,
): boolean {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}
