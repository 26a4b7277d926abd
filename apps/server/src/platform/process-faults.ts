import { isConnectionLost } from "@ironworks/db";
import type { Logger } from "./logger.ts";

/** ioredis's ways of saying the server went away (its socket codes are covered by isConnectionLost). */
const REDIS_LOST = /Connection is closed|Stream isn't writeable|Reached the max retries per request limit/i;

/** A lost PostgreSQL or Redis connection: the kind of fault the process outlives (ADR 0023). */
export function isConnectionFault(err: unknown): boolean {
  if (isConnectionLost(err)) return true;
  const { name, message } = (err ?? {}) as { name?: unknown; message?: unknown };
  return name === "MaxRetriesPerRequestError" || (typeof message === "string" && REDIS_LOST.test(message));
}

/**
 * Last line of defence: an 'error' or a rejection from a database or Redis connection that nobody
 * handled is logged and the process goes on (the pool reconnects, requests answer 503 meanwhile).
 * Anything else is a bug: logged, then `fatal` stops the process as Node would have.
 */
export function keepAliveOnConnectionFaults(logger: Logger, fatal: (reason: string) => void): void {
  const handle = (kind: string) => (err: unknown) => {
    if (isConnectionFault(err)) {
      logger.warn(`${kind} from a lost connection; carrying on`, { err });
      return;
    }
    logger.error(kind, { err });
    fatal(kind);
  };
  process.on("uncaughtException", handle("uncaughtException"));
  process.on("unhandledRejection", handle("unhandledRejection"));
}
