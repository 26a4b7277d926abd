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
      if (smtp) await smtp.send(message);
      else await repository.insert(message);
    },

    listOutbox: (options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> =>
      repository.list({ to: options.to, limit: Math.min(options.limit ?? 50, 200) }),

    findOutbox: (id: string): Promise<OutboxRow | null> => repository.find(id),
  };
}
export type MailService = ReturnType<typeof createMailService>;
