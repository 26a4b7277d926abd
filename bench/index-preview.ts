// The header preview at scale (issue #19 figures): 500 Index posts and a 10k-product catalog,
// in-process. A keystroke's preview is two requests answered together: the product search
// (rfkid_6, 12 items with suggestions) and the Index search (4 articles). Prints p50/p95 of each and
// of the pair (their sum: one process answers both).
import { SearchRequest } from "@ironworks/contracts";
import { buildIndexHub, generateSeed } from "@ironworks/seed";
import { createMemoryCache } from "../apps/server/src/platform/cache.ts";
import type {
  IndexPostRow,
  IndexRepository,
  IndexTextRow,
} from "../apps/server/src/services/content/index-hub.repository.ts";
import { createIndexService } from "../apps/server/src/services/content/index-hub.service.ts";
import { createSearchService, snapshotFromSeed, syntheticSnapshot } from "../apps/server/src/services/search/index.ts";
import { stats } from "./lib/samples.ts";

const QUERIES = ["barbell", "rack", "kettlebell", "rower", "bumper plates", "garage gym", "squat", "belt", "straps"];

/** A repository over `count` posts made from the demo ones (new ids and slugs, dates spread over years). */
function syntheticIndex(count: number): IndexRepository {
  const hub = buildIndexHub();
  const base = hub.posts.filter((p) => p.status === "publish");
  const posts: IndexPostRow[] = [];
  const texts: IndexTextRow[] = [];
  for (let i = 0; i < count; i++) {
    const t = base[i % base.length] as (typeof base)[number];
    const id = 100_000 + i;
    const { texts: own, ...row } = t;
    posts.push({
      ...row,
      id,
      customCss: "",
      customJs: "",
      modifiedAt: row.publishedAt,
      publishedAt: new Date(row.publishedAt.getTime() - i * 86_400_000),
      version: 1,
    });
    for (const x of own) texts.push({ ...x, postId: id, slug: `${x.slug}-${i}` });
  }
  return {
    loadVisible: async () => ({ posts, texts }),
    nextScheduled: async () => null,
    categories: async () => hub.categories,
    tags: async () => hub.tags,
    authors: async () => hub.authors,
    countPosts: async () => posts.length,
  } as unknown as IndexRepository;
}

export async function previewAtScale(posts = 500, products = 10_000, rounds = 20) {
  const search = createSearchService(undefined, {
    loadSnapshot: async () => syntheticSnapshot(snapshotFromSeed(generateSeed()), products),
    cacheResults: false,
    tokenSecret: "bench",
  });
  await search.warm();
  // The Index's snapshot is cached (as in production); its search runs over it on every request.
  const index = createIndexService(syntheticIndex(posts), createMemoryCache());
  await index.hub("en");
  const productMs: number[] = [];
  const articleMs: number[] = [];
  const pairMs: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of QUERIES) {
      const req = SearchRequest.parse({
        widget: { rfkid: "rfkid_6" },
        query: { keyphrase: { value: [q] } },
        n_item: 12,
        suggestion: { keyphrase: { max: 5 }, category: { max: 6 }, trending_category: { max: 6 } },
      });
      // One after the other: on one process the two requests share the event loop anyway, so the
      // pair costs their sum; timing them apart keeps each figure its own.
      const t0 = performance.now();
      await search.query("USA", req);
      const t1 = performance.now();
      await index.list({ lang: r % 2 ? "de" : "en", page: 1, perPage: 4, search: q });
      const t2 = performance.now();
      productMs.push(t1 - t0);
      articleMs.push(t2 - t1);
      pairMs.push(t2 - t0);
    }
  return {
    posts,
    products,
    samples: pairMs.length,
    products_p: stats(productMs),
    articles_p: stats(articleMs),
    pair_p: stats(pairMs),
  };
}
