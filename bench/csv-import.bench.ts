// CSV import of 10,000 products through the staff API (issue #17: "10,000 products import in under a
// minute on this machine"): the seeded catalog is grown to BENCH_CSV_PRODUCTS products (copies of its
// simple products), exported, every row edited (German name and one store's price), then dry-run and
// applied (one transaction, one audit entry per product). Prints rows/s and the totals; never fails on time.
// PostgreSQL when TEST_DATABASE_URL is set (BENCH_ENGINE=pglite to force the in-memory engine).
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { CSV_COLUMNS, escapeCell, unescapeCell } from "../apps/server/src/services/staff/staff.csv.ts";
import { signedInStaff, movableNow } from "../apps/server/src/services/staff/staff.testing.ts";
import { STAFF_COOKIE } from "../apps/server/src/services/staff/staff.routes.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { printTable, saveResults, warnIfBusy } from "./lib/report.ts";

const WANT = Number(process.env.BENCH_CSV_PRODUCTS ?? 10_000);
const engine =
  process.env.BENCH_ENGINE === "pglite" || !process.env.TEST_DATABASE_URL ? ("pglite" as const) : ("postgres" as const);
const clock = movableNow();
const store = await createTestStore({ engine, now: clock.now });
try {
  const db = store.database.db;
  const count = async () =>
    Number(
      ((await db.execute(sql`select count(*)::int as n from catalog_products`)) as unknown as { rows: { n: number }[] })
        .rows[0]?.n,
    );
  const extra = WANT - (await count());
  if (extra > 0) {
    await db.execute(sql`create temp table bench_map as
      with src as (select id, row_number() over (order by id) - 1 as rn, count(*) over () as c
                   from catalog_products where type = 'simple')
      select 1000000 + g as new_id, s.id as src_id, g
      from generate_series(0, ${extra - 1}) g join src s on s.rn = g % s.c`);
    await db.execute(sql`insert into catalog_products
      (id, sku, name, type, url_key, visibility, parent_id, weight, attributes, details, gallery, thumbnail, sites, translations)
      select m.new_id, p.sku || '-B' || m.g, p.name, p.type, p.url_key || '-b' || m.g, p.visibility, null, p.weight,
             p.attributes, p.details, p.gallery, p.thumbnail, p.sites, p.translations
      from bench_map m join catalog_products p on p.id = m.src_id`);
    await db.execute(sql`insert into catalog_product_prices (product_id, store_id, price, special_price, promo_price)
      select m.new_id, pp.store_id, pp.price, pp.special_price, pp.promo_price
      from bench_map m join catalog_product_prices pp on pp.product_id = m.src_id`);
    await db.execute(sql`insert into catalog_inventory (product_id, qoh)
      select m.new_id, i.qoh from bench_map m join catalog_inventory i on i.product_id = m.src_id`);
  }
  const products = await count();
  const member = await signedInStaff(store, clock, "merchandiser");
  const headers = { cookie: `${STAFF_COOKIE}=${member.cookie}` };
  warnIfBusy();
  console.log(`CSV import bench: ${products} products, ${engine}`);

  const t = performance.now();
  const exportRes = await store.app.request("/svc_staff/catalog/export", { headers });
  const exported = await exportRes.text();
  const exportMs = performance.now() - t;

  const rows = (parse(exported, { bom: true }) as string[][]).map((r) => r.map(unescapeCell));
  const col = (name: string) => CSV_COLUMNS.indexOf(name);
  for (const row of rows.slice(1)) {
    row[col("name_de")] = `${row[col("name_de")] || row[col("name_en")]} (neu)`;
    const priced = CSV_COLUMNS.find((c) => c.startsWith("price_") && row[col(c)] !== "");
    if (priced) row[col(priced)] = (Number(row[col(priced)]) + 0.01).toFixed(2);
  }
  const file = stringify(rows.map((r) => r.map(escapeCell)));

  const post = async (path: string) => {
    const started = performance.now();
    const res = await store.app.request(`/svc_staff${path}`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: file,
    });
    const body = (await res.json()) as { ok?: boolean; changed?: number; errorCount?: number };
    if (res.status !== 200 || !body.ok)
      throw new Error(`${path} → ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    return { ms: performance.now() - started, changed: body.changed ?? 0 };
  };
  const dry = await post("/catalog/import/dry-run");
  const applied = await post("/catalog/import");
  const rowsIn = rows.length - 1;
  const rate = (ms: number) => Math.round((rowsIn / ms) * 1000);
  printTable(
    ["step", "rows", "changed", "total s", "rows/s"],
    [
      ["export", rowsIn, "-", (exportMs / 1000).toFixed(1), rate(exportMs)],
      ["dry run", rowsIn, dry.changed, (dry.ms / 1000).toFixed(1), rate(dry.ms)],
      ["apply", rowsIn, applied.changed, (applied.ms / 1000).toFixed(1), rate(applied.ms)],
    ],
  );
  console.log(
    `file ${(file.length / 1024 / 1024).toFixed(1)} MB; apply ${applied.ms < 60_000 ? "under" : "OVER"} a minute`,
  );
  saveResults("csv-import", {
    engine,
    products,
    rows: rowsIn,
    fileBytes: file.length,
    exportMs: Math.round(exportMs),
    dryRunMs: Math.round(dry.ms),
    applyMs: Math.round(applied.ms),
    applyRowsPerSecond: rate(applied.ms),
  });
} finally {
  await store.close();
}
