import type { Db } from "@ironworks/db";
import type { Jobs } from "../../platform/jobs.ts";
import { createSmtpMailer, type MailMessage, type Mailer } from "../../platform/mail.ts";
import type { MailRepository, OutboxRow } from "./mail.repository.ts";

/**
 * The store's mail: SMTP when SMTP_URL is set, otherwise the outbox table (ADR 0013). Either way
 * callers see one `send`; the outbox can be read back (dev viewer, tests).
 */
export function createMailService(
  repository: MailRepository,
  options: { smtpUrl?: string | undefined; from: string; transport?: Mailer; jobs?: Jobs },
) {
  const smtp =
    options.transport ?? (options.smtpUrl ? createSmtpMailer({ url: options.smtpUrl, from: options.from }) : null);
  const { jobs } = options;
  return {
    /** "smtp" or "outbox": where `send` delivers. */
    delivery: smtp ? ("smtp" as const) : ("outbox" as const),

    /**
     * The mail as a job in the caller's transaction (issue #18, ADR 0043): it goes out if and only if
     * that transaction commits, retried with backoff by a worker. Without a job queue (a unit test's
     * bare service) it is sent at once.
     */
    async enqueue(tx: Db, message: MailMessage): Promise<void> {
      if (!jobs) return this.send(message);
      const { to, subject, text, html } = message;
      // When it was written: the outbox keeps that order, whenever a worker delivers it.
      await jobs.send(tx, "mail", { to, subject, text, html, queuedAt: new Date().toISOString() });
    },

    /**
     * A mail job's delivery, exactly once per job id: the outbox row commits with its delivery mark;
     * over SMTP a job already marked is not sent again, and a refused one throws for pg-boss's retry.
     */
    async deliver(jobId: string, job: MailMessage & { queuedAt?: string }): Promise<void> {
      const { queuedAt, ...message } = job;
      if (!smtp) {
        await repository.insertOnce(jobId, message, queuedAt ? new Date(queuedAt) : undefined);
        return;
      }
      if (await repository.delivered(jobId)) return;
      await smtp.send(message);
      await repository.markDelivered(jobId);
    },

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

    /** The outbox, newest first; mail jobs due in this process are delivered first (the dev viewer, tests). */
    listOutbox: async (options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> => {
      await jobs?.drain();
      return repository.list({ to: options.to, limit: Math.min(options.limit ?? 50, 200) });
    },

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
