import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Issue 16 item 4, ADR 0034: two rules of the client build's chunk groups (apps/web/vite.config.ts),
 * checked on the built assets (`npm run build` first; skipped without a build).
 * - A lazily imported chunk is never a group chunk (framework, shell, shared~…): loading it must not
 *   load a group again, and a group must not carry code that is only needed on demand.
 * - A lazy chunk is not modulepreloaded by its own import(): the link and the import() fetch the same
 *   URL, and when the first fetch fails Chrome does not always share it, so one failed load of the
 *   payment module cost two requests (e2e/checkout-module.spec.ts counted 3 for two loads).
 */
const ASSETS = new URL("../build/client/assets/", import.meta.url).pathname;
const built = existsSync(ASSETS) && readdirSync(ASSETS).some((f) => f.endsWith(".js"));
const GROUP = /^(framework|shell|shared~)/;

/** Every `import("./x.js")` in the built chunks: importer, imported file, its preload list. */
function lazyImports(): { from: string; file: string; preloads: string[] }[] {
  const found: { from: string; file: string; preloads: string[] }[] = [];
  for (const from of readdirSync(ASSETS).filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(ASSETS + from, "utf8");
    const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code);
    const deps: string[] = list ? JSON.parse(list[1] as string) : [];
    for (const m of code.matchAll(/import\(`\.\/([^`]+\.js)`\)(?:[^;]{0,200}?__vite__mapDeps\(\[([\d,]*)\]\))?/g)) {
      const indexes = (m[2] ?? "").split(",").filter(Boolean).map(Number);
      found.push({ from, file: m[1] as string, preloads: indexes.map((i) => deps[i] as string) });
    }
  }
  return found;
}

describe.skipIf(!built)(`first-view build (${built ? ASSETS : "no build: run npm run build to check"})`, () => {
  const imports = built ? lazyImports() : [];

  it("finds the lazy imports (the checks can fail)", () => {
    expect(imports.map((i) => i.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^payment-/)]));
  });

  it("no lazily imported chunk is a group chunk", () => {
    expect(imports.filter((i) => GROUP.test(i.file)).map((i) => `${i.from} -> ${i.file}`)).toEqual([]);
  });

  it("no lazy chunk is modulepreloaded by its own import()", () => {
    const self = imports.filter((i) => i.preloads.includes(`assets/${i.file}`));
    expect(self.map((i) => `${i.from} -> ${i.file}`)).toEqual([]);
  });
});

/**
 * Issue #17 (ADR 0037): the back office's scripts never load on a storefront page. React Router's
 * client manifest lists each route's module and the chunks it imports (modulepreloaded on the
 * first view); no storefront route may list an admin route module or a chunk with the console's
 * code (the staff API's path is in every console chunk that talks to the server).
 */
function routeManifest(): { entry: { module: string; imports?: string[] }; routes: Record<string, RouteEntry> } {
  const file = readdirSync(ASSETS).find((f) => /^manifest-[\w-]+\.js$/.test(f)) as string;
  const code = readFileSync(ASSETS + file, "utf8");
  return JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1));
}
interface RouteEntry {
  module: string;
  imports?: string[];
}
const isAdminRoute = (id: string) => id === "admin" || id.startsWith("admin-");

describe.skipIf(!built)("the back office's scripts stay off the storefront", () => {
  const manifest = built ? routeManifest() : { entry: { module: "" }, routes: {} };
  const base = (url: string) => url.replace(/^.*\/assets\//, "");
  const adminCode = (url: string) =>
    /^admin[.-]/.test(base(url)) || readFileSync(ASSETS + base(url), "utf8").includes("/svc_staff");

  it("finds the console's route modules (the check can fail)", () => {
    const admin = Object.entries(manifest.routes).filter(([id]) => isAdminRoute(id));
    expect(admin.map(([id]) => id)).toEqual(expect.arrayContaining(["admin", "admin-login", "admin-order"]));
    expect(admin.some(([, r]) => adminCode(r.module))).toBe(true);
  });

  it("no storefront route, nor the entry, preloads an admin chunk", () => {
    const leaks: string[] = [];
    for (const url of [manifest.entry.module, ...(manifest.entry.imports ?? [])])
      if (adminCode(url)) leaks.push(`entry -> ${base(url)}`);
    for (const [id, r] of Object.entries(manifest.routes)) {
      if (isAdminRoute(id)) continue;
      for (const url of [r.module, ...(r.imports ?? [])]) if (adminCode(url)) leaks.push(`${id} -> ${base(url)}`);
    }
    expect(leaks).toEqual([]);
  });

  it("the console shares no chunk with a storefront route but the entry's and the root's", () => {
    const routes = Object.entries(manifest.routes);
    const filesOf = (r: RouteEntry) => [r.module, ...(r.imports ?? [])];
    const everywhere = new Set([
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
      ...filesOf(manifest.routes.root as RouteEntry),
    ]);
    const admin = new Set(routes.filter(([id]) => isAdminRoute(id)).flatMap(([, r]) => filesOf(r)));
    const shared = routes
      .filter(([id]) => !isAdminRoute(id))
      .flatMap(([id, r]) =>
        filesOf(r)
          .filter((f) => admin.has(f) && !everywhere.has(f))
          .map((f) => `${id} -> ${base(f)}`),
      );
    expect(shared).toEqual([]);
  });
});

/**
 * Issue 15's budgets: the cart's first view carries no order page's or checkout's code. The cart
 * shares the line's details with those pages; when that component sat in the order views' chunk,
 * the cart loaded order-format and, through it, the checkout's chunks (+13 KB gzip, +5 files).
 * Markers: the checkout draft's storage key and the order status words' key prefix.
 */
describe.skipIf(!built)("the cart's first view stays the cart's", () => {
  const manifest = built ? routeManifest() : { entry: { module: "" }, routes: {} };
  const base = (url: string) => url.replace(/^.*\/assets\//, "");
  const markers = ["iw_checkout_draft", "orders.status."];

  it("finds the markers in the checkout's and the order page's chunks (the check can fail)", () => {
    const files = (id: string) => {
      const r = manifest.routes[id] as RouteEntry;
      return [r.module, ...(r.imports ?? [])].map((u) => readFileSync(ASSETS + base(u), "utf8")).join("\n");
    };
    expect(files("checkout-layout")).toContain("iw_checkout_draft");
    expect(files("account-order")).toContain("orders.status.");
  });

  it("no chunk the cart loads holds checkout or order page code", () => {
    const cart = manifest.routes.cart as RouteEntry;
    const found = [cart.module, ...(cart.imports ?? [])].flatMap((url) => {
      const code = readFileSync(ASSETS + base(url), "utf8");
      return markers.filter((m) => code.includes(m)).map((m) => `${base(url)}: ${m}`);
    });
    expect(found).toEqual([]);
  });
});

/**
 * No cycle of static imports between client chunks. When two chunks import each other, the one the
 * browser reaches second runs before the first has finished: a `const` of the first is still
 * undefined there ("x is not a function", the page never hydrates; the account-confirm, order-lookup
 * and bin chunks did that once). The bundler's grouping (vite.config.ts) can merge a small module
 * into a chunk of fewer routes than its importer's and so close such a loop; this names the loop.
 */
/** Each built chunk's static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(ASSETS).filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(ASSETS + file, "utf8");
    const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.~$-]+\.js)["'`]/g)].map(
      (m) => m[1] as string,
    );
    graph.set(file, [...new Set(found)]);
  }
  return graph;
}

/** One cycle (as a path a → b → … → a) per strongly connected set of chunks (Tarjan). */
function chunkCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  // A readable loop inside each component: the shortest way back to its first chunk (breadth-first).
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] as string;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift() as string;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const path = [v];
          while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
          return [...path, start];
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return [...component, component[0] as string];
  });
}

describe("chunkCycles", () => {
  it("names a loop of imports and passes a tree", () => {
    const loop = new Map([
      ["a.js", ["b.js", "shell.js"]],
      ["b.js", ["c.js"]],
      ["c.js", ["a.js"]],
      ["shell.js", []],
    ]);
    expect(chunkCycles(loop)).toEqual([["a.js", "b.js", "c.js", "a.js"]]);
    expect(chunkCycles(new Map([["self.js", ["self.js"]]]))).toEqual([["self.js", "self.js"]]);
    const tree = new Map([
      ["a.js", ["b.js", "c.js"]],
      ["b.js", ["c.js"]],
      ["c.js", []],
    ]);
    expect(chunkCycles(tree)).toEqual([]);
  });
});

describe.skipIf(!built)("client chunks import each other in no cycle", () => {
  const graph = built ? staticImports() : new Map<string, string[]>();

  it("reads the chunks' static imports (the check can fail)", () => {
    const edges = [...graph.values()].reduce((n, list) => n + list.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
    expect([...graph.values()].flat()).toEqual(expect.arrayContaining([expect.stringMatching(/^framework-/)]));
  });

  it("no chunk reaches itself through its static imports", () => {
    expect(chunkCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });
});

/**
 * Issue #19 item 4 (ADR 0046): the Index's rich-text editor (Tiptap over ProseMirror, ~100 KB gzip)
 * loads only when the console's post editor renders it: no route's first view — a storefront
 * route's nor even a console route's — carries ProseMirror, and the post editor reaches it by import().
 */
describe.skipIf(!built)("the rich-text editor loads on demand in the console only", () => {
  const manifest = built ? routeManifest() : { entry: { module: "" }, routes: {} as Record<string, RouteEntry> };
  const base = (url: string) => url.replace(/^.*\/assets\//, "");
  const files = built ? readdirSync(ASSETS).filter((f) => f.endsWith(".js")) : [];
  const code = (f: string) => readFileSync(ASSETS + f, "utf8");
  // prosemirror-view's own class names: in whichever chunk ProseMirror lands.
  const editorChunks = files.filter((f) => code(f).includes("ProseMirror-hideselection"));
  const imports = built ? lazyImports() : [];

  it("finds ProseMirror's chunk (the check can fail)", () => {
    expect(editorChunks.length).toBeGreaterThan(0);
  });

  it("no route's first view and not the entry loads it", () => {
    const firstView = [
      ["entry", [manifest.entry.module, ...(manifest.entry.imports ?? [])]] as const,
      ...Object.entries(manifest.routes).map(([id, r]) => [id, [r.module, ...(r.imports ?? [])]] as const),
    ];
    const leaks = firstView.flatMap(([id, urls]) =>
      urls.filter((u) => editorChunks.includes(base(u))).map((u) => `${id} -> ${base(u)}`),
    );
    expect(leaks).toEqual([]);
  });

  it("the Index post editor imports it lazily, and no storefront route's code does", () => {
    const route = manifest.routes["admin-index-post"] as RouteEntry;
    const own = new Set([route.module, ...(route.imports ?? [])].map(base));
    // A lazy chunk that is ProseMirror's or imports it statically.
    const reaches = (f: string) => editorChunks.includes(f) || editorChunks.some((e) => code(f).includes(`./${e}`));
    expect(imports.filter((i) => own.has(i.from) && reaches(i.file)).length).toBeGreaterThan(0);
    const storefront = Object.entries(manifest.routes).filter(([id]) => !isAdminRoute(id) && id !== "root");
    const fromStore = imports.filter(
      (i) => storefront.some(([, r]) => [r.module, ...(r.imports ?? [])].map(base).includes(i.from)) && reaches(i.file),
    );
    expect(fromStore.map((i) => `${i.from} -> ${i.file}`)).toEqual([]);
  });
});

/**
 * Issue #22 item 1, ADR 0054: three.js (and react-three-fiber with it) loads only when a shopper asks
 * for the ZEUS editor's 3-D view. No route's first view, nor the entry, carries three's renderer; the
 * editor's route reaches it by import() alone, and it is the only route that does.
 */
describe.skipIf(!built)("three.js loads on demand in the ZEUS editor only", () => {
  const manifest = built ? routeManifest() : { entry: { module: "" }, routes: {} as Record<string, RouteEntry> };
  const base = (url: string) => url.replace(/^.*\/assets\//, "");
  const files = built ? readdirSync(ASSETS).filter((f) => f.endsWith(".js")) : [];
  const code = (f: string) => readFileSync(ASSETS + f, "utf8");
  // three's renderer names itself in its messages, in whichever chunk it lands.
  const threeChunks = files.filter((f) => code(f).includes("THREE.WebGLRenderer"));
  const imports = built ? lazyImports() : [];
  const filesOf = (r: RouteEntry) => [r.module, ...(r.imports ?? [])].map(base);

  it("finds three's chunk (the check can fail)", () => {
    expect(threeChunks.length).toBeGreaterThan(0);
  });

  it("no route's first view and not the entry loads it", () => {
    const firstView = [
      ["entry", [manifest.entry.module, ...(manifest.entry.imports ?? [])].map(base)] as const,
      ...Object.entries(manifest.routes).map(([id, r]) => [id, filesOf(r)] as const),
    ];
    const leaks = firstView.flatMap(([id, urls]) =>
      urls.filter((u) => threeChunks.includes(u)).map((u) => `${id} -> ${u}`),
    );
    expect(leaks).toEqual([]);
  });

  it("the editor's routes import it lazily, and no other route's code does", () => {
    const reaches = (f: string) => threeChunks.includes(f) || threeChunks.some((e) => code(f).includes(`./${e}`));
    const editor = ["zeus-builder-edit", "zeus-builder-project"];
    for (const id of editor) {
      const own = new Set(filesOf(manifest.routes[id] as RouteEntry));
      expect(imports.filter((i) => own.has(i.from) && reaches(i.file)).length, id).toBeGreaterThan(0);
    }
    const editorFiles = new Set(editor.flatMap((id) => filesOf(manifest.routes[id] as RouteEntry)));
    const others = Object.entries(manifest.routes).filter(([id]) => !editor.includes(id));
    const elsewhere = imports.filter(
      (i) => !editorFiles.has(i.from) && others.some(([, r]) => filesOf(r).includes(i.from)) && reaches(i.file),
    );
    expect(elsewhere.map((i) => `${i.from} -> ${i.file}`)).toEqual([]);
  });
});
