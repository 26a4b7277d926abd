import { createDatabase } from "@ironworks/db";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { buildApp } from "./app.ts";
import { prepareDatabase } from "./seeding.ts";
import { createMemoryCache } from "./platform/cache.ts";
import { loadConfig } from "./platform/config.ts";
import { createLogger } from "./platform/logger.ts";
import { keepAliveOnConnectionFaults } from "./platform/process-faults.ts";
import { closeRedis } from "./platform/redis.ts";
import { keepConnectionsOpen } from "./platform/http-server.ts";
import { createServices } from "./services.ts";
import { mountWeb } from "./web.ts";

// Where start-up time goes (one "started" log line): module loading until here, then each step.
const startup: Record<string, number> = { imports: Math.round(performance.now()) };
let lapStart = performance.now();
const lap = (step: string) => {
  const now = performance.now();
  startup[step] = Math.round(now - lapStart);
  lapStart = now;
};

const config = loadConfig();
const logger = createLogger(config.logLevel, { service: "ironworks" });

// No database or Redis fault may end the process (ADR 0023): a lost connection is logged, the
// request that used it answers 503, and the next query reconnects.
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  onConnectionError: (err) => logger.warn("database connection error", { err: err.message }),
});
lap("database");
const cache = createMemoryCache();
const services = createServices(database, cache, { config, logger });
lap("services");
const prepared = await prepareDatabase(database, services, { seed: config.seed, logger });
startup.migrate = prepared.migrateMs;
startup.seed = prepared.seedMs;
lapStart = performance.now();

// Roles (issue #18, ADR 0043): `web` serves the store and enqueues jobs; `worker` runs the jobs and
// schedules and answers only /healthz; `all` (the default, `npm start`) is both in one process.
const role = config.role;
const serving = role !== "worker";
const web = serving ? await mountWeb({ config, services, logger }) : undefined;
lap("web");
const app = serving
  ? buildApp({ config, database, services, cache, logger, web })
  : new Hono()
      .get("/healthz", (c) => c.json({ status: "ok", role }))
      .get("/readyz", async (c) =>
        (await database.ping()) ? c.json({ status: "ready", role }) : c.json({ status: "unavailable", role }, 503),
      );
lap("app");
// The schedules that were setIntervals here: one job per tick across every worker (pg-boss cron).
const scheduled = {
  "session-cleanup": async () => {
    // Expired sessions (ADR 0009) and guests' compare lists untouched for 30 days (issue #23).
    await services.session.deleteExpired();
    await services.compare.deleteExpiredGuests();
  },
  // Orders waiting on 3-D Secure for more than 15 minutes give back their stock and gift cards (ADR 0016).
  "sweep-pending-orders": () => services.checkout.sweepPending(),
  // Delivered orders get their review mail (issue #23); deliveries through the store's doors mail at once.
  "review-invitations": () => services.reviews.inviteDelivered(),
  // Custom quotes past their expiry become expired, audited as system:quote-expiry (issue #22).
  "quote-expiry": () => services.zeus.expireDue(),
};
// A database down at start stops the start like the migration would; later faults are outlived.
await services.jobs.start(role, scheduled);
lap("jobs");

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  lap("listen");
  logger.info("started", { ms: startup, totalMs: Math.round(performance.now()), role });
  logger.info("listening", {
    url,
    role,
    db: database.kind,
    dataDir: database.kind === "pglite" ? config.dataDir : undefined,
  });
  process.stdout.write(
    serving ? `\n  Ironworks is running at ${url}\n\n` : `\n  Ironworks worker is running (health: ${url}/healthz)\n\n`,
  );
});
keepConnectionsOpen(server);
server.on("error", async (err: NodeJS.ErrnoException) => {
  const message =
    err.code === "EADDRINUSE"
      ? `Port ${config.port} is already in use: stop the other server or set PORT.`
      : `The server could not listen: ${err.message}`;
  logger.error(message, { code: err.code });
  await database.close().catch(() => undefined);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    // Jobs under way finish (or go back to the queue); work started after an answer still runs (ADR 0013).
    await services.jobs.stop().catch((err: unknown) => logger.warn("job queue stop failed", { err }));
    await services.passwordReset.drain();
    await services.checkout.drain();
    await services.bins.drain();
    await services.changes.close();
    if (services.redis) await closeRedis(services.redis);
    await services.search.warm().catch(() => undefined); // PGlite's close waits on a query in flight
    await database.close().catch((err: unknown) => logger.error("database close failed", { err }));
    process.exit(process.exitCode ?? 0);
  });
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
// Once serving (a database missing at start still stops the start): connection faults are outlived.
keepAliveOnConnectionFaults(logger, (reason) => {
  process.exitCode = 1;
  void shutdown(reason);
});
