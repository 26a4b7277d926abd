import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { routeKeySets } from "./app/lib/i18n/route-keys.ts";
import routes from "./app/routes.ts";

/**
 * Fewer, larger first-view scripts (issue 16 item 4, ADR 0034). Rolldown's automatic chunking cut the
 * client into ~130 files, most under 1 KB, 30-37 per route. Groups instead:
 * - `framework`: React, React DOM, React Router, the JSX runtime and Vite's preload helper;
 * - `shell`: what the root route loads statically (header, footer, providers, lib/) in one file;
 * - `shared`: what several routes load statically, in one file (small: the pages' common parts).
 * A module that something imports lazily (`import()`) is never put in a group, nor is what only such
 * modules reach: it stays in its own automatic chunk, so loading it never loads its importer's group
 * again and no group imports a lazy chunk statically (ADR 0034: the reverted first attempt merged the
 * payment module's helper into the payment chunk that the lazy 3-D Secure code imports, a cycle).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/;

/** Route modules: the root and everything under app/routes/. */
const ROUTE_MODULE = /[\\/]apps[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/][^\\/?]+)$/;
/** The back office's route modules (routes/admin*.tsx; names may hold a hyphen: admin.cms-page.tsx). */
const ADMIN_ROUTE = /[\\/]apps[\\/]web[\\/]app[\\/]routes[\\/]admin[.\w-]*\.tsx$/;
const ROOT_MODULE = /[\\/]apps[\\/]web[\\/]app[\\/]root\.tsx$/;
/** A package's index re-exports all of it: what a module uses through it, the bundler finds. */
const BARREL = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;
/**
 * The domain modules the contracts' schemas run (content.ts checks a text's language with them): the
 * console validates its edits with those schemas and storefront routes use the same modules, so in a
 * route-set group they would share a chunk with the console (ADR 0037). They go with the shell (3 KB),
 * as do gyms.ts's form slugs and states, which the console's submission filters list.
 */
const CONTRACTS_DOMAIN = /[\\/]packages[\\/]domain[\\/]src[\\/](languages|text-locale|gyms)\.ts$/;
/**
 * The address rules and their data (~90 KB raw): the cart's shipping estimate imports them lazily and
 * the forms' pages (catalog request, gym application) statically. As a route-set group the lazy import
 * would fetch a chunk named after those routes; as their own group it is one chunk, the same for both.
 */
const ADDRESS_DATA = /[\\/]packages[\\/]domain[\\/]src[\\/](address\.ts|address-data\.json|eu\.ts)$/;
/**
 * The account forms' common core: the labelled field, the form-message words and the validation
 * issue words they use. In the route-set groups the issue words (under the 4 KB merge threshold) went
 * into the order-lookup forms' chunk while the field and form-message sat in a chunk of more routes
 * that imports them back: two chunks importing each other, a `const` undefined while the loop loads
 * ("x is not a function", no hydration; first-view-build.test.ts fails on any such loop). One chunk
 * for the three: every route that loads one of them loaded the others already.
 */
const FORMS_CORE =
  /[\\/]apps[\\/]web[\\/]app[\\/](ui[\\/]Field\.tsx|features[\\/]account[\\/](form-message|validation[\\/]issue-text)\.ts)$/;
/**
 * The design-system primitives (ui/: no domain words, importing nothing from features). In the
 * route-set groups a primitive could land beside feature code that imports a chunk which imports it
 * back (ListPage → Breadcrumbs in a chunk with ListErrorBoundary → NotFound beside ListPage: a loop).
 * One chunk for the primitives the shell does not hold: it imports no feature, so it closes no loop.
 */
const UI_PRIMITIVES = /[\\/]apps[\\/]web[\\/]app[\\/]ui[\\/][^\\/]+\.tsx?$/;
const OURS = /[\\/](apps[\\/]web[\\/]app|packages[\\/][^\\/]+[\\/]src)[\\/]/;

function firstViewGroups(): { plugin: Plugin; shell: (id: string) => boolean; shared: (id: string) => boolean } {
  let shell = new Set<string>();
  let firstView = new Set<string>();
  const plugin: Plugin = {
    name: "ironworks:first-view-groups",
    apply: "build",
    buildEnd() {
      if (this.environment?.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      /** Modules `from` loads statically; lazy ones (and what only they reach) left out. */
      const reach = (from: string, throughBarrels: boolean) => {
        const seen = new Set<string>();
        const todo = [from];
        while (todo.length) {
          const id = todo.pop() as string;
          if (seen.has(id) || lazy.has(id) || FRAMEWORK.test(id) || !OURS.test(id)) continue;
          seen.add(id);
          if (!throughBarrels && BARREL.test(id)) continue;
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) todo.push(next);
        }
        return seen;
      };
      const root = ids.find((id) => ROOT_MODULE.test(id));
      shell = root ? reach(root, false) : new Set();
      // The back office's routes (ADR 0037) are no first view: what only they load stays out of the
      // groups, so it is never merged into a storefront route's chunk.
      firstView = new Set(
        ids.filter((id) => ROUTE_MODULE.test(id) && !ADMIN_ROUTE.test(id)).flatMap((id) => [...reach(id, true)]),
      );
      if (process.env.CHUNK_GROUPS_OUT)
        writeFileSync(
          process.env.CHUNK_GROUPS_OUT,
          JSON.stringify({ shell: [...shell], firstView: [...firstView], lazy: [...lazy] }, null, 1),
        );
    },
    generateBundle(_, bundle) {
      // Diagnostics: which modules each client chunk holds (CHUNK_MODULES_OUT=<file>).
      if (this.environment?.name !== "client" || !process.env.CHUNK_MODULES_OUT) return;
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === "chunk"
          ? [[c.fileName, { imports: c.imports, dynamicImports: c.dynamicImports, modules: c.moduleIds }]]
          : [],
      );
      writeFileSync(process.env.CHUNK_MODULES_OUT, JSON.stringify(Object.fromEntries(chunks), null, 1));
    },
  };
  return {
    plugin,
    shell: (id) => shell.has(id) || CONTRACTS_DOMAIN.test(id),
    shared: (id) => firstView.has(id) && !ROUTE_MODULE.test(id),
  };
}

/**
 * Per-route message keys (issue 15 budgets, ADR 0035 addendum): the server build imports
 * `virtual:ironworks/route-message-keys`, each route's key set worked out from the sources when the
 * build runs (lib/i18n/route-keys.ts); the server narrows each loader's catalogs to it
 * (lib/i18n/route-messages.server.ts). The dev server gets `null`: catalogs travel whole there, so
 * an edited component never misses a word it just started to use.
 */
const ROUTE_KEYS = "virtual:ironworks/route-message-keys";
function routeMessageKeys(): Plugin {
  let appDir: string | null = null;
  return {
    name: "ironworks:route-message-keys",
    configResolved(config) {
      appDir = config.command === "build" ? join(config.root, "app") : null;
    },
    resolveId(source) {
      return source === ROUTE_KEYS ? `\0${ROUTE_KEYS}` : undefined;
    },
    load(id) {
      if (id !== `\0${ROUTE_KEYS}`) return undefined;
      const sets = appDir ? routeKeySets(appDir, routes) : null;
      return `export default ${JSON.stringify(sets)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const firstView = firstViewGroups();
  return {
    plugins: [reactRouter(), firstView.plugin, routeMessageKeys()],
    build: {
      assetsInlineLimit: 0,
      // A lazy chunk is fetched by its import() alone. Vite's preload helper would also add a
      // <link rel=modulepreload> for the chunk itself just before the import(); when that fetch fails,
      // Chrome does not always share it with the import()'s, so one load cost two requests by
      // timing (e2e/checkout-module.spec.ts counted 3 for two loads; ADR 0034). Its dependencies
      // are still preloaded.
      modulePreload: { resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file) },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // Our modules have no side effects on import (components import no CSS: styles/all.css
            // holds it all), so an import whose bindings go unused costs no chunk. lib/context.ts
            // is imported for its side effect.
            treeshake: {
              moduleSideEffects: [
                { test: /[\\/]app[\\/]lib[\\/]context\.ts$/, sideEffects: true },
                { test: /[\\/](apps[\\/]web[\\/]app|packages[\\/][^\\/]+[\\/]src)[\\/].*\.tsx?$/, sideEffects: false },
              ],
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 30 },
                  { name: "shell", test: firstView.shell, priority: 20 },
                  { name: "forms", test: (id) => FORMS_CORE.test(id) && !firstView.shell(id), priority: 15 },
                  { name: "ui", test: (id) => UI_PRIMITIVES.test(id) && !firstView.shell(id), priority: 12 },
                  { name: "address", test: (id) => ADDRESS_DATA.test(id) && !firstView.shell(id), priority: 11 },
                  {
                    // Split by the set of routes that load it; sets under 4 KB merged into a neighbour.
                    name: "shared",
                    test: firstView.shared,
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 4096,
                    priority: 10,
                  },
                ],
              },
            },
          },
    },
    ssr: { noExternal: [/^@ironworks\//] },
  };
});
