import { isNewsletterList, NEWSLETTER_LISTS } from "@ironworks/domain";
import { z } from "zod";
import { EmailField, LocalePrefix } from "./customer.ts";

/**
 * Newsletters (SPEC §3 lists, §5, §7). List ids are the spec's list names; a list a site does
 * not offer is refused per site by the service (400 naming the entry).
 */
export const NEWSLETTER_ERROR_CODES = { forbidden: "forbidden" } as const;

const ListId = z
  .string({ error: "must be a list id" })
  .max(64, "is too long")
  .refine(isNewsletterList, {
    message: `must be one of ${NEWSLETTER_LISTS.join(", ")}`,
  });
const ListIds = z.array(ListId, { error: "must be a list of list ids" }).max(NEWSLETTER_LISTS.length * 2);

/** POST /svc_ssr/newsletters/subscribe and /unsubscribe (the signed-in customer's own address). */
export const NewsletterChange = z.object({
  userId: z.union([z.number().int(), z.string().max(32)], { error: "must be the customer id" }),
  email: EmailField,
  newsletters: ListIds.min(1, "must name at least one list"),
});
export type NewsletterChange = z.infer<typeof NewsletterChange>;

/** POST /svc_ssr/submit/iterable: the footer / newsletter-signup form (guests too). */
export const IterableSubmit = z.object({
  email: EmailField,
  emailListIds: ListIds.min(1, "must name at least one list"),
  /** The page's locale prefix ("" USA, "/gb", "/de/en"…): where the confirmation link leads. */
  locale: LocalePrefix.optional(),
});
export type IterableSubmit = z.infer<typeof IterableSubmit>;

export const NewsletterSubscriptions = z.object({ emailListIds: z.array(z.string()) });
export type NewsletterSubscriptions = z.infer<typeof NewsletterSubscriptions>;

export const NewsletterAnswer = z.object({
  success: z.boolean(),
  emailListIds: z.array(z.string()).optional(),
  /** submit/iterable: true when a confirmation mail decides (double opt-in, ADR 0015 addendum). */
  confirmationRequired: z.boolean().optional(),
});
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;
