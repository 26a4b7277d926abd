// Search relevance per language (issue 15 item 4): precision@4 and nDCG@10 of the per-language query
// sets (apps/server/src/services/search/relevance/queries-languages.ts) on the seeded catalog, each
// query searched with its language (context.locale), through the search service. Lists the misses.
// Saves bench/results/relevance-languages.json. In-process, no server: a few seconds.
import { generateSeed } from "@ironworks/seed";
import { createSearchService, snapshotFromSeed } from "../apps/server/src/services/search/index.ts";
import {
  type CaseResult,
  evaluateCase,
  serviceRanker,
  summarize,
} from "../apps/server/src/services/search/relevance/evaluate.ts";
import { LANGUAGE_CASES } from "../apps/server/src/services/search/relevance/queries-languages.ts";
import { printTable, saveResults } from "./lib/report.ts";

const snapshot = snapshotFromSeed(generateSeed());
const service = createSearchService(undefined, {
  loadSnapshot: async () => snapshot,
  cacheResults: false,
  tokenSecret: "bench",
});
const index = await service.getIndex();
const runs: Record<string, CaseResult[]> = {};
for (const [language, cases] of Object.entries(LANGUAGE_CASES)) {
  const rank = serviceRanker(service, language);
  runs[language] = [];
  for (const c of cases) runs[language].push(await evaluateCase(index, rank, c));
}

const f3 = (n: number | undefined) => (n === undefined ? "-" : n.toFixed(3));
console.log("\nSearch relevance per language, site EUR (seeded catalog)");
printTable(
  ["language", "queries", "P@4", "nDCG@10", "top-4 ok"],
  Object.entries(runs).map(([language, results]) => {
    const s = summarize(results).all;
    return [language, String(s.queries), f3(s.precision4), f3(s.ndcg10), `${s.passing}/${s.queries}`];
  }),
);
for (const [language, results] of Object.entries(runs)) {
  const wrong = results.filter((r) => r.misses.length > 0);
  if (wrong.length)
    console.log(`\n${language} misses: ${wrong.map((r) => `"${r.case.q}" (${r.misses.join(", ")})`).join("; ")}`);
}
const path = saveResults("relevance-languages", {
  languages: Object.fromEntries(Object.entries(runs).map(([l, r]) => [l, summarize(r).all])),
  cases: Object.fromEntries(
    Object.entries(runs).map(([l, r]) => [
      l,
      r.map((x) => ({ q: x.case.q, p4: x.precision4, ndcg10: x.ndcg10, top: x.top })),
    ]),
  ),
});
console.log(`saved ${path}`);
