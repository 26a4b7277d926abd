// `npm run stock -- set <sku> <qty>`: sets a product's quantity on hand. A restock (0 → more)
// mails the product's back-in-stock alerts (ADR 0015 addendum). With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, type Database } from "@ironworks/db";
import { sql } from "drizzle-orm";
import { createMemoryCache } from "../platform/cache.ts";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createBinRepository, createRestock, type RestockResult, UnknownSkuError } from "../services/bin/index.ts";
import { createCatalogRepository, createCatalogService } from "../services/catalog/index.ts";
import { readAdminFile } from "../services/flags/index.ts";
import { createMailRepository, createMailService } from "../services/mail/index.ts";

const USAGE = `Usage: npm run stock -- set <sku> <qty>

  set <sku> <qty>   the quantity on hand (0…1000000); going from 0 to more mails the
                    product's back-in-stock alerts

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

class CliError extends Error {}

interface Target {
  set(sku: string, qty: number): Promise<RestockResult>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  return {
    async set(sku, qty) {
      let res: Response;
      try {
        res = await fetch(`${url}/_admin/stock/set`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ sku, qty }),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        throw new CliError(
          `A server holds this data directory but does not answer at ${url} (${(err as Error).message}).`,
        );
      }
      const json = (await res.json().catch(() => null)) as (RestockResult & { error?: { message?: string } }) | null;
      if (!res.ok || !json) throw new CliError(json?.error?.message ?? `server answered HTTP ${res.status}`);
      return json;
    },
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  const found = await database.db.execute(sql`select to_regclass('public.bins') is not null as ok`);
  if (!(found as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
    await database.close();
    throw new CliError("This database has no bins table yet: start the server once (it applies the migrations).");
  }
  const config = loadConfig(process.env);
  const db = database.db;
  const stock = createRestock({
    db,
    bins: createBinRepository(db),
    catalog: createCatalogService(createCatalogRepository(db), createMemoryCache()),
    mail: createMailService(createMailRepository(db), { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    publicBaseUrl: config.publicBaseUrl,
    logger: createLogger("warn"),
  });
  return {
    set: (sku, qty) => stock.restockSku(sku, qty),
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
  const qty = Number(args[1]);
  if (command !== "set" || !args[0] || args.length !== 2 || !Number.isInteger(qty) || qty < 0 || qty > 1_000_000) {
    console.error(USAGE);
    return 2;
  }
  const target = await openTarget();
  try {
    const r = await target.set(args[0], qty);
    console.log(`${r.sku}: ${r.previousQoh} → ${r.qoh}; back-in-stock mails sent: ${r.notified}`);
    return 0;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError || err instanceof UnknownSkuError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
