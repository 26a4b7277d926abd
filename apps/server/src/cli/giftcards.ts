// `npm run giftcards -- issue <amount> <currency>` | `balance <code>`: makes a gift card outside any
// order (staff, support, the browser tests) and reads one (ADR 0017). With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, type Database } from "@ironworks/db";
import { toMinor } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { loadConfig } from "../platform/config.ts";
import { readAdminFile } from "../services/flags/index.ts";
import { createGiftcardService } from "../services/giftcard/index.ts";

const USAGE = `Usage: npm run giftcards -- <command>

  issue <amount> <currency>   a new card, e.g. issue 50 USD (prints the code)
  balance <code>              a card's balance

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

class CliError extends Error {}

interface Target {
  issue(amount: number, currency: string): Promise<string>;
  balance(code: string): Promise<string>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  return {
    async issue(amount, currency) {
      let res: Response;
      try {
        res = await fetch(`${url}/_admin/giftcards/issue`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ amount, currency }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new CliError(
          `A server holds this data directory but does not answer at ${url} (${(err as Error).message}).`,
        );
      }
      const json = (await res.json().catch(() => null)) as { code?: string; error?: { message?: string } } | null;
      if (!res.ok || !json?.code) throw new CliError(json?.error?.message ?? `server answered HTTP ${res.status}`);
      return json.code;
    },
    async balance() {
      throw new CliError("A server holds this data directory: check the balance on the store's gift card page.");
    },
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  const found = await database.db.execute(sql`select to_regclass('public.giftcards') is not null as ok`);
  if (!(found as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
    await database.close();
    throw new CliError("This database has no giftcards table yet: start the server once (it applies the migrations).");
  }
  const giftcards = createGiftcardService({ db: database.db });
  return {
    issue: (amount, currency) => giftcards.issueStandalone({ amountMinor: toMinor(amount), currency }),
    async balance(code) {
      const b = await giftcards.balance(code);
      if (!b) throw new CliError("No gift card with this code.");
      return `${b.code}  ${b.balance.toFixed(2)} ${b.currency}`;
    },
    close: () => database.close(),
  };
}

async function openTarget(): Promise<Target> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) return direct(await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 }));
  const admin = readAdminFile(config.dataDir);
  if (admin) return viaServer(admin.url, admin.token);
  if (!existsSync(join(config.dataDir, "PG_VERSION")))
    throw new CliError(`No database in ${config.dataDir}: start the server once (npm start), or set DATA_DIR.`);
  return direct(await createDatabase({ dataDir: config.dataDir }));
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (command === "issue") {
    const amount = Number(args[0]);
    const currency = (args[1] ?? "").toUpperCase();
    if (!(amount > 0 && amount <= 100_000) || !/^[A-Z]{3}$/.test(currency)) {
      console.error(USAGE);
      return 2;
    }
    const target = await openTarget();
    try {
      // The code alone on stdout, so scripts can capture it.
      console.log(await target.issue(amount, currency));
      return 0;
    } finally {
      await target.close();
    }
  }
  if (command === "balance" && args[0]) {
    const target = await openTarget();
    try {
      console.log(await target.balance(args.join("")));
      return 0;
    } finally {
      await target.close();
    }
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const expected =
      err instanceof CliError || (err instanceof Error && err.message.startsWith("Invalid configuration"));
    console.error(expected ? `giftcards: ${(err as Error).message}` : err);
    process.exit(1);
  },
);
