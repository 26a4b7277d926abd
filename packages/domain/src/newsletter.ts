import { issue, textOf, type ValidationIssue } from "./rules/message.ts";
import type { SiteCode } from "./sites.ts";

/**
 * Newsletter lists (SPEC §3, §5, §7). A list id is the spec's list name; it travels as-is in
 * `newsletters` and `emailListIds`. The four invitational lists are not offered on CAN, AUS,
 * EUR or GBR.
 */
export const NEWSLETTER_LISTS = [
  "newsletter",
  "rapidfire",
  "invitationalNewsUpdates",
  "invitationalTickets",
  "invitationalVolunteering",
  "invitationalVendors",
] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

const INVITATIONAL_SITES_EXCLUDED: readonly SiteCode[] = ["CAN", "AUS", "EUR", "GBR"];

export const NEWSLETTER_LIST_LABELS: Record<NewsletterList, string> = {
  newsletter: "Newsletter",
  rapidfire: "Rapid Fire deals",
  invitationalNewsUpdates: "Invitational news and updates",
  invitationalTickets: "Invitational tickets",
  invitationalVolunteering: "Invitational volunteering",
  invitationalVendors: "Invitational vendors",
};

export const isNewsletterList = (value: unknown): value is NewsletterList =>
  typeof value === "string" && (NEWSLETTER_LISTS as readonly string[]).includes(value);

/** The lists a site offers, in the spec's order. */
export function newsletterListsFor(site: SiteCode): NewsletterList[] {
  const invitational = !INVITATIONAL_SITES_EXCLUDED.includes(site);
  return NEWSLETTER_LISTS.filter((list) => invitational || !list.startsWith("invitational"));
}

export const isNewsletterListOn = (site: SiteCode, list: string): boolean =>
  isNewsletterList(list) && newsletterListsFor(site).includes(list);

/** SPEC §5/§8 messages. */
export const NEWSLETTER_SELECT_LIST_MESSAGE = "Please select a list to sign up.";
/** The policy consent text shown on the signup forms and at place order (SPEC §5). */
export const POLICY_CONSENT_TEXT =
  "By signing up, you agree to receive marketing emails from Ironworks at the address provided and to our Privacy Policy. You can unsubscribe at any time.";
/** SPEC §4/§9: the success message is cleared (and the form reset) after 3 s. */
export const NEWSLETTER_RESET_MS = 3000;

/** The footer/signup form offers these two; one of them must be chosen (SPEC §5). */
export const SIGNUP_LISTS = ["newsletter", "rapidfire"] as const satisfies readonly NewsletterList[];

/** SPEC §5 signup: null when at least one of newsletter or rapidfire is chosen, else the message. */
export function signupListIssue(chosen: readonly string[]): ValidationIssue | null {
  return chosen.some((l) => (SIGNUP_LISTS as readonly string[]).includes(l))
    ? null
    : issue("selectList", NEWSLETTER_SELECT_LIST_MESSAGE);
}

export const signupListMessage = (chosen: readonly string[]): string | null => textOf(signupListIssue(chosen));
