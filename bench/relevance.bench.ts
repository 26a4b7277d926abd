// Search relevance on the seeded catalog: precision@4 and nDCG@10 of the relevance set
// (apps/server/src/services/search/relevance/queries.ts), overall and per query class, for the
// ranking before the type signal (BASELINE_RANKING) and the current one (DEFAULT_RANKING), in the
// same run, through the search service (the search page's request). Lists the queries each
// configuration gets wrong. `BENCH_VERBOSE=1` prints every query's top 4.
// Saves bench/results/relevance.json. In-process, no server: a few seconds.
import { generateSeed } from "@ironworks/seed";
import { createSearchService, snapshotFromSeed } from "../apps/server/src/services/search/index.ts";
import {
  type CaseResult,
  evaluateCase,
  serviceRanker,
  summarize,
} from "../apps/server/src/services/search/relevance/evaluate.ts";
import { RELEVANCE_CASES } from "../apps/server/src/services/search/relevance/queries.ts";
import {
  BASELINE_RANKING,
  DEFAULT_RANKING,
  type RankingConfig,
} from "../apps/server/src/services/search/search.rank.ts";
import { printTable, saveResults } from "./lib/report.ts";

const CONFIGS: [string, RankingConfig][] = [
  ["baseline", BASELINE_RANKING],
  ["tuned", DEFAULT_RANKING],
];
/** The tuned ranking with one signal off at a time: what each one moves. */
const ABLATIONS: [string, RankingConfig][] = [
  ["no category head", { ...DEFAULT_RANKING, categoryHead: 1 }],
  ["no name head", { ...DEFAULT_RANKING, nameHead: 1 }],
  ["no prefix type", { ...DEFAULT_RANKING, prefixShare: 0 }],
  ["name bonus for 1 word", { ...DEFAULT_RANKING, phraseOnly: false }],
  ["no split-word join", { ...DEFAULT_RANKING, joinWords: false }],
  ["no type fallback", { ...DEFAULT_RANKING, typeFallback: false }],
];
const verbose = process.env.BENCH_VERBOSE === "1";
const snapshot = snapshotFromSeed(generateSeed());

const runs: Record<string, CaseResult[]> = {};
for (const [name, ranking] of [...CONFIGS, ...ABLATIONS]) {
  const service = createSearchService(undefined, {
    loadSnapshot: async () => snapshot,
    cacheResults: false,
    tokenSecret: "bench",
    ranking,
  });
  const index = await service.getIndex();
  const rank = serviceRanker(service);
  const results: CaseResult[] = [];
  for (const c of RELEVANCE_CASES) results.push(await evaluateCase(index, rank, c));
  runs[name] = results;
}

const summaries = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summarize(r)]));
const all = (name: string) => summaries[name]?.all;
const classes = Object.keys(summaries.tuned ?? {});
const f2 = (n: number | undefined) => (n === undefined ? "-" : n.toFixed(3));
console.log(`\nRelevance set: ${RELEVANCE_CASES.length} queries on the seeded catalog (site GBR unless a case says)`);
printTable(
  ["class", "queries", ...CONFIGS.flatMap(([n]) => [`${n} P@4`, `${n} nDCG@10`, `${n} top-4 ok`])],
  classes.map((cls) => [
    cls,
    summaries.tuned?.[cls as keyof (typeof summaries)["tuned"]]?.queries ?? 0,
    ...CONFIGS.flatMap(([n]) => {
      const s = summaries[n]?.[cls as keyof (typeof summaries)["tuned"]];
      return [f2(s?.precision4), f2(s?.ndcg10), s ? `${s.passing}/${s.queries}` : "-"];
    }),
  ]),
);

console.log("\nEach signal's share: the tuned ranking with one signal off (all queries)");
printTable(
  ["ranking", "P@4", "nDCG@10", "top-4 ok"],
  [...CONFIGS, ...ABLATIONS].map(([name]) => {
    const s = all(name);
    return [name, f2(s?.precision4), f2(s?.ndcg10), s ? `${s.passing}/${s.queries}` : "-"];
  }),
);

for (const [name] of CONFIGS) {
  const wrong = (runs[name] ?? []).filter((r) => r.misses.length > 0 || !r.firstRelevant);
  console.log(`\n${name}: ${wrong.length} queries with a must-have outside the top 4 or a wrong first result`);
  if (wrong.length)
    printTable(
      ["query", "class", "P@4", "nDCG@10", "top 4", "wrong / missing"],
      wrong.map((r) => [
        r.case.q,
        r.case.class,
        f2(r.precision4),
        f2(r.ndcg10),
        r.top.slice(0, 4).join(" "),
        r.misses.join(" "),
      ]),
    );
}
if (verbose)
  for (const [name] of CONFIGS) {
    console.log(`\n${name}: every query`);
    printTable(
      ["query", "P@4", "nDCG@10", "top 4"],
      (runs[name] ?? []).map((r) => [r.case.q, f2(r.precision4), f2(r.ndcg10), r.top.slice(0, 4).join(" ")]),
    );
  }

console.log(
  `\nsaved ${saveResults("relevance", {
    configs: Object.fromEntries([...CONFIGS, ...ABLATIONS]),
    summaries,
    queries: Object.fromEntries(
      Object.entries(runs).map(([name, r]) => [
        name,
        r.map((x) => ({
          q: x.case.q,
          class: x.case.class,
          p4: x.precision4,
          ndcg10: x.ndcg10,
          top: x.top,
          misses: x.misses,
        })),
      ]),
    ),
  })}`,
);
