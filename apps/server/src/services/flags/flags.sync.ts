import type { Database } from "@ironworks/db";
import type { Logger } from "../../platform/logger.ts";
import { FLAGS_CHANNEL } from "./flags.repository.ts";

/** How often a process checks the table for a change it was not told about (PostgreSQL only; issue #18: ~1 s). */
const POLL_MS = 1_000;
const MAX_RECONNECT_MS = 30_000;

export interface FlagsWatch {
  stop(): void;
}

/**
 * Keeps a process's flags current when another process (a second server, or the CLI) changes them
 * in a shared PostgreSQL: LISTEN flags_changed on a dedicated connection for sub-second delivery,
 * and a slow poll of max(updated_at) in case a notification was lost while reconnecting.
 * PGlite needs neither: its data directory belongs to this process, so every change is made here.
 * Timers and the socket are unref'd: they never keep a process alive.
 */
export function watchFlagChanges(
  database: Database,
  check: { onNotify: () => void; poll: () => void },
  logger: Logger,
): FlagsWatch {
  if (database.kind !== "postgres") return { stop() {} };
  const pool = (database.db as unknown as { $client?: { options?: Record<string, unknown> } }).$client;
  let stopped = false;
  let client: import("pg").Client | null = null;
  let attempt = 0;

  const poller = setInterval(check.poll, POLL_MS);
  poller.unref();

  async function connect() {
    if (stopped) return;
    const { default: pg } = await import("pg");
    const next = new pg.Client({ ...(pool?.options ?? {}) } as import("pg").ClientConfig);
    const retry = (err?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners();
      next.end().catch(() => {});
      if (stopped) return;
      const delay = Math.min(1000 * 2 ** attempt++, MAX_RECONNECT_MS);
      logger.warn("flags LISTEN connection lost; reconnecting", { err, delayMs: delay });
      setTimeout(() => void connect(), delay).unref();
    };
    client = next;
    next.on("error", retry);
    next.on("end", () => retry());
    next.on("notification", (msg) => {
      if (msg.channel === FLAGS_CHANNEL) check.onNotify();
    });
    try {
      await next.connect();
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query(`LISTEN ${FLAGS_CHANNEL}`);
      attempt = 0;
      // Anything missed while disconnected.
      check.poll();
    } catch (err) {
      retry(err);
    }
  }
  void connect();

  return {
    stop() {
      stopped = true;
      clearInterval(poller);
      const c = client;
      client = null;
      c?.removeAllListeners();
      c?.end().catch(() => {});
    },
  };
}
