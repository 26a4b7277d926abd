// `npm run stock -- set <sku> <qty>`: sets a product's quantity on hand. A restock (0 → more)
// mails the product's back-in-stock alerts (ADR 0015 addendum). With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import type { Database } from "@ironworks/db";
import { createMemoryCache } from "../platform/cache.ts";
import { createJobs } from "../platform/jobs.ts";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createBinRepository, createRestock, type RestockResult, UnknownSkuError } from "../services/bin/index.ts";
import { createCatalogRepository, createCatalogService } from "../services/catalog/index.ts";
import { createMailRepository, createMailService } from "../services/mail/index.ts";
import { adminDoorClient, isHelp, requireTable, runCli, showUsage, withTarget } from "./cli-support.ts";

const USAGE = `Usage: npm run stock -- set <sku> <qty>

  set <sku> <qty>   the quantity on hand (0…1000000); going from 0 to more mails the
                    product's back-in-stock alerts

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

interface Target {
  set(sku: string, qty: number): Promise<RestockResult>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  const call = adminDoorClient(url, token, { timeoutMs: 30_000 });
  return {
    set: (sku, qty) => call<RestockResult>("POST", "/stock/set", { sku, qty }, (json) => json !== null),
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  await requireTable(
    database,
    "bins",
    "This database has no bins table yet: start the server once (it applies the migrations).",
  );
  const config = loadConfig(process.env);
  const db = database.db;
  const stock = createRestock({
    db,
    bins: createBinRepository(db),
    catalog: createCatalogService(createCatalogRepository(db), createMemoryCache()),
    mail: createMailService(createMailRepository(db), { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    publicBaseUrl: config.publicBaseUrl,
    logger: createLogger("warn"),
    // The mails are jobs in the restock's transaction (issue #18): the store's worker sends them.
    jobs: createJobs(database, { logger: createLogger("warn") }),
  });
  return {
    set: (sku, qty) => stock.restockSku(sku, qty),
    close: () => database.close(),
  };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (isHelp(command)) return showUsage(command, USAGE);
  const qty = Number(args[1]);
  const sku = args[0];
  if (command !== "set" || !sku || args.length !== 2 || !Number.isInteger(qty) || qty < 0 || qty > 1_000_000) {
    console.error(USAGE);
    return 2;
  }
  return withTarget({ direct, viaServer }, async (target) => {
    const r = await target.set(sku, qty);
    console.log(`${r.sku}: ${r.previousQoh} → ${r.qoh}; back-in-stock mails sent: ${r.notified}`);
    return 0;
  });
}

runCli(main, { alsoExpected: (err) => err instanceof UnknownSkuError });
