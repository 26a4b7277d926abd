// Issue #17's figure "order list p95 with 50k orders": the back office's GET /svc_staff/orders (what
// the console's orders page calls) over 50,000 orders, each filter the page offers, page 1 and a deep
// page, through the app in-process with a signed-in owner's cookie (the session is resolved per call,
// as in production). Orders are bulk-inserted with one INSERT … SELECT generate_series (seconds, not
// the checkout's minutes). Runs on PGlite by default; `-- --postgres` uses TEST_DATABASE_URL's server
// (a throwaway database). Each query is measured with migration 0007's indexes (created_at; order
// number and email beginnings) and again without them, with the plan of the unfiltered page. Saves bench/results/admin-orders.json.
import { sql } from "drizzle-orm";
import { movableNow, signedInStaff } from "../apps/server/src/services/staff/staff.testing.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats, time } from "./lib/samples.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const engine = process.argv.includes("--postgres") ? "postgres" : "pglite";

warnIfBusy();
const clock = movableNow();
const store = await createTestStore({ engine, now: clock.now });
try {
  const db = store.database.db;
  const seeded = performance.now();
  // Stores and sites as the storefront has them; statuses roughly as a live store's (most published).
  await db.execute(sql`
    insert into checkout_orders (id, list_id, store_id, site, currency, customer_id, email, status, shipping_mode,
      totals, payment, shipping, giftcards, stock, created_at, updated_at)
    select 'BENCH' || lpad(n::text, 7, '0'), 'bench-list-' || n,
      (array[1, 2, 5, 4, 34, 18])[1 + n % 6], (array['USA', 'CAN', 'EUR', 'USA', 'GBR', 'AUS'])[1 + n % 6],
      (array['USD', 'CAD', 'EUR', 'USD', 'GBP', 'AUD'])[1 + n % 6],
      case when n % 3 = 0 then null else n % 5000 end,
      'shopper' || (n % 20000) || '@example.com',
      case when n % 20 = 0 then 'payment_error' when n % 20 = 1 then 'new' when n % 10 = 2 then 'payment_complete'
        else 'published' end,
      'ship',
      jsonb_build_object('subtotal', 10000 + n % 50000, 'discount', 0, 'shipping', 995, 'tax', 0, 'tariff', 0,
        'giftcards', 0, 'grandTotalIncludingTax', 10995 + n % 50000, 'grandTotalExcludingTax', 10995 + n % 50000),
      jsonb_build_object('paymentType', 'card', 'amountMinor', 10995 + n % 50000),
      '[]'::jsonb, '[]'::jsonb, '[]'::jsonb,
      now() - (n * interval '10 minutes'), now() - (n * interval '10 minutes')
    from generate_series(1, ${ORDERS}) as n`);
  await db.execute(sql`analyze checkout_orders`);
  const seedMs = performance.now() - seeded;
  const owner = await signedInStaff(store, clock, "owner");

  const month = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const QUERIES: [string, string][] = [
    ["newest first (page 1)", ""],
    ["status=published", "status=published"],
    ["status=payment_error", "status=payment_error"],
    ["storeId=5", "storeId=5"],
    ["from–to (30 days)", `from=${month(60)}&to=${month(30)}`],
    ["q=order number prefix", "q=BENCH00123"],
    ["q=email beginning", "q=Shopper1234@"],
    ["storeId=5 & status & 30 days", `storeId=5&status=published&from=${month(60)}&to=${month(30)}`],
    ["page 400 (deep)", "page=400"],
  ];

  const measure = async () => {
    const out: Record<string, ReturnType<typeof stats> & { total: number }> = {};
    for (const [label, query] of QUERIES) {
      const path = `/svc_staff/orders?limit=25${query ? `&${query}` : ""}`;
      const first = await owner.json("GET", path);
      if (first.status !== 200) throw new Error(`${path}: ${first.status} ${JSON.stringify(first.body)}`);
      const samples = await time(RUNS, () => owner.json("GET", path));
      out[label] = { ...stats(samples), total: first.body.total as number };
    }
    return out;
  };
  const plan = async () =>
    (
      (await db.execute(
        sql`explain select id from checkout_orders order by created_at desc, id desc limit 25`,
      )) as unknown as { rows: Record<string, string>[] }
    ).rows
      .map((r) => Object.values(r)[0])
      .join("\n");

  /** Migration 0007's indexes for this list (as it creates them). */
  const INDEXES = [
    "checkout_orders_created on checkout_orders (created_at, id)",
    "checkout_orders_id_prefix on checkout_orders (id text_pattern_ops)",
    "checkout_orders_email_prefix on checkout_orders (lower(email) text_pattern_ops)",
  ];
  const withIndex = await measure();
  const planWith = await plan();
  for (const index of INDEXES) await db.execute(sql.raw(`drop index ${index.split(" ")[0]}`));
  const withoutIndex = await measure();
  const planWithout = await plan();
  for (const index of INDEXES) await db.execute(sql.raw(`create index ${index}`));

  console.log(
    `\n${fmt.int(ORDERS)} orders on ${engine} (inserted in ${fmt.ms(seedMs)}), ${RUNS} calls per query, 25 per page:\n`,
  );
  printTable(
    ["GET /svc_staff/orders", "matches", "p50", "p95", "p95 without 0007's indexes"],
    QUERIES.map(([label]) => {
      const a = withIndex[label] as ReturnType<typeof stats> & { total: number };
      const b = withoutIndex[label] as ReturnType<typeof stats>;
      return [label, fmt.int(a.total), fmt.ms(a.p50), fmt.ms(a.p95), fmt.ms(b.p95)];
    }),
  );
  console.log(`\nplan of the newest page with the index:\n${planWith}\n\nwithout:\n${planWithout}`);
  console.log(
    `\nsaved ${saveResults("admin-orders", { engine, orders: ORDERS, runs: RUNS, seedMs, withIndex, withoutIndex, planWith, planWithout })}`,
  );
} finally {
  await store.close();
}
