import { createSmtpMailer, type MailMessage, type Mailer } from "../../platform/mail.ts";
import type { MailRepository, OutboxRow } from "./mail.repository.ts";

/**
 * The store's mail: SMTP when SMTP_URL is set, otherwise the outbox table (ADR 0013). Either way
 * callers see one `send`; the outbox can be read back (dev viewer, tests).
 */
export function createMailService(
  repository: MailRepository,
  options: { smtpUrl?: string | undefined; from: string; transport?: Mailer },
) {
  const smtp =
    options.transport ?? (options.smtpUrl ? createSmtpMailer({ url: options.smtpUrl, from: options.from }) : null);
  return {
    /** "smtp" or "outbox": where `send` delivers. */
    delivery: smtp ? ("smtp" as const) : ("outbox" as const),

    async send(message: MailMessage): Promise<void> {
      if (!smtp) {
        await repository.insert(message);
        return;
      }
      try {
        await smtp.send(message);
      } catch (err) {
        // Kept as failed for the back office's retry (admin-ops); the caller still learns of it.
        await repository.insert(message, { error: errorText(err) }).catch(() => undefined);
        throw err;
      }
    },

    listOutbox: (options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> =>
      repository.list({ to: options.to, limit: Math.min(options.limit ?? 50, 200) }),

    findOutbox: (id: string): Promise<OutboxRow | null> => repository.find(id),

    /** Mails the relay refused (newest first), and how many (the back office's outbox and dashboard). */
    listFailed: (options: { limit: number; offset: number; status?: "failed" | "sent" }) =>
      repository.list({
        status: options.status ?? "failed",
        limit: Math.min(options.limit, 200),
        offset: options.offset,
      }),
    countFailed: () => repository.count("failed"),
    /** How many mails the back office's outbox lists under a status (its pages). */
    countListed: (status: "failed" | "sent") => repository.count(status),

    /**
     * Sends a failed mail again through the relay: `sent`, or `failed` with the new error. Null when
     * there is no such failed mail (unknown, already sent, a retry under way) or no relay to send with.
     */
    async retry(id: string): Promise<OutboxRow | null> {
      if (!smtp) return null;
      const row = await repository.claimFailed(id);
      if (!row) return null;
      try {
        await smtp.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
        return repository.settle(id, { sentAt: new Date() });
      } catch (err) {
        return repository.settle(id, { error: errorText(err) });
      }
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
