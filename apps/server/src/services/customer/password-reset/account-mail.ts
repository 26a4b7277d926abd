import type { Db } from "@ironworks/db";
import type { Logger } from "../../../platform/logger.ts";
import type { MailMessage } from "../../../platform/mail.ts";
import {
  alreadyRegisteredMail,
  localeOfPrefix,
  passwordResetMail,
  registrationConfirmMail,
  storeLink,
  welcomeMail,
} from "../../mail/index.ts";

/**
 * The customer service's mail, decided after the answer: a slow or failing relay never delays or
 * fails the request, and never tells a caller whether an account exists (ADR 0013). Each mail is a
 * job (issue #18) enqueued in the transaction of the row it is about (`tx`), or on its own (`db`).
 * `drain()` waits for what is under way and delivers the due mail in this process (tests, shutdown).
 */
export function createAccountMail(deps: {
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** The database, for a mail that is about no row of its own (a repeated registration). */
  db: Db;
  /** Delivers the mail jobs due in this process (role all, tests). */
  deliver?: () => Promise<void>;
  publicBaseUrl: string;
  logger: Pick<Logger, "warn">;
}) {
  const pending = new Set<Promise<void>>();

  function later(what: string, work: () => Promise<void>): void {
    const job = Promise.resolve()
      .then(work)
      .catch((err: unknown) => deps.logger.warn("account mail failed", { what, err }))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    later,

    /** Waits until every mail job started so far is done. */
    async drain(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
      await deps.deliver?.();
    },

    link: (localePrefix: string, path: string) => storeLink(deps.publicBaseUrl, localePrefix, path),

    /** The reset link's mail, in the language of the asking page's locale (`link` is on its prefix). */
    sendPasswordReset(
      to: { email: string; firstname: string },
      link: string,
      validMinutes: number,
      localePrefix: string,
      tx: Db,
    ) {
      return deps.mail.enqueue(
        tx,
        passwordResetMail({
          to: to.email,
          locale: localeOfPrefix(localePrefix),
          firstname: to.firstname,
          link,
          validMinutes,
        }),
      );
    },

    /**
     * A registration of an address that has an account: the owner (looked up after the answer)
     * is told, with links to sign in and to reset the password on the asking page's locale.
     */
    alreadyRegistered(
      email: string,
      localePrefix: string,
      owner: (email: string) => Promise<{ email: string; firstname: string } | null>,
    ) {
      later("already registered", async () => {
        const to = await owner(email);
        if (!to) return;
        await deps.mail.enqueue(
          deps.db,
          alreadyRegisteredMail({
            to: to.email,
            locale: localeOfPrefix(localePrefix),
            firstname: to.firstname,
            signInLink: storeLink(deps.publicBaseUrl, localePrefix, "/login"),
            resetLink: storeLink(deps.publicBaseUrl, localePrefix, "/login#forgot-password"),
          }),
        );
      });
    },

    /** A pending registration's link, `/account/confirm/{token}` on the form's locale (sent by the caller's job). */
    sendRegistrationConfirm(tx: Db, to: { email: string; firstname: string }, token: string, localePrefix: string) {
      return deps.mail.enqueue(
        tx,
        registrationConfirmMail({
          to: to.email,
          locale: localeOfPrefix(localePrefix),
          firstname: to.firstname,
          link: storeLink(deps.publicBaseUrl, localePrefix, `/account/confirm/${token}`),
          validHours: 24,
        }),
      );
    },

    /** After a registration is confirmed: a welcome with a link to the account on the locale it was made on. */
    welcome(tx: Db, to: { email: string; firstname: string }, localePrefix = "") {
      return deps.mail.enqueue(
        tx,
        welcomeMail({
          to: to.email,
          locale: localeOfPrefix(localePrefix),
          firstname: to.firstname,
          link: storeLink(deps.publicBaseUrl, localePrefix, "/account"),
        }),
      );
    },
  };
}
export type AccountMail = ReturnType<typeof createAccountMail>;
