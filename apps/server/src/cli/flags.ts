// `npm run flags -- list | get <key> | set <key> <value> | rules <key> <json>`: reads and changes
// feature flags (ADR 0006). With DATABASE_URL it writes PostgreSQL and NOTIFYs the running servers;
// with PGlite (DATA_DIR) it goes through the running server that holds the data directory (its
// loopback admin door, token in DATA_DIR/flags-admin.json), or opens the files when none runs.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, type Database } from "@ironworks/db";
import { sql } from "drizzle-orm";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createFlagsRepository, createFlagsService, type FlagView, readAdminFile } from "../services/flags/index.ts";

const USAGE = `Usage: npm run flags -- <command>

  list                    every flag with its type and value
  get <key>               one flag
  set <key> <value>       on/off for switches, a number, text or JSON (e.g. set eu-returns on)
  rules <key> <json>      replace a flag's targeting/experiment rules (GrowthBook FeatureRule[]; [] clears)

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

interface Target {
  describe: string;
  list(): Promise<FlagView[]>;
  get(key: string): Promise<FlagView>;
  set(key: string, input: string): Promise<FlagView>;
  rules(key: string, rules: unknown): Promise<FlagView>;
  close(): Promise<void>;
}

class CliError extends Error {}

function viaServer(url: string, token: string): Target {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(`${url}/_admin${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new CliError(
        `A server holds this data directory but does not answer at ${url} (${(err as Error).message}). ` +
          "Stop it, or run the command where it can reach the server.",
      );
    }
    const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) throw new CliError(json?.error?.message ?? `server answered HTTP ${res.status}`);
    return json;
  };
  return {
    describe: `running server at ${url}`,
    list: async () => (await call("GET", "/flags")) as FlagView[],
    get: async (key) => (await call("GET", `/flags/${encodeURIComponent(key)}`)) as FlagView,
    set: async (key, input) => (await call("PUT", `/flags/${encodeURIComponent(key)}`, { input })) as FlagView,
    rules: async (key, rules) => (await call("PUT", `/flags/${encodeURIComponent(key)}/rules`, { rules })) as FlagView,
    close: async () => {},
  };
}

async function direct(database: Database, describe: string): Promise<Target> {
  const found = await database.db.execute(sql`select to_regclass('public.flags_features') is not null as ok`);
  const ok = (found as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok;
  if (!ok) {
    await database.close();
    throw new CliError("This database has no flags table yet: start the server once (it applies the migrations).");
  }
  // Writes go through the service: the same validation, and a NOTIFY for servers sharing PostgreSQL.
  const flags = createFlagsService(createFlagsRepository(database.db), { logger: createLogger("silent") });
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status && status < 500) throw new CliError((err as Error).message);
      throw err;
    }
  };
  return {
    describe,
    list: () => guard(() => flags.list()),
    get: (key) => guard(() => flags.get(key)),
    set: (key, input) => guard(() => flags.set(key, { input })),
    rules: (key, rules) => guard(() => flags.setRules(key, rules)),
    close: () => database.close(),
  };
}

async function openTarget(): Promise<Target> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    return direct(database, `PostgreSQL at ${config.databaseUrl.replace(/\/\/[^@]*@/, "//…@")}`);
  }
  const admin = readAdminFile(config.dataDir);
  if (admin) return viaServer(admin.url, admin.token);
  if (!existsSync(join(config.dataDir, "PG_VERSION")))
    throw new CliError(`No database in ${config.dataDir}: start the server once (npm start), or set DATA_DIR.`);
  const database = await createDatabase({ dataDir: config.dataDir });
  return direct(database, `PGlite in ${config.dataDir} (no server running)`);
}

const show = (value: unknown) => JSON.stringify(value);

function printTable(flags: FlagView[]) {
  const rows = flags.map((f) => [
    f.key,
    f.type,
    show(f.value),
    f.rules.length ? `${f.rules.length} rules` : "",
    f.updatedAt ?? "default",
  ]);
  const head = ["KEY", "TYPE", "VALUE", "RULES", "UPDATED"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  for (const row of [head, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    );
}

async function main(argv: string[]): Promise<number> {
  const [command, key, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const needs = { list: 0, get: 1, set: 2, rules: 2 }[command];
  if (needs === undefined || (needs >= 1 && !key) || (needs === 2 && rest.length === 0)) {
    console.error(USAGE);
    return 2;
  }
  const target = await openTarget();
  try {
    switch (command) {
      case "list":
        printTable(await target.list());
        break;
      case "get":
        printTable([await target.get(key as string)]);
        break;
      case "set": {
        const before = await target.get(key as string);
        const after = await target.set(key as string, rest.join(" "));
        console.log(`${after.key} = ${show(after.value)} (was ${show(before.value)}) via ${target.describe}`);
        break;
      }
      case "rules": {
        let rules: unknown;
        try {
          rules = JSON.parse(rest.join(" "));
        } catch {
          throw new CliError("rules must be a JSON array of GrowthBook rules");
        }
        const after = await target.rules(key as string, rules);
        console.log(`${after.key}: ${after.rules.length} rules via ${target.describe}`);
        break;
      }
    }
    return 0;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const expected =
      err instanceof CliError || (err instanceof Error && err.message.startsWith("Invalid configuration"));
    console.error(expected ? `flags: ${(err as Error).message}` : err);
    process.exit(1);
  },
);
