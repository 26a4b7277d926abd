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
 * The customer service's mail, sent after the answer: a slow or failing relay never delays or
 * fails the request, and never tells a caller whether an account exists (ADR 0013). `drain()`
 * waits for what is under way (tests, shutdown).
 */
export function createAccountMail(deps: {
  mail: { send(message: MailMessage): Promise<void> };
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
    },

    link: (localePrefix: string, path: string) => storeLink(deps.publicBaseUrl, localePrefix, path),

    /** The reset link's mail, in the language of the asking page's locale (`link` is on its prefix). */
    sendPasswordReset(to: { email: string; firstname: string }, link: string, validMinutes: number, localePrefix = "") {
      return deps.mail.send(
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
        await deps.mail.send(
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
    sendRegistrationConfirm(to: { email: string; firstname: string }, token: string, localePrefix: string) {
      return deps.mail.send(
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
    welcome(to: { email: string; firstname: string }, localePrefix = "") {
      later("welcome", () =>
        deps.mail.send(
          welcomeMail({
            to: to.email,
            locale: localeOfPrefix(localePrefix),
            firstname: to.firstname,
            link: storeLink(deps.publicBaseUrl, localePrefix, "/account"),
          }),
        ),
      );
    },
  };
}
export type AccountMail = ReturnType<typeof createAccountMail>;
