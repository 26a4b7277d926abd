// Orama 3 vs MiniSearch 7 on our catalog (ADR 0005): index build time and heap, and query latency
// for keyword, prefix and typo queries, on the seeded catalog (445 listed products) and a generated
// 10k-product one. Same fields, boosts and tokenizer for both; all words required (AND).
// Prints a table; saves bench/results/search-engines.json.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { generateSeed } from "@ironworks/seed";
import MiniSearch from "minisearch";
import { snapshotFromSeed, syntheticSnapshot } from "../apps/server/src/services/search/index.ts";
import type { CatalogSnapshot } from "../apps/server/src/services/search/search.source.ts";
import { processTerm, tokenize } from "../apps/server/src/services/search/search.text.ts";
import { printTable, saveResults } from "./lib/report.ts";

setFlagsFromString("--expose_gc");
const gc = runInNewContext("gc") as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const QUERIES = {
  keyword: ["dumbbell", "bumper plates", "power rack", "hoodie", "kettlebell", "weightlifting shoe", "lifting belt"],
  prefix: ["kettle", "dumbb", "barb", "hood", "sandb"],
  typo: ["dumbel", "kettlebel", "competiton bar", "hodie", "bumpr plates", "weightlifitng shoes"],
};
const EXPECT: Record<string, RegExp> = {
  dumbel: /dumbbell/i,
  kettlebel: /kettlebell/i,
  "competiton bar": /competition/i,
  hodie: /hoodie/i,
  "bumpr plates": /bumper/i,
  "weightlifitng shoes": /shoe/i,
};

interface Row {
  id: number;
  name: string;
  sku: string;
  brand: string;
  category: string;
  text: string;
}

function rows(snapshot: CatalogSnapshot): Row[] {
  const names = new Map(snapshot.categories.map((c) => [c.id, c.name]));
  return snapshot.products.map((p, i) => ({
    id: i,
    name: p.name,
    sku: p.sku,
    brand: String(p.attributes.manufacturer ?? ""),
    category: p.categories.map((c) => names.get(c.categoryId) ?? "").join(" "),
    text: [p.attributes.short_description ?? "", ...(p.attributes.features ?? [])].join(" "),
  }));
}

const BOOST = { name: 4, sku: 3, brand: 2, category: 1.5, text: 0.3 };
const pct = (samples: number[], q: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

interface Engine {
  search(q: string): Promise<string[]>;
}

async function buildMiniSearch(docs: Row[]): Promise<Engine> {
  const ms = new MiniSearch<Row>({
    fields: ["name", "sku", "brand", "category", "text"],
    storeFields: [],
    tokenize: (t) => tokenize(t),
    processTerm: (t) => processTerm(t),
  });
  ms.addAll(docs);
  return {
    search: async (q) =>
      ms
        .search(q, {
          boost: BOOST,
          combineWith: "AND",
          prefix: (t) => t.length >= 2,
          fuzzy: (t) => (t.length >= 6 ? 2 : t.length >= 4 ? 1 : false),
        })
        .slice(0, 80)
        .map((r) => docs[r.id as number]?.name ?? ""),
  };
}

async function buildOrama(docs: Row[]): Promise<Engine> {
  const db = create({
    schema: { name: "string", sku: "string", brand: "string", category: "string", text: "string" } as const,
  });
  await insertMultiple(
    db,
    docs.map((d) => ({ ...d, id: String(d.id) })),
    1000,
  );
  return {
    search: async (q) => {
      const r = await oramaSearch(db, { term: q, tolerance: 1, threshold: 0, boost: BOOST, limit: 80 });
      return r.hits.map((h) => (h.document as unknown as Row).name);
    },
  };
}

async function measure(label: string, engine: string, docs: Row[], build: (d: Row[]) => Promise<Engine>) {
  const before = heap();
  const t = performance.now();
  const e = await build(docs);
  const buildMs = performance.now() - t;
  const heapMb = (heap() - before) / 1e6;
  const figures: Record<string, unknown> = { catalog: label, engine, docs: docs.length, buildMs, heapMb };
  let typoHits = 0;
  for (const q of QUERIES.typo) {
    const top = (await e.search(q)).slice(0, 3);
    if (top.length > 0 && top.every((n) => EXPECT[q]?.test(n))) typoHits++;
  }
  figures.typoTop3 = `${typoHits}/${QUERIES.typo.length}`;
  for (const [kind, list] of Object.entries(QUERIES)) {
    for (const q of list) await e.search(q); // warm-up
    const samples: number[] = [];
    for (let r = 0; r < RUNS; r++)
      for (const q of list) {
        const s = performance.now();
        await e.search(q);
        samples.push(performance.now() - s);
      }
    figures[kind] = { p50: pct(samples, 0.5), p95: pct(samples, 0.95), p99: pct(samples, 0.99) };
  }
  return figures;
}

const seedSnapshot = snapshotFromSeed(generateSeed());
const catalogs: [string, Row[]][] = [
  ["seed", rows(seedSnapshot)],
  ["10k", rows(syntheticSnapshot(seedSnapshot, 10_000))],
];
const results: Record<string, unknown>[] = [];
for (const [label, docs] of catalogs) {
  results.push(await measure(label, "minisearch", docs, buildMiniSearch));
  results.push(await measure(label, "orama", docs, buildOrama));
}

const ms = (n: unknown) => `${(n as number) < 10 ? (n as number).toFixed(2) : Math.round(n as number)} ms`;
const q = (r: Record<string, unknown>, kind: string, p: "p50" | "p95" | "p99") =>
  ms((r[kind] as Record<string, number>)[p]);
printTable(
  [
    "catalog / engine",
    "docs",
    "build",
    "heap",
    "kw p50",
    "kw p95",
    "prefix p95",
    "typo p50",
    "typo p95",
    "typo p99",
    "typo top-3 ok",
  ],
  results.map((r) => [
    `${r.catalog} / ${r.engine}`,
    r.docs as number,
    ms(r.buildMs),
    `${(r.heapMb as number).toFixed(1)} MB`,
    q(r, "keyword", "p50"),
    q(r, "keyword", "p95"),
    q(r, "prefix", "p95"),
    q(r, "typo", "p50"),
    q(r, "typo", "p95"),
    q(r, "typo", "p99"),
    r.typoTop3 as string,
  ]),
);
console.log(`saved ${saveResults("search-engines", { runs: RUNS, queries: QUERIES, results })}`);
