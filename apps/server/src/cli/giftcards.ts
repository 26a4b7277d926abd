// `npm run giftcards -- issue <amount> <currency>` | `balance <code>`: makes a gift card outside any
// order (staff, support, the browser tests) and reads one (ADR 0017). With DATABASE_URL it writes
// PostgreSQL; with PGlite (DATA_DIR) it goes through the running server that holds the data
// directory (the loopback admin door of ADR 0006, token in DATA_DIR/flags-admin.json), or opens
// the files when no server runs.
import type { Database } from "@ironworks/db";
import { toMinor } from "@ironworks/domain";
import { createGiftcardService } from "../services/giftcard/index.ts";
import { adminDoorClient, CliError, isHelp, requireTable, runCli, showUsage, withTarget } from "./cli-support.ts";

const USAGE = `Usage: npm run giftcards -- <command>

  issue <amount> <currency>   a new card, e.g. issue 50 USD (prints the code)
  balance <code>              a card's balance

Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).`;

interface Target {
  issue(amount: number, currency: string): Promise<string>;
  balance(code: string): Promise<string>;
  close(): Promise<void>;
}

function viaServer(url: string, token: string): Target {
  const call = adminDoorClient(url, token, { timeoutMs: 10_000 });
  return {
    async issue(amount, currency) {
      const json = await call<{ code?: string }>("POST", "/giftcards/issue", { amount, currency }, (j) => !!j?.code);
      return json.code as string;
    },
    async balance() {
      throw new CliError("A server holds this data directory: check the balance on the store's gift card page.");
    },
    close: async () => {},
  };
}

async function direct(database: Database): Promise<Target> {
  await requireTable(
    database,
    "giftcards",
    "This database has no giftcards table yet: start the server once (it applies the migrations).",
  );
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

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (isHelp(command)) return showUsage(command, USAGE);
  if (command === "issue") {
    const amount = Number(args[0]);
    const currency = (args[1] ?? "").toUpperCase();
    if (!(amount > 0 && amount <= 100_000) || !/^[A-Z]{3}$/.test(currency)) {
      console.error(USAGE);
      return 2;
    }
    // The code alone on stdout, so scripts can capture it.
    return withTarget({ direct, viaServer }, async (target) => {
      console.log(await target.issue(amount, currency));
      return 0;
    });
  }
  if (command === "balance" && args[0]) {
    return withTarget({ direct, viaServer }, async (target) => {
      console.log(await target.balance(args.join("")));
      return 0;
    });
  }
  console.error(USAGE);
  return 2;
}

runCli(main, { label: "giftcards", configErrors: true });
