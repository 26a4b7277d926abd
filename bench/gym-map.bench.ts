// Issue #24 figures for the equipped-gyms map:
// 1. the map route's JavaScript (gzip, level 9): its own chunk and every chunk it imports statically,
//    framework chunks shown apart (budget: the route's own ≤ 120 KB gzip) — needs `npm run build`;
// 2. time to first pins with the 300 demo gyms: the search over HTTP (in-process app on PGlite,
//    warm), then the browser's work before pins are drawn (supercluster load + clusters of the world view).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { GymSearchResponse } from "@ironworks/contracts";
import Supercluster from "supercluster";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fitView, MAX_ZOOM, unproject, viewBox } from "../apps/web/app/features/gyms/map-geometry.ts";
import { fmt, printTable, saveResults } from "./lib/report.ts";
import { stats, time } from "./lib/samples.ts";
import { ROOT } from "./lib/server.ts";

const BUDGET_KB = 120;
const FRAMEWORK = /^(entry\.client|framework|chunk-[A-Z0-9]{8}|jsx-runtime|rolldown-runtime)-/;
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;

function routeJs() {
  const dir = join(ROOT, "apps/web/build/client/assets");
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir);
  const start = files.find((f) => /^rogue-equipped-gyms-[\w-]+\.js$/.test(f));
  if (!start) return null;
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !files.includes(file)) return;
    seen.add(file);
    const text = readFileSync(join(dir, file), "utf8");
    for (const m of text.matchAll(/(?:from|import)\s*["']\.\/([\w.~-]+\.js)["']/g)) walk(m[1] as string);
  };
  walk(start);
  const sizes = [...seen].map((f) => ({ file: f, gzip: gz(readFileSync(join(dir, f))) }));
  const own = sizes.filter((s) => !FRAMEWORK.test(s.file)).reduce((n, s) => n + s.gzip, 0);
  const framework = sizes.filter((s) => FRAMEWORK.test(s.file)).reduce((n, s) => n + s.gzip, 0);
  return { files: sizes, ownGzip: own, frameworkGzip: framework };
}

async function main() {
  const js = routeJs();
  const store = await createTestStore();
  try {
    await store.services.flags.set("gym-map", { value: true });
    const ask = async (q: string) => {
      const res = await store.request(`/svc_gyms/gyms${q}`);
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
      return (await res.json()) as GymSearchResponse;
    };
    const all = await ask("");
    if (all.gyms.length !== 300) throw new Error(`expected 300 gyms, got ${all.gyms.length}`);
    await ask("?q=43215");
    const searchAll = stats(await time(300, () => ask("")));
    const searchPlace = stats(await time(300, () => ask("?q=43215&radius=100&equipment=rigs")));
    const cluster = stats(
      await time(300, () => {
        const index = new Supercluster({ radius: 40, maxZoom: MAX_ZOOM }).load(
          all.gyms.map((g) => ({
            type: "Feature" as const,
            properties: { id: g.id },
            geometry: { type: "Point" as const, coordinates: [g.lon, g.lat] },
          })),
        );
        const view = viewBox(fitView(all.gyms));
        const [w, n] = unproject(view.x, view.y);
        const [e, s] = unproject(view.x + view.w, view.y + view.h);
        return index.getClusters([w, s, e, n], 1).length;
      }),
    );
    printTable(
      ["figure", "p50", "p95", "max"],
      [
        ["GET /svc_gyms/gyms (300 gyms)", fmt.ms(searchAll.p50), fmt.ms(searchAll.p95), fmt.ms(searchAll.max)],
        ["GET /svc_gyms/gyms?q=43215…", fmt.ms(searchPlace.p50), fmt.ms(searchPlace.p95), fmt.ms(searchPlace.max)],
        ["cluster 300 pins (browser work)", fmt.ms(cluster.p50), fmt.ms(cluster.p95), fmt.ms(cluster.max)],
        ["first pins (search p95 + cluster p95)", "", fmt.ms(searchAll.p95 + cluster.p95), ""],
      ],
    );
    if (js)
      console.log(
        `map route JS: own ${(js.ownGzip / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB: ${
          js.ownGzip <= BUDGET_KB * 1024 ? "within" : "OVER"
        }), framework ${(js.frameworkGzip / 1024).toFixed(1)} KB, ${js.files.length} files`,
      );
    else console.log("map route JS: no build (run `npm run build` first)");
    saveResults("gym-map", { js, searchAll, searchPlace, cluster });
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
