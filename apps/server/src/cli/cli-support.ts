// What the local CLIs (flags, giftcards, stock, orders) share: the target choice — DATABASE_URL
// (PostgreSQL), else the running server that holds the PGlite data directory (its loopback admin
// door, ADR 0006, token in DATA_DIR/flags-admin.json), else the PGlite files themselves — the
// client for that door, and the runner that prints errors and sets the exit code.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, type Database } from "@ironworks/db";
import { sql } from "drizzle-orm";
import { loadConfig } from "../platform/config.ts";
import { readAdminFile } from "../services/flags/index.ts";

/** An error whose message is the whole story for the user: printed without a stack trace. */
export class CliError extends Error {}

/** The configuration loader's own errors (a bad DATA_DIR or DATABASE_URL). */
const isConfigError = (err: unknown): boolean =>
  err instanceof Error && err.message.startsWith("Invalid configuration");

export interface TargetOpeners<T> {
  /** An open database: PostgreSQL, or the PGlite files when no server holds them. */
  direct(database: Database, describe: string): Promise<T>;
  /** A running server that holds the PGlite data directory. */
  viaServer(url: string, token: string): T;
}

/** DATABASE_URL → direct; a running server's admin file → through its door; else the PGlite data dir. */
export async function openTarget<T>(open: TargetOpeners<T>): Promise<T> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    return open.direct(database, `PostgreSQL at ${config.databaseUrl.replace(/\/\/[^@]*@/, "//…@")}`);
  }
  const admin = readAdminFile(config.dataDir);
  if (admin) return open.viaServer(admin.url, admin.token);
  if (!existsSync(join(config.dataDir, "PG_VERSION")))
    throw new CliError(`No database in ${config.dataDir}: start the server once (npm start), or set DATA_DIR.`);
  const database = await createDatabase({ dataDir: config.dataDir });
  return open.direct(database, `PGlite in ${config.dataDir} (no server running)`);
}

/** Closes the database and throws `message` when `table` does not exist yet (no migrations applied). */
export async function requireTable(database: Database, table: string, message: string): Promise<void> {
  const found = await database.db.execute(sql.raw(`select to_regclass('public.${table}') is not null as ok`));
  if (!(found as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
    await database.close();
    throw new CliError(message);
  }
}

/**
 * A JSON request to `${url}/_admin${path}` with the admin token. A non-2xx answer, or one
 * `accept` refuses, throws CliError with the server's error message.
 */
export type AdminDoorCall = <R>(
  method: string,
  path: string,
  body?: unknown,
  accept?: (json: R | null) => boolean,
) => Promise<R>;

export function adminDoorClient(
  url: string,
  token: string,
  options: { timeoutMs: number; unreachableHint?: string },
): AdminDoorCall {
  return async <R>(method: string, path: string, body?: unknown, accept?: (json: R | null) => boolean) => {
    let res: Response;
    try {
      res = await fetch(`${url}/_admin${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new CliError(
        `A server holds this data directory but does not answer at ${url} (${(err as Error).message}).` +
          (options.unreachableHint ? ` ${options.unreachableHint}` : ""),
      );
    }
    const json = (await res.json().catch(() => null)) as (R & { error?: { message?: string } }) | null;
    if (!res.ok || (accept && !accept(json)))
      throw new CliError(json?.error?.message ?? `server answered HTTP ${res.status}`);
    return json as R;
  };
}

/** No command, or help/--help/-h. */
export function isHelp(command: string | undefined): command is undefined | "help" | "--help" | "-h" {
  return !command || command === "help" || command === "--help" || command === "-h";
}

/** Prints the usage on stdout: exit 0 when asked for, 2 when no command was given. */
export function showUsage(command: string | undefined, usage: string): number {
  console.log(usage);
  return command ? 0 : 2;
}

/** Opens the target (see {@link openTarget}), runs the work on it and closes it, whatever happens. */
export async function withTarget<T extends { close(): Promise<void> }, R>(
  open: TargetOpeners<T>,
  work: (target: T) => Promise<R>,
): Promise<R> {
  const target = await openTarget(open);
  try {
    return await work(target);
  } finally {
    await target.close();
  }
}

/**
 * Runs main(argv) and exits with its code. An expected error — CliError, a configuration error
 * when `configErrors` is set, or what `alsoExpected` accepts — prints its message, after
 * `label: ` when a label is given; anything else prints in full. Both exit 1.
 */
export function runCli(
  main: (argv: string[]) => Promise<number>,
  options: { label?: string; configErrors?: boolean; alsoExpected?: (err: unknown) => boolean } = {},
): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const expected =
        err instanceof CliError ||
        (options.configErrors === true && isConfigError(err)) ||
        options.alsoExpected?.(err) === true;
      console.error(expected ? `${options.label ? `${options.label}: ` : ""}${(err as Error).message}` : err);
      process.exit(1);
    },
  );
}
