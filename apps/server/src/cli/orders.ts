// `npm run orders -- ship <orderId> [carrier]` | `deliver <orderId>`: fulfilment by hand, so
// /shippingtracker and the order pages have packages to show (ADR 0016). `ship` creates one
// shipment per package of the order's delivery options, with a tracking number and the events
// "Label created" and "In transit"; `deliver` marks them delivered. With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import type { Database } from "@ironworks/db";
import { HttpError } from "../platform/errors.ts";
import { createCheckoutRepository, createFulfilment, type Shipment } from "../services/checkout/index.ts";
import { adminDoorClient, isHelp, requireTable, runCli, showUsage, withTarget } from "./cli-support.ts";

const USAGE = `Usage: npm run orders -- <command>

  ship <orderId> [carrier]   ships a paid order: one package per delivery option's package,
                             tracking number, events "Label created" and "In transit"
                             (carrier: e.g. UPS, FedEx, USPS, DHL; default the chosen option's)
  deliver <orderId>          marks the order's packages delivered

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

interface Target {
  ship(orderId: string, carrier?: string): Promise<Shipment[]>;
  deliver(orderId: string): Promise<Shipment[]>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  const call = adminDoorClient(url, token, { timeoutMs: 30_000 });
  const post = async (path: string, body: object): Promise<Shipment[]> =>
    (await call<{ shipments?: Shipment[] }>("POST", `/orders/${path}`, body, (json) => !!json?.shipments))
      .shipments as Shipment[];
  return {
    ship: (orderId, carrier) => post("ship", { orderId, ...(carrier ? { carrier } : {}) }),
    deliver: (orderId) => post("deliver", { orderId }),
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  await requireTable(
    database,
    "checkout_shipments",
    "This database has no orders yet: start the server once (it applies the migrations).",
  );
  const fulfilment = createFulfilment({ repo: createCheckoutRepository(database.db) });
  return {
    ship: (orderId, carrier) => fulfilment.ship(orderId, carrier ? { carrier } : {}),
    deliver: (orderId) => fulfilment.deliver(orderId),
    close: () => database.close(),
  };
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
  if (isHelp(command)) return showUsage(command, USAGE);
  const valid =
    orderId !== undefined &&
    orderId.length <= 64 &&
    ((command === "ship" && rest.length === 0 && (carrier === undefined || carrier.length <= 40)) ||
      (command === "deliver" && carrier === undefined));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  return withTarget({ direct, viaServer }, async (target) => {
    const id = orderId.trim().toUpperCase();
    print(id, command === "ship" ? await target.ship(id, carrier) : await target.deliver(id));
    return 0;
  });
}

runCli(main, { alsoExpected: (err) => err instanceof HttpError });
