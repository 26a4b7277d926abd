/**
 * A worker process for services/mail/mail-jobs.process.pg.test.ts: the real mail queue and handler (mail_deliveries
 * dedupe) on DATABASE_URL. With HOLD_AFTER_DELIVERY_MS it delivers, then holds the job that long
 * before pg-boss hears it completed: a SIGKILL then leaves a delivered, uncompleted job, which
 * pg-boss hands out again once it expires.
 */
import { createDatabase } from "@ironworks/db";
import { createJobs } from "../platform/jobs.ts";
import { createLogger } from "../platform/logger.ts";
import type { MailMessage } from "../platform/mail.ts";
import { createMailRepository, createMailService } from "../services/mail/index.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is not set");
const hold = Number(process.env.HOLD_AFTER_DELIVERY_MS ?? 0);
const logger = createLogger("warn");
const database = await createDatabase({ databaseUrl: url, poolSize: 4, onConnectionError: () => {} });
const jobs = createJobs(database, {
  logger,
  pollingSeconds: 0.5,
  maintenanceSeconds: 1,
  queueOverrides: { mail: { expireInSeconds: 2, retryDelay: 1, retryBackoff: false } },
});
const mail = createMailService(createMailRepository(database.db), { from: "test@example.com", jobs });
jobs.handle("mail", async (job) => {
  await mail.deliver(job.id, job.data as MailMessage);
  process.stdout.write(`delivered ${job.id}\n`);
  if (hold) await new Promise((r) => setTimeout(r, hold));
});
await jobs.start("worker");
process.stdout.write("worker ready\n");
