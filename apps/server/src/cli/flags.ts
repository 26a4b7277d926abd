// `npm run flags -- list | get <key> | set <key> <value> | rules <key> <json>`: reads and changes
// feature flags (ADR 0006). With DATABASE_URL it writes PostgreSQL and NOTIFYs the running servers;
// with PGlite (DATA_DIR) it goes through the running server that holds the data directory (its
// loopback admin door, token in DATA_DIR/flags-admin.json), or opens the files when none runs.
import type { Database } from "@ironworks/db";
import { createLogger } from "../platform/logger.ts";
import { createFlagsRepository, createFlagsService, type FlagView } from "../services/flags/index.ts";
import { adminDoorClient, CliError, isHelp, requireTable, runCli, showUsage, withTarget } from "./cli-support.ts";

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

function viaServer(url: string, token: string): Target {
  const call = adminDoorClient(url, token, {
    timeoutMs: 10_000,
    unreachableHint: "Stop it, or run the command where it can reach the server.",
  });
  return {
    describe: `running server at ${url}`,
    list: () => call<FlagView[]>("GET", "/flags"),
    get: (key) => call<FlagView>("GET", `/flags/${encodeURIComponent(key)}`),
    set: (key, input) => call<FlagView>("PUT", `/flags/${encodeURIComponent(key)}`, { input }),
    rules: (key, rules) => call<FlagView>("PUT", `/flags/${encodeURIComponent(key)}/rules`, { rules }),
    close: async () => {},
  };
}

async function direct(database: Database, describe: string): Promise<Target> {
  await requireTable(
    database,
    "flags_features",
    "This database has no flags table yet: start the server once (it applies the migrations).",
  );
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
  if (isHelp(command)) return showUsage(command, USAGE);
  const needs = { list: 0, get: 1, set: 2, rules: 2 }[command];
  if (needs === undefined || (needs >= 1 && !key) || (needs === 2 && rest.length === 0)) {
    console.error(USAGE);
    return 2;
  }
  return withTarget({ direct, viaServer }, async (target) => {
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
  });
}

runCli(main, { label: "flags", configErrors: true });
