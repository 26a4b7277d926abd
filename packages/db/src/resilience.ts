import type { Pool, PoolClient, QueryConfig } from "pg";

/**
 * Surviving a PostgreSQL restart or an administrator's pg_terminate_backend (ADR 0023):
 * - every connection the pool opens gets an 'error' listener, so a connection lost while checked
 *   out (a transaction, a running query) never becomes an unhandled 'error' that ends the process;
 * - a lost connection is recognised (isConnectionLost) and answered 503 with Retry-After by the
 *   app's error mapper;
 * - a plain SELECT is retried once on a fresh connection (reads are idempotent);
 * - a transaction is retried once, only when the connection was lost before COMMIT was sent (the
 *   server rolled it back, so running it again cannot apply it twice); a loss during COMMIT leaves
 *   the outcome unknown, so it is not retried and the caller gets the 503.
 */

/** SQLSTATE classes and driver messages that mean "the connection went away", not "the query was wrong". */
const LOST_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
const LOST_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
const LOST_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|the database system is (shutting down|starting up|in recovery mode)|terminating connection/i;

/** True when `err` (or anything in its `cause` chain: Drizzle wraps driver errors) is a lost database connection. */
export function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_SQLSTATES.has(code) || code.startsWith("08") || LOST_SOCKET_CODES.has(code)))
      return true;
    if (typeof message === "string" && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

const textOf = (query: unknown): string =>
  typeof query === "string"
    ? query
    : typeof (query as QueryConfig | null)?.text === "string"
      ? (query as QueryConfig).text
      : "";

/** A read that may run twice: a SELECT that locks nothing. */
const isPlainRead = (text: string) =>
  /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);

/**
 * What Drizzle is given instead of the pg Pool: queries go to the pool (SELECTs retried once on a
 * lost connection); connect() hands out a checked-out client that is released, and so removed from
 * the pool, even when BEGIN itself fails on a dead connection (Drizzle releases only after BEGIN).
 * The class name contains "Pool" because that is how Drizzle tells a pool from a single client.
 */
export class ResilientPool {
  constructor(
    readonly pool: Pool,
    onError: (err: Error) => void,
  ) {
    // Idle clients: the pool discards one that errors; without a listener the process would exit.
    pool.on("error", (err) => onError(err));
    // Checked-out clients: pg emits 'error' on the client itself, which the pool does not listen to
    // while the client is lent out. The query that was running (if any) rejects on its own.
    pool.on("connect", (client) => {
      client.on("error", (err) => onError(err));
    });
  }

  /** pg's options (the flags LISTEN connection copies them). */
  get options() {
    return this.pool.options;
  }

  async query(query: unknown, values?: unknown): Promise<unknown> {
    const run = () => (this.pool.query as (q: unknown, v?: unknown) => Promise<unknown>)(query, values);
    try {
      return await run();
    } catch (err) {
      if (!isConnectionLost(err) || !isPlainRead(textOf(query))) throw err;
      return run();
    }
  }

  async connect(): Promise<CheckedOutClient> {
    return new CheckedOutClient(await this.pool.connect());
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

class CheckedOutClient {
  private released = false;
  private lost: Error | undefined;

  constructor(private readonly client: PoolClient) {}

  async query(query: unknown, values?: unknown): Promise<unknown> {
    try {
      return await (this.client.query as (q: unknown, v?: unknown) => Promise<unknown>)(query, values);
    } catch (err) {
      if (isConnectionLost(err)) this.lost = err as Error;
      // Drizzle runs BEGIN outside its try/finally: a failed BEGIN would keep this client lent out forever.
      if (/^\s*begin\b/i.test(textOf(query))) this.release(err as Error);
      throw err;
    }
  }

  release(err?: Error): void {
    if (this.released) return;
    this.released = true;
    // With an error the pool closes the connection instead of lending it again.
    this.client.release(err ?? this.lost);
  }
}

type TransactionFn = (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Wraps db.transaction: one more attempt when the connection was lost before COMMIT was sent.
 * The callback runs again from the start, so it must not leave anything outside the database
 * half-done (ADR 0023: callbacks only write through `tx` and return what they computed).
 */
export function retryTransactions(db: { transaction: TransactionFn }): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async (fn, config) => {
    for (let attempt = 1; ; attempt++) {
      let committing = false;
      try {
        return await transaction(async (tx) => {
          const result = await fn(tx);
          committing = true; // Drizzle sends COMMIT next: from here on the outcome may be unknown.
          return result;
        }, config);
      } catch (err) {
        if (attempt >= 2 || committing || !isConnectionLost(err)) throw err;
      }
    }
  };
}
