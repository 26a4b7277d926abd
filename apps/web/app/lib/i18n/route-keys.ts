import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Which message keys each route ships (issue 15 budgets, ADR 0035 addendum). Build-time and test-time
 * code (node only): the storefront's Vite build runs it and hands the result to the server build
 * (`virtual:ironworks/route-message-keys`), where a route's loader data keeps only these keys of the
 * catalogs it returns (`route-messages.server.ts`). Catalogs stay as they are: a loader still returns
 * `pageMessages(locale, …catalogs)`; what travels is the part its page can show.
 *
 * A route's keys are the catalog keys named in the modules it can render: its own module and what it
 * imports (statically or lazily, through relative imports under apps/web/app), and the same for its
 * ancestors and its descendants, because a page formats with the merged catalogs of every matched
 * route (`useT`): a layout's words may be shown by its children's components and the other way round.
 * A key is "named" when it appears as a string literal (`"cart.title"`) or matches a template
 * (`` `orders.status.${s}` ``) — the same rule as the catalogue check's "every key is used".
 */

/** What routes.ts exports (React Router's RouteConfigEntry, structurally). */
export interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every catalog key under `appDir` (the English files define them). */
export function catalogKeys(appDir: string): string[] {
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === "node_modules") continue;
      const path = join(dir, e.name);
      const english = join(path, "en.json");
      if (e.name === "messages" && existsSync(english))
        keys.push(...Object.keys(JSON.parse(readFileSync(english, "utf8"))));
      else walk(path);
    }
  };
  walk(appDir);
  return keys;
}

/** `` `consent.${c}.help` `` → /^consent\.[\w-]+\.help$/ */
export function templateKeyPatterns(source: string): RegExp[] {
  return [...source.matchAll(/`([\w.]+\.)\$\{[^}]+\}([\w.]*)`/g)].map(
    (m) => new RegExp(`^${(m[1] ?? "").replaceAll(".", "\\.")}[\\w-]+${(m[2] ?? "").replaceAll(".", "\\.")}$`),
  );
}

/** The keys of `keys` a source text names (as a quoted literal or through a template). */
export function keysNamedIn(source: string, keys: readonly string[]): string[] {
  const literals = new Set([...source.matchAll(/["'`]([\w.-]+)["'`]/g)].map((m) => m[1]));
  const templates = templateKeyPatterns(source);
  return keys.filter((key) => literals.has(key) || templates.some((t) => t.test(key)));
}

const IMPORT =
  /(?:^|[;\n}])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

/** The modules under `appDir` a module imports (static value imports and `import()`); type-only imports left out. */
export function localImports(file: string, source: string, appDir: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? "";
    if (!spec.startsWith(".") || spec.endsWith(".json") || spec.endsWith(".css")) continue;
    const base = resolve(dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
      (p) => /\.tsx?$/.test(p) && existsSync(p),
    );
    if (hit && !relative(appDir, hit).startsWith("..")) found.push(hit);
  }
  return found;
}

/** Route id → the keys it ships. Ids as React Router gives them: explicit, or the file without extension. */
export function routeKeySets(appDir: string, routes: readonly RouteEntry[]): Record<string, string[]> {
  const keys = catalogKeys(appDir);
  const named = new Map<string, string[]>();
  const imports = new Map<string, string[]>();
  const read = (file: string) => {
    if (!imports.has(file)) {
      const source = readFileSync(file, "utf8");
      named.set(file, keysNamedIn(source, keys));
      imports.set(file, localImports(file, source, appDir));
    }
  };
  /** Keys named in a module and everything it reaches. */
  const reachKeys = (file: string): Set<string> => {
    const seen = new Set<string>();
    const out = new Set<string>();
    const todo = [file];
    while (todo.length) {
      const f = todo.pop() as string;
      if (seen.has(f)) continue;
      seen.add(f);
      read(f);
      for (const k of named.get(f) ?? []) out.add(k);
      todo.push(...(imports.get(f) ?? []));
    }
    return out;
  };

  interface Node {
    id: string;
    own: Set<string>;
    parent: Node | null;
    children: Node[];
  }
  const nodes: Node[] = [];
  const add = (entry: RouteEntry, parent: Node | null): Node => {
    const node: Node = {
      id: entry.id ?? entry.file.replace(/\.[^./]+$/, ""),
      own: reachKeys(join(appDir, entry.file)),
      parent,
      children: [],
    };
    nodes.push(node);
    node.children = (entry.children ?? []).map((child) => add(child, node));
    return node;
  };
  const rootFile = ["root.tsx", "root.ts", "root.jsx"].find((f) => existsSync(join(appDir, f))) ?? "root.tsx";
  add({ id: "root", file: rootFile, children: [...routes] }, null);

  const below = (node: Node, into: Set<string>): Set<string> => {
    for (const k of node.own) into.add(k);
    for (const child of node.children) below(child, into);
    return into;
  };
  const sets: Record<string, string[]> = {};
  for (const node of nodes) {
    const all = below(node, new Set());
    for (let up = node.parent; up; up = up.parent) for (const k of up.own) all.add(k);
    sets[node.id] = [...all].sort();
  }
  return sets;
}
