import nodemailer from "nodemailer";

/** One outgoing message: plain text always, HTML alongside (ADR 0013). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: SMTP in production, the outbox table when no SMTP_URL is set (services/mail). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through an SMTP relay (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). One pooled
 * nodemailer transport per process; a refused or unreachable relay rejects `send`.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer & { close(): void } {
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // smtp:// upgrades with STARTTLS whenever the relay offers it; ?requireTLS=true refuses to send without.
    requireTLS: url.searchParams.get("requireTLS") === "true",
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
