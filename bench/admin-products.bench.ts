// Issue #17: the back office's product list search (GET /svc_staff/products?q=…, what the console's
// products page calls) finds products by any part of the name or SKU — ILIKE '%…%', which no btree
// index answers. Migration 0021 adds trigram GIN indexes (pg_trgm: PostgreSQL's, PGlite's contrib
// module). This bench adds BENCH_PRODUCTS synthetic products (default 50,000, one INSERT … SELECT
// generate_series) to the seeded catalog, then measures each search with the indexes and again without
// them, through the app in-process with a signed-in merchandiser's cookie. Runs on PGlite by default;
// `-- --postgres` uses TEST_DATABASE_URL's server (a throwaway database). Prints the load average.
// Saves bench/results/admin-products.json.
// Then (ADR 0056) the catalog's writes from the console: a ~4 MB phone photo uploaded to a product's
// gallery (POST /svc_staff/products/:id/images: sniff, re-encode to WebP at every SPEC §9 width, store,
// audit) p50/p95, and a configurable product with 10 variants created (POST /svc_staff/products) p50/p95.
// `-- --writes-only` runs these alone (no 50k products); saves bench/results/admin-products-writes.json.
// Then (ADR 0058) a value added to an existing configurable product that makes 10 variants (a new size
// × 10 colours: POST /svc_staff/products/:id/option-values) p50/p95; `-- --variants-only` runs it alone
// (bench/results/admin-products-variants.json).
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { STAFF_COOKIE } from "../apps/server/src/services/staff/staff.routes.ts";
import { movableNow, signedInStaff } from "../apps/server/src/services/staff/staff.testing.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats, time } from "./lib/samples.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const engine = process.argv.includes("--postgres") ? "postgres" : "pglite";
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const CREATES = Number(process.env.BENCH_CREATES ?? 20);
const ADDS = Math.min(Number(process.env.BENCH_ADDS ?? 20), 45);

/** A photo-like JPEG of about 4 MB (noise over a gradient, quality 78; 4000 × 3000), as bench:forms makes. */
async function fourMegabytePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = ((i % (width * 3)) / 48 + ((seed >>> 24) & 0x3f)) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .toBuffer();
}

/** The staff-write tables' columns. */
const WRITE_COLUMNS = ["staff write", "p50", "p95", "max", "runs"];

/** One staff write timed: a first call (warm-up, not counted), then `runs` timed calls; its stats and table row. */
async function timedWrite(label: string, runs: number, write: () => Promise<void>) {
  await write();
  const s = stats(await time(runs, write));
  return { stats: s, row: [label, fmt.ms(s.p50), fmt.ms(s.p95), fmt.ms(s.max), String(runs)] };
}

/** Gallery uploads of a 4 MB photo and configurable products with 10 variants, through the staff API. */
async function writes(
  s: Awaited<ReturnType<typeof createTestStore>>,
  merchandiser: Awaited<ReturnType<typeof signedInStaff>>,
) {
  const photo = await fourMegabytePhoto();
  const [target] = (
    (await s.database.db.execute(
      sql`select id from catalog_products where type = 'simple' and id < 9000000 order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const id = target?.id as number;
  let version = (await merchandiser.json("GET", `/svc_staff/products/${id}`)).body.version as string;
  const upload = async () => {
    const form = new FormData();
    form.set("version", version);
    form.set("label", "Bench photo");
    form.append("image", new Blob([photo as BlobPart], { type: "image/jpeg" }), "photo.jpg");
    const res = await s.app.request(`/svc_staff/products/${id}/images`, {
      method: "POST",
      headers: { cookie: `${STAFF_COOKIE}=${merchandiser.cookie}` },
      body: form,
    });
    const body = (await res.json()) as { version: string; gallery: unknown[] };
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
    version = body.version;
    // Keep the gallery under its 30-image bound: drop what this bench added.
    if (body.gallery.length > 25) {
      const saved = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
        version,
        gallery: body.gallery.slice(0, 2),
      });
      version = saved.body.version as string;
    }
  };
  const uploads = await timedWrite("upload + re-encode a 4 MB photo (POST /products/:id/images)", UPLOADS, upload);
  let n = 0;
  const create = async () => {
    n++;
    const sizes = ["XS", "S", "M", "L", "XL"];
    const colors = ["red", "blue"];
    const res = await merchandiser.json("POST", "/svc_staff/products", {
      type: "configurable",
      sku: `BENCH-CONF-${process.pid}-${n}`,
      urlKey: `bench-conf-${process.pid}-${n}`,
      names: { en: `Bench tee ${n}`, de: `Bench-Shirt ${n}` },
      prices: [
        { storeId: 1, price: 2900 },
        { storeId: 5, price: 2700 },
      ],
      optionAttributes: [
        { code: "size", label: "Size", values: sizes.map((v) => ({ value: v, label: v })) },
        { code: "color", label: "Colour", values: colors.map((v) => ({ value: v, label: v })) },
      ],
      variants: sizes.flatMap((size) =>
        colors.map((color) => ({
          sku: `BENCH-CONF-${process.pid}-${n}-${size}-${color}`.toUpperCase(),
          options: [
            { code: "size", value: size },
            { code: "color", value: color },
          ],
          qty: 10,
        })),
      ),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const creates = await timedWrite("create a configurable product, 10 variants (POST /products)", CREATES, create);
  console.log(`\nconsole writes on ${engine}: photo ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG 4000×3000\n`);
  printTable(WRITE_COLUMNS, [uploads.row, creates.row]);
  return {
    uploads: uploads.stats,
    creates: creates.stats,
    adds: await addValues(merchandiser),
    photoBytes: photo.length,
  };
}

/** A new size added to one configurable product with 10 colours: 10 variants per call (ADR 0058). */
async function addValues(merchandiser: Awaited<ReturnType<typeof signedInStaff>>) {
  const colors = Array.from({ length: 10 }, (_, i) => `c${i}`);
  const sku = `BENCH-VAR-${process.pid}`;
  const made = await merchandiser.json("POST", "/svc_staff/products", {
    type: "configurable",
    sku,
    urlKey: `bench-var-${process.pid}`,
    names: { en: "Bench variants tee" },
    prices: [
      { storeId: 1, price: 2900 },
      { storeId: 5, price: 2700 },
    ],
    optionAttributes: [
      { code: "size", label: "Size", values: [{ value: "S0", label: "S0" }] },
      { code: "color", label: "Colour", values: colors.map((v) => ({ value: v, label: v })) },
    ],
    variants: colors.map((color) => ({
      sku: `${sku}-S0-${color}`.toUpperCase(),
      options: [
        { code: "size", value: "S0" },
        { code: "color", value: color },
      ],
      qty: 3,
    })),
  });
  if (made.status !== 201) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
  const id = made.body.id as number;
  let version = (await merchandiser.json("GET", `/svc_staff/products/${id}`)).body.version as string;
  let n = 0;
  const add = async () => {
    n++;
    const res = await merchandiser.json("POST", `/svc_staff/products/${id}/option-values`, {
      version,
      code: "size",
      value: `S${n}`,
      label: `S${n}`,
      variants: colors.map((color) => ({
        options: { color },
        sku: `${sku}-S${n}-${color}`.toUpperCase(),
        prices: [{ storeId: 1, price: 3100 }],
        qty: 4,
      })),
    });
    if (res.status !== 201 || res.body.created.length !== 10)
      throw new Error(`add value: ${res.status} ${JSON.stringify(res.body)}`);
    version = res.body.product.version as string;
  };
  const adds = await timedWrite("add a size that makes 10 variants (POST /products/:id/option-values)", ADDS, add);
  console.log(`\nan existing configurable product's new value on ${engine}:\n`);
  printTable(WRITE_COLUMNS, [adds.row]);
  return adds.stats;
}

warnIfBusy();
const clock = movableNow();
const store = await createTestStore({ engine, now: clock.now });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
if (process.argv.includes("--variants-only")) {
  try {
    const loadAtStart = load();
    const adds = await addValues(await signedInStaff(store, clock, "merchandiser"));
    console.log(`\nload average at start ${loadAtStart}, now ${load()}`);
    console.log(`saved ${saveResults("admin-products-variants", { engine, adds, loadAtStart, loadAtEnd: load() })}`);
  } finally {
    await store.close();
  }
  process.exit(0);
}
if (process.argv.includes("--writes-only")) {
  try {
    const loadAtStart = load();
    const result = await writes(store, await signedInStaff(store, clock, "merchandiser"));
    console.log(`\nload average at start ${loadAtStart}, now ${load()}`);
    console.log(`saved ${saveResults("admin-products-writes", { engine, ...result, loadAtStart, loadAtEnd: load() })}`);
  } finally {
    await store.close();
  }
  process.exit(0);
}
try {
  const db = store.database.db;
  const loadAtStart = load();
  const seeded = performance.now();
  // Copies of one seeded simple product under new ids, SKUs, URL keys and names (words vary by n).
  await db.execute(sql`
    insert into catalog_products (id, sku, name, type, url_key, visibility, parent_id, weight, attributes, details,
      gallery, thumbnail, sites, translations)
    select 9000000 + n, 'BENCH-' || lpad(n::text, 6, '0'),
      (array['Ironworks', 'Forge', 'Anvil', 'Summit'])[1 + n % 4] || ' '
        || (array['Barbell', 'Kettlebell', 'Plate', 'Rack', 'Bench', 'Rope', 'Sled'])[1 + n % 7] || ' ' || n,
      p.type, 'bench-product-' || n, 4, null, p.weight, p.attributes, p.details, p.gallery, p.thumbnail, p.sites, '{}'::jsonb
    from generate_series(1, ${PRODUCTS}) as n,
      (select * from catalog_products where type = 'simple' order by id limit 1) as p`);
  await db.execute(sql`analyze catalog_products`);
  const seedMs = performance.now() - seeded;
  const merchandiser = await signedInStaff(store, clock, "merchandiser");

  const QUERIES: [string, string][] = [
    ["no search (page 1)", ""],
    ["q=part of a name (kettlebell)", "q=kettlebell"],
    ["q=a rare word (Summit Sled 4)", "q=Summit%20Sled%204"],
    ["q=SKU part (-01234)", "q=-01234"],
    ["q=no match (zzqx)", "q=zzqx"],
    ["q=kettlebell & type=simple", "q=kettlebell&type=simple"],
  ];
  const measure = async () => {
    const out: Record<string, ReturnType<typeof stats> & { total: number }> = {};
    for (const [label, query] of QUERIES) {
      const path = `/svc_staff/products?limit=25${query ? `&${query}` : ""}`;
      const first = await merchandiser.json("GET", path);
      if (first.status !== 200) throw new Error(`${path}: ${first.status} ${JSON.stringify(first.body)}`);
      const samples = await time(RUNS, () => merchandiser.json("GET", path));
      out[label] = { ...stats(samples), total: first.body.total as number };
    }
    return out;
  };
  const plan = async () =>
    (
      (await db.execute(
        sql`explain select count(*) from catalog_products where name ilike '%kettlebell%' or sku ilike '%kettlebell%'`,
      )) as unknown as { rows: Record<string, string>[] }
    ).rows
      .map((r) => Object.values(r)[0])
      .join("\n");

  /** Migration 0021's indexes (as it creates them). */
  const INDEXES = [
    "catalog_products_name_trgm on catalog_products using gin (name gin_trgm_ops)",
    "catalog_products_sku_trgm on catalog_products using gin (sku gin_trgm_ops)",
  ];
  const withIndex = await measure();
  const planWith = await plan();
  for (const index of INDEXES) await db.execute(sql.raw(`drop index ${index.split(" ")[0]}`));
  const withoutIndex = await measure();
  const planWithout = await plan();
  for (const index of INDEXES) await db.execute(sql.raw(`create index ${index}`));
  const count = Number(
    ((await db.execute(sql`select count(*)::int as n from catalog_products`)) as unknown as { rows: { n: number }[] })
      .rows[0]?.n,
  );

  console.log(
    `\n${fmt.int(count)} products on ${engine} (${fmt.int(PRODUCTS)} inserted in ${fmt.ms(seedMs)}), ${RUNS} calls per query, 25 per page:\n`,
  );
  printTable(
    ["GET /svc_staff/products", "matches", "p50", "p95", "p50 without 0021", "p95 without 0021"],
    QUERIES.map(([label]) => {
      const a = withIndex[label] as ReturnType<typeof stats> & { total: number };
      const b = withoutIndex[label] as ReturnType<typeof stats>;
      return [label, fmt.int(a.total), fmt.ms(a.p50), fmt.ms(a.p95), fmt.ms(b.p50), fmt.ms(b.p95)];
    }),
  );
  console.log(`\nplan of a name search with the indexes:\n${planWith}\n\nwithout:\n${planWithout}`);
  const written = await writes(store, merchandiser);
  console.log(`\nload average at start ${loadAtStart}, now ${load()}`);
  console.log(
    `saved ${saveResults("admin-products", { written, engine, products: count, inserted: PRODUCTS, runs: RUNS, seedMs, loadAtStart, loadAtEnd: load(), withIndex, withoutIndex, planWith, planWithout })}`,
  );
} finally {
  await store.close();
}
