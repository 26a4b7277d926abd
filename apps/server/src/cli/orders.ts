// `npm run orders -- ship <orderId> [carrier]` | `deliver <orderId>`: fulfilment by hand, so
// /shippingtracker and the order pages have packages to show (ADR 0016). `ship` creates one
// shipment per package of the order's delivery options, with a tracking number and the events
// "Label created" and "In transit"; `deliver` marks them delivered. With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, type Database } from "@ironworks/db";
import { sql } from "drizzle-orm";
import { HttpError } from "../platform/errors.ts";
import { loadConfig } from "../platform/config.ts";
import { createCheckoutRepository, createFulfilment, type Shipment } from "../services/checkout/index.ts";
import { readAdminFile } from "../services/flags/index.ts";

const USAGE = `Usage: npm run orders -- <command>

  ship <orderId> [carrier]   ships a paid order: one package per delivery option's package,
                             tracking number, events "Label created" and "In transit"
                             (carrier: e.g. UPS, FedEx, USPS, DHL; default the chosen option's)
  deliver <orderId>          marks the order's packages delivered

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

class CliError extends Error {}

interface Target {
  ship(orderId: string, carrier?: string): Promise<Shipment[]>;
  deliver(orderId: string): Promise<Shipment[]>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  async function post(path: string, body: object): Promise<Shipment[]> {
    let res: Response;
    try {
      res = await fetch(`${url}/_admin/orders/${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new CliError(
        `A server holds this data directory but does not answer at ${url} (${(err as Error).message}).`,
      );
    }
    const json = (await res.json().catch(() => null)) as {
      shipments?: Shipment[];
      error?: { message?: string };
    } | null;
    if (!res.ok || !json?.shipments) throw new CliError(json?.error?.message ?? `server answered HTTP ${res.status}`);
    return json.shipments;
  }
  return {
    ship: (orderId, carrier) => post("ship", { orderId, ...(carrier ? { carrier } : {}) }),
    deliver: (orderId) => post("deliver", { orderId }),
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  const found = await database.db.execute(sql`select to_regclass('public.checkout_shipments') is not null as ok`);
  if (!(found as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
    await database.close();
    throw new CliError("This database has no orders yet: start the server once (it applies the migrations).");
  }
  const fulfilment = createFulfilment({ repo: createCheckoutRepository(database.db) });
  return {
    ship: (orderId, carrier) => fulfilment.ship(orderId, carrier ? { carrier } : {}),
    deliver: (orderId) => fulfilment.deliver(orderId),
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

function print(orderId: string, shipments: Shipment[]): void {
  for (const s of shipments) {
    const contents = s.items.map((i) => `${i.qty} × ${i.sku}`).join(", ");
    console.log(
      `${orderId} package ${s.packageNumber}: ${s.status}  ${s.carrier} ${s.trackingNumber ?? "-"}  ${contents}`,
    );
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, orderId, carrier, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const valid =
    orderId !== undefined &&
    orderId.length <= 64 &&
    ((command === "ship" && rest.length === 0 && (carrier === undefined || carrier.length <= 40)) ||
      (command === "deliver" && carrier === undefined));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const target = await openTarget();
  try {
    const id = orderId.trim().toUpperCase();
    print(id, command === "ship" ? await target.ship(id, carrier) : await target.deliver(id));
    return 0;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError || err instanceof HttpError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
