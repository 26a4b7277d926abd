// `npm run build` (second half): bundles the server and its CLIs with esbuild into apps/server/build/
// (main.js, flags.js, giftcards.js, stock.js, orders.js and their shared chunks), so production runs
// plain JavaScript, not a TypeScript loader (ADR 0028). The workspace packages (@ironworks/*, which
// export TypeScript sources) are bundled in; everything else in node_modules stays external and is
// imported at run time as installed.
//
// Imported by scripts/start.mjs and scripts/cli.mjs (`ensureServerBuild()`: builds when missing or
// older than the sources); run directly it always builds.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_BUILD_DIR = join(root, "apps/server/build");
export const CLIS = ["flags", "giftcards", "stock", "orders", "staff"];
const entryPoints = {
  main: join(root, "apps/server/src/main.ts"),
  ...Object.fromEntries(CLIS.map((name) => [name, join(root, `apps/server/src/cli/${name}.ts`)])),
};
const SOURCES = ["apps/server/src", "packages", "package.json", "package-lock.json"].map((p) => join(root, p));

/** Newest modification time under `path` (node_modules, build output and dot-folders skipped). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

export function serverBuildStale() {
  const entry = join(SERVER_BUILD_DIR, "main.js");
  return !existsSync(entry) || Math.max(...SOURCES.map(newestMtime)) > statSync(entry).mtimeMs;
}

/**
 * A module's `import.meta.url` stands for its source file: the server finds files next to its
 * sources by it (packages/db → ../migrations, web.ts → ../../web/build). In one bundle every module
 * would share apps/server/build/main.js's URL, so each use is rewritten to the source file's URL,
 * resolved relative to the bundle at run time (the build stays relocatable with the repository).
 * Every output file sits directly in apps/server/build/ (entryNames/chunkNames without folders), so one
 * relative path is right whichever file the module lands in.
 */
const sourceUrls = {
  name: "source-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const fromBuild = relative(SERVER_BUILD_DIR, args.path).split(sep).join("/");
      const contents = text.replaceAll(
        "import.meta.url",
        `new URL(${JSON.stringify(fromBuild)}, import.meta.url).href`,
      );
      return { contents, loader: "ts", resolveDir: dirname(args.path) };
    });
  },
};

/** Bare imports stay external except the workspace packages, whose exports are TypeScript sources. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@ironworks/") || args.kind === "entry-point"
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const { build } = await import("esbuild");
  const started = performance.now();
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir: SERVER_BUILD_DIR,
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: true,
    // Stack traces need the mappings, not the sources: --enable-source-maps keeps every map it loads in memory.
    sourcesContent: false,
    // Keeps stack traces and logged function names readable (no minification anyway).
    keepNames: true,
    logLevel: "warning",
    plugins: [externalPackages, sourceUrls],
  });
  return performance.now() - started;
}

/** Builds the server when apps/server/build is missing or older than its sources. */
export async function ensureServerBuild() {
  if (!serverBuildStale()) return;
  console.log("Building the server…");
  await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ms = await buildServer();
  console.log(`server built into ${relative(root, SERVER_BUILD_DIR)}/ in ${Math.round(ms)} ms`);
}
