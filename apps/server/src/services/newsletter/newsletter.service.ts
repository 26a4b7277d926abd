import { createHash, randomBytes } from "node:crypto";
import {
  isNewsletterListOn,
  isSiteCode,
  NEWSLETTER_LISTS,
  newsletterListsFor,
  SITES,
  type Site,
} from "@ironworks/domain";
import type { Db } from "@ironworks/db";
import { fieldsError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createThrottle,
  type ThrottlePolicy,
} from "../../platform/rate-limit.ts";
import { localeOfPrefix, newsletterConfirmMail, storeLink } from "../mail/index.ts";
import type { NewsletterRepository } from "./newsletter.repository.ts";

/** A confirmation link works for 7 days (ADR 0015 addendum). */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Confirmation mails per address: 3 an hour, then 10 min, 20 min … 24 h (no mail bombing). */
export const CONFIRM_MAIL_POLICY: ThrottlePolicy = {
  free: 3,
  baseDelayMs: 600_000,
  maxDelayMs: 86_400_000,
  windowMs: 86_400_000,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewsletterMailDeps {
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** Delivers the mail jobs due in this process (drain: tests, shutdown). */
  deliver?: () => Promise<void>;
  publicBaseUrl: string;
  logger: Pick<Logger, "warn">;
  now?: () => Date;
  /** Attempt counters (in-process by default; Redis when REDIS_URL is set, ADR 0011). */
  store?: AttemptStore;
  /** The throttle's clock (epoch ms; tests move it). */
  throttleNow?: () => number;
}

const key = (email: string) => email.trim().toLowerCase();
/** Stable order (the spec's), no duplicates. */
const ordered = (lists: readonly string[]) => NEWSLETTER_LISTS.filter((l) => lists.includes(l));

/**
 * Newsletter subscriptions per site and address (SPEC §3 lists, §7 newsletters and
 * submit/iterable). A list the site does not offer (the invitational ones outside USA/APO) is
 * bad input naming the entry. Checkout subscribes at place order through `subscribe` in-process.
 */
export function createNewsletterService(repo: NewsletterRepository, mailDeps?: NewsletterMailDeps) {
  const now = mailDeps?.now ?? (() => new Date());
  const confirmMails = createThrottle(mailDeps?.store ?? createMemoryAttemptStore(), CONFIRM_MAIL_POLICY, {
    now: mailDeps?.throttleNow,
  });

  function assertOffered(site: Site, lists: readonly string[], field: string): void {
    const fields = lists.flatMap((list, i) =>
      isNewsletterListOn(site.code, list) ? [] : [{ field: `${field}.${i}`, message: "is not offered on this site" }],
    );
    if (fields.length) throw fieldsError(fields);
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

    /**
     * The public signup (footer, /newsletter-signup): the signed-in customer's own address is
     * subscribed at once; any other address gets pending rows and a confirmation mail (double
     * opt-in). The answer is the same whatever the address's state, so it tells nobody who is
     * subscribed; lists already confirmed stay as they are and need no mail.
     */
    async signup(
      site: Site,
      email: string,
      lists: readonly string[],
      who: { customerId: number | null; customerEmail: string | null; localePrefix?: string },
      field = "emailListIds",
    ): Promise<{ confirmationRequired: boolean }> {
      assertOffered(site, lists, field);
      const address = key(email);
      if (who.customerId && who.customerEmail && key(who.customerEmail) === address) {
        await repo.add(site.code, address, ordered(lists), who.customerId);
        return { confirmationRequired: false };
      }
      const throttleKey = `newsletter-confirm:${address}`;
      // Over the per-address allowance the earlier link stays valid and no new mail goes out.
      if ((await confirmMails.wait(throttleKey)) > 0) return { confirmationRequired: true };
      const token = randomBytes(32).toString("base64url");
      // The confirmation mail is a job in the pending rows' transaction (issue #18): quick to enqueue,
      // so the answer still tells nothing, and no link is mailed for rows that did not commit.
      const left = await repo.addPending(
        site.code,
        address,
        ordered(lists),
        hashToken(token),
        new Date(now().getTime() + CONFIRM_TTL_MS),
        async (tx, left) => {
          if (left.length === 0 || !mailDeps) return;
          const link = storeLink(mailDeps.publicBaseUrl, who.localePrefix ?? "", `/newsletter-signup?confirm=${token}`);
          const locale = localeOfPrefix(who.localePrefix);
          await mailDeps.mail.enqueue(tx, newsletterConfirmMail({ to: address, locale, lists: left, link }));
        },
      );
      if (left.length > 0 && mailDeps) await confirmMails.hit(throttleKey);
      return { confirmationRequired: true };
    },

    /** Follows a confirmation link: the lists it confirmed, or null for an unknown, used or expired one. */
    async confirm(token: string): Promise<{ site: Site; email: string; listIds: string[] } | null> {
      if (!token || token.length > 100) return null;
      const done = await repo.confirm(hashToken(token), now());
      if (!done || !isSiteCode(done.siteCode)) return null;
      return { site: SITES[done.siteCode], email: done.email, listIds: ordered(done.listIds) };
    },

    /** Waits for the confirmation mails under way (tests, shutdown). */
    async drain(): Promise<void> {
      await mailDeps?.deliver?.();
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
