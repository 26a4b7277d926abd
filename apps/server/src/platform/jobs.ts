import type { Database, Db } from "@ironworks/db";
import PgBoss from "pg-boss";
import type { Logger } from "./logger.ts";

/**
 * The durable job queue (issue #18, ADR 0043): pg-boss 10 in the schema `jobs` of the store's own
 * database, PGlite included, through an `executeSql` adapter. Migration 0023 installs the schema and
 * the queues, so any process can enqueue without starting pg-boss; a `worker` or `all` process starts
 * it (polling, retries with backoff, maintenance, cron schedules).
 *
 * - `send(tx, …)` enqueues in the caller's Drizzle transaction: the job exists if and only if the
 *   change that causes it commits.
 * - Handlers must have an exactly-once effect: pg-boss hands a job out again when a worker died
 *   mid-job (its expiry), so a handler keys its effect on the job id (e.g. `mail_deliveries`).
 * - In-process delivery is prompt: after an enqueue the local worker is nudged (role `all`), and
 *   `drain()` delivers what is due now in this process (tests, the outbox viewer, shutdown).
 * - Across processes on PostgreSQL it is prompt too: an enqueue also sends `NOTIFY iw_jobs, '<queue>'`
 *   in its transaction (PostgreSQL delivers it at COMMIT, never for a rollback), and a worker LISTENs
 *   on `iw_jobs` and fetches that queue at once. Polling stays as the fallback for a lost message.
 */

/** The channel a committed enqueue wakes the workers on (payload: the queue's name). */
export const JOBS_CHANNEL = "iw_jobs";

export const QUEUES = {
  mail: "mail",
  backInStock: "back-in-stock",
  /** Dead letters of `back-in-stock` (failed for good): the alert is given back for the next restock. */
  backInStockFailed: "back-in-stock-failed",
  sweepPendingOrders: "sweep-pending-orders",
  sessionCleanup: "session-cleanup",
  reviewInvitations: "review-invitations",
  quoteExpiry: "quote-expiry",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The queues' policies (also in migration 0023, which creates them; start() brings them up to date). */
const QUEUE_OPTIONS: Record<QueueName, PgBoss.Queue> = {
  // A relay that refuses: 5 s, 10 s, 20 s … (backoff), eight times, then failed (the back office retries).
  mail: {
    name: "mail",
    policy: "standard",
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionMinutes: 10080,
  },
  // A back-in-stock job that failed for good lands here (migration 0029); created before its source.
  "back-in-stock-failed": {
    name: "back-in-stock-failed",
    policy: "standard",
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionMinutes: 10080,
  },
  // One per claimed alert: the mail is written (product name in its language) and delivered by the
  // worker; failed for good (retries spent or expired) → a dead letter that releases the alert.
  "back-in-stock": {
    name: "back-in-stock",
    policy: "standard",
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionMinutes: 10080,
    deadLetter: "back-in-stock-failed",
  },
  // Schedules: stately (at most one waiting and one running), no retry (the next tick is the retry).
  "sweep-pending-orders": { name: "sweep-pending-orders", policy: "stately", retryLimit: 0, expireInSeconds: 300 },
  "session-cleanup": { name: "session-cleanup", policy: "stately", retryLimit: 0, expireInSeconds: 900 },
  "review-invitations": { name: "review-invitations", policy: "stately", retryLimit: 0, expireInSeconds: 300 },
  "quote-expiry": { name: "quote-expiry", policy: "stately", retryLimit: 0, expireInSeconds: 300 },
};

/** The schedules that replaced main.ts's setIntervals: one job per tick across every worker. */
export const SCHEDULES: { queue: QueueName; cron: string; what: string }[] = [
  // Orders waiting on 3-D Secure for more than 15 minutes give back their stock and gift cards (ADR 0016).
  { queue: "sweep-pending-orders", cron: "* * * * *", what: "pending order sweep" },
  // Expired sessions (ADR 0009) and guests' compare lists untouched for 30 days (issue #23), hourly.
  { queue: "session-cleanup", cron: "17 * * * *", what: "session and compare cleanup" },
  // Delivered orders get their review mail (issue #23).
  { queue: "review-invitations", cron: "*/5 * * * *", what: "review invitations" },
  // Custom quotes past their expiry are written expired, audited as the store (issue #22).
  { queue: "quote-expiry", cron: "* * * * *", what: "custom quote expiry" },
];

export interface JobInfo {
  id: string;
  queue: string;
  state: string;
  attempts: number;
  retryLimit: number;
  createdOn: string;
  completedOn: string | null;
  error: string | null;
}

/** Jobs a worker takes per fetch (then runs one by one). */
const WORK_BATCH = 5;

export type JobHandler = (job: { id: string; data: unknown }) => Promise<void>;

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's `db` option over a Drizzle database or transaction: its SQL runs on the very connection
 * (PostgreSQL) or transaction (PGlite) Drizzle holds. Multi-statement scripts (pg-boss's own
 * install or migration) go through PGlite's `exec`; on PostgreSQL a query without parameters is a
 * simple query, which may hold several statements.
 */
export function executeSqlOn(db: Db): PgBoss.Db {
  const client = (db as unknown as { session: { client: SqlClient } }).session.client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values ?? []);
    },
  } as PgBoss.Db;
}

export function createJobs(
  database: Database,
  options: {
    logger: Pick<Logger, "warn" | "info" | "error">;
    /** How often an idle worker looks for jobs (a local enqueue nudges it at once). */
    pollingSeconds?: number;
    /** Tests: how often expired jobs (a dead worker's) are put back, and cron ticks checked. */
    maintenanceSeconds?: number;
    cronSeconds?: number;
    /** Tests: queue settings over QUEUE_OPTIONS (e.g. a short expiry). */
    queueOverrides?: Partial<Record<QueueName, Partial<PgBoss.Queue>>>;
  },
) {
  const { logger } = options;
  const boss = new PgBoss({
    db: executeSqlOn(database.db),
    schema: "jobs",
    // Completed jobs are archived after an hour and deleted after a week: the job table stays small.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
    // Expired jobs (a worker died mid-job) go back to the queue within this long.
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    // Cron ticks are checked every 30 s; a job for a tick is sent once (pg-boss's cron_on guard).
    cronMonitorIntervalSeconds: options.cronSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronSeconds ?? 5,
  });
  // No fault of the database may end the process (ADR 0023): pg-boss's errors are logged, never thrown.
  boss.on("error", (err: Error) => logger.warn("job queue error", { err: err.message }));
  const handlers = new Map<QueueName, JobHandler>();
  const workerIds = new Map<QueueName, string>();
  let bossStarted = false;
  let draining: Promise<void> = Promise.resolve();

  async function runOne(queue: QueueName, job: { id: string; data: unknown }) {
    const handler = handlers.get(queue);
    if (!handler) return;
    try {
      await handler(job);
      await boss.complete(queue, job.id);
    } catch (err) {
      logger.warn("job failed", { queue, id: job.id, err: err instanceof Error ? err.message : String(err) });
      await boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Delivers every job of `queue` due now, in this process (SKIP LOCKED: never one another worker has). */
  async function deliverDue(queue: QueueName) {
    for (;;) {
      const batch = (await boss.fetch(queue, { batchSize: 20 })) as { id: string; data: unknown }[];
      if (!batch.length) return;
      for (const job of batch) await runOne(queue, job);
    }
  }

  function nudge(queue: QueueName) {
    const id = workerIds.get(queue);
    if (id) {
      boss.notifyWorker(id);
      return;
    }
    // Not started (a test store, or role web): only in-process delivery when the queue has a handler here.
    if (!handlers.has(queue) || !localDelivery) return;
    draining = draining
      .then(() => deliverDue(queue))
      .catch((err: unknown) => logger.warn("local job delivery failed", { queue, err: String(err) }));
  }
  let localDelivery = true;
  let unlisten: (() => Promise<void>) | null = null;

  return {
    boss,

    /**
     * Enqueues a job in the caller's transaction (`tx`, a Drizzle transaction): it exists if and only
     * if that transaction commits. On PGlite the nudge's fetch waits for the transaction to end; on
     * PostgreSQL the local worker is told again a moment later, after the commit.
     */
    async send(tx: Db, queue: QueueName, data: object, sendOptions: PgBoss.SendOptions = {}): Promise<string | null> {
      const id = await boss.send(queue, data, { ...sendOptions, db: executeSqlOn(tx) } as PgBoss.SendOptions);
      // Wakes every worker's LISTEN at COMMIT (nothing on a rollback); PostgreSQL folds the same
      // channel+payload of one transaction into one notification. A job due later needs no wake.
      if (database.kind === "postgres" && !sendOptions.startAfter)
        await executeSqlOn(tx).executeSql("select pg_notify($1, $2)", [JOBS_CHANNEL, queue]);
      setImmediate(() => nudge(queue));
      if (database.kind === "postgres") setTimeout(() => nudge(queue), 50).unref();
      return id;
    },

    /** Who handles a queue's jobs in a worker (registered by createServices; run by start() or drain()). */
    handle(queue: QueueName, handler: JobHandler) {
      handlers.set(queue, handler);
    },

    /** Whether this process delivers its own enqueued jobs before a worker has started (role web: no). */
    setLocalDelivery(on: boolean) {
      localDelivery = on;
    },

    /** Runs what is due now of every handled queue in this process (tests, the outbox viewer, shutdown). */
    async drain(queues: QueueName[] = [QUEUES.backInStock, QUEUES.backInStockFailed, QUEUES.mail]): Promise<void> {
      if (!localDelivery) return;
      await draining;
      for (const q of queues) if (handlers.has(q)) await deliverDue(q);
    },

    /**
     * Starts pg-boss: `web` only enqueues (no polling, no maintenance, no schedules); `worker` and
     * `all` work every handled queue and keep the schedules.
     */
    async start(role: "web" | "worker" | "all", scheduled: Partial<Record<QueueName, () => Promise<unknown>>> = {}) {
      const works = role !== "web";
      localDelivery = works;
      // A web process only enqueues: no pg-boss polling, maintenance or cron in it at all.
      if (works) {
        await boss.start();
        bossStarted = true;
      }
      for (const base of Object.values(QUEUE_OPTIONS)) {
        const q = { ...base, ...options.queueOverrides?.[base.name as QueueName] };
        await boss.createQueue(q.name, q);
        await boss.updateQueue(q.name, q);
      }
      if (!works) return;
      for (const [queue, run] of Object.entries(scheduled) as [QueueName, () => Promise<unknown>][])
        handlers.set(queue, async () => {
          await run();
        });
      for (const queue of handlers.keys()) {
        const id = await boss.work(
          queue,
          { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: WORK_BATCH },
          async (jobs: PgBoss.Job<unknown>[]) => {
            // One by one: a failure fails its own job only (pg-boss fails a whole batch on a throw).
            for (const job of jobs) await runOne(queue, job);
            // A full batch: there may be more waiting, so fetch again at once. (pg-boss 10 waits out
            // the polling interval after every fetch unless notified: a backlog would drain at one
            // batch per interval.)
            const id = workerIds.get(queue);
            if (jobs.length >= WORK_BATCH && id) boss.notifyWorker(id);
          },
        );
        workerIds.set(queue, id);
      }
      // A committed enqueue on any process wakes this worker (NOTIFY iw_jobs): a fetch at once instead
      // of at the next poll. Without the LISTEN (pgbouncer in transaction mode, a lost connection
      // being made again) the poll still finds every job.
      if (database.kind === "postgres")
        unlisten = await database
          .listen(JOBS_CHANNEL, (queue) => {
            if (handlers.has(queue as QueueName)) nudge(queue as QueueName);
          })
          .catch((err: unknown) => {
            logger.warn("job queue: LISTEN failed; workers poll only", { err: String(err) });
            return null;
          });
      for (const s of SCHEDULES) if (scheduled[s.queue]) await boss.schedule(s.queue, s.cron, {}, { tz: "UTC" });
      for (const s of SCHEDULES) if (!scheduled[s.queue]) await boss.unschedule(s.queue).catch(() => undefined);
    },

    async stop() {
      localDelivery = false;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      if (bossStarted) {
        bossStarted = false;
        await boss.stop({ graceful: true, wait: true, timeout: 8000, close: false });
      }
      workerIds.clear();
      await draining;
    },

    /** Per queue: jobs waiting, running, failed, completed (the back office's jobs screen). */
    async counts(): Promise<{ queue: string; state: string; count: number }[]> {
      const { rows } = (await executeSqlOn(database.db).executeSql(
        "select name, state::text as state, count(*)::int as count from jobs.job group by name, state order by name, state",
        [],
      )) as { rows: { name: string; state: string; count: number }[] };
      return rows.map((r) => ({ queue: r.name, state: r.state, count: Number(r.count) }));
    },

    /** Failed jobs, newest first, with their error and attempts. */
    async failed(limit = 50): Promise<JobInfo[]> {
      const { rows } = (await executeSqlOn(database.db).executeSql(
        `select id, name, state::text as state, retry_count, retry_limit, created_on, completed_on, output
           from jobs.job where state = 'failed' order by completed_on desc nulls last limit $1`,
        [limit],
      )) as { rows: Record<string, unknown>[] };
      return rows.map(jobInfo);
    },

    async find(id: string): Promise<JobInfo | null> {
      const { rows } = (await executeSqlOn(database.db).executeSql(
        `select id, name, state::text as state, retry_count, retry_limit, created_on, completed_on, output
           from jobs.job where id = $1`,
        [id],
      )) as { rows: Record<string, unknown>[] };
      return rows[0] ? jobInfo(rows[0]) : null;
    },

    /** A failed job back to the queue (in `tx`, beside its audit row): true when it was failed. */
    async retry(tx: Db, queue: string, id: string): Promise<boolean> {
      const { rows } = (await executeSqlOn(tx).executeSql(
        `update jobs.job set state = 'retry', retry_count = 0, start_after = now(), completed_on = null
          where name = $1 and id = $2 and state = 'failed' returning id`,
        [queue, id],
      )) as { rows: unknown[] };
      if (rows.length) setImmediate(() => nudge(queue as QueueName));
      return rows.length > 0;
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;

function jobInfo(r: Record<string, unknown>): JobInfo {
  const output = r.output as { message?: string; value?: { message?: string } } | null;
  const when = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    id: String(r.id),
    queue: String(r.name),
    state: String(r.state),
    attempts: Number(r.retry_count ?? 0) + 1,
    retryLimit: Number(r.retry_limit ?? 0),
    createdOn: when(r.created_on) ?? "",
    completedOn: when(r.completed_on),
    error: (output?.message ?? output?.value?.message ?? null)?.slice(0, 1000) ?? null,
  };
}
