import { ERROR_CODES } from "@ironworks/contracts";
import { isNewsletterListOn, NEWSLETTER_LISTS, newsletterListsFor, type Site } from "@ironworks/domain";
import { HttpError } from "../../platform/errors.ts";
import type { NewsletterRepository } from "./newsletter.repository.ts";

const key = (email: string) => email.trim().toLowerCase();
/** Stable order (the spec's), no duplicates. */
const ordered = (lists: readonly string[]) => NEWSLETTER_LISTS.filter((l) => lists.includes(l));

/**
 * Newsletter subscriptions per site and address (SPEC §3 lists, §7 newsletters and
 * submit/iterable). A list the site does not offer (the invitational ones outside USA/APO) is
 * bad input naming the entry. Checkout subscribes at place order through `subscribe` in-process.
 */
export function createNewsletterService(repo: NewsletterRepository) {
  function assertOffered(site: Site, lists: readonly string[], field: string): void {
    const fields = lists.flatMap((list, i) =>
      isNewsletterListOn(site.code, list) ? [] : [{ field: `${field}.${i}`, message: "is not offered on this site" }],
    );
    const first = fields[0];
    if (first) throw new HttpError(400, ERROR_CODES.validation, `Invalid ${first.field}: ${first.message}`, { fields });
  }

  const service = {
    offered: (site: Site) => newsletterListsFor(site.code),

    async subscriptions(site: Site, email: string): Promise<string[]> {
      return ordered(await repo.listIds(site.code, key(email)));
    },

    async subscribe(
      site: Site,
      email: string,
      lists: readonly string[],
      customerId: number | null,
      field = "newsletters",
    ) {
      assertOffered(site, lists, field);
      await repo.add(site.code, key(email), ordered(lists), customerId);
      return service.subscriptions(site, email);
    },

    async unsubscribe(site: Site, email: string, lists: readonly string[], field = "newsletters") {
      assertOffered(site, lists, field);
      await repo.remove(site.code, key(email), ordered(lists));
      return service.subscriptions(site, email);
    },

    /** The account's preferences: exactly `lists` of the site's offered lists. */
    async setPreferences(site: Site, email: string, lists: readonly string[], customerId: number) {
      assertOffered(site, lists, "newsletters");
      const chosen = ordered(lists);
      const dropped = newsletterListsFor(site.code).filter((l) => !chosen.includes(l));
      await repo.remove(site.code, key(email), dropped);
      await repo.add(site.code, key(email), chosen, customerId);
      return service.subscriptions(site, email);
    },
  };
  return service;
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
