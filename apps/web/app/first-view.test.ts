import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 16 item 4, ADR 0034: what the first view's scripts must not hold, checked on the sources.
 * The footer's newsletter form and the recommendation rows load on demand (lib/deferred.tsx): no
 * module the root route or a storefront route loads statically may import them statically, or
 * their code would be back in every first view.
 */
const APP = new URL(".", import.meta.url).pathname;

/** Relative modules `file` imports as values (type-only imports and `import()` left out). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of source.matchAll(/^import\s+(?!type\b)(?:[^"';]*?\s+from\s+)?"(\.[^"]+)";/gm)) {
    const target = resolve(dirname(file), m[1] as string);
    if (/\.tsx?$/.test(target) && existsSync(target)) found.push(target);
  }
  return found;
}

function reach(from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImports(file));
  }
  return seen;
}

const DEFERRED = [
  "features/newsletter/NewsletterSignupForm.tsx",
  "features/search/recommendations/RecommendationRow.tsx",
];
const FIRST_VIEWS = ["root.tsx", "routes/home.tsx", "routes/resolve.tsx", "routes/cart.tsx", "routes/search.tsx"];

describe("first-view scripts", () => {
  it.each(FIRST_VIEWS)("%s does not load the deferred parts statically", (entry) => {
    const loaded = [...reach(join(APP, entry))].map((f) => relative(APP, f));
    expect(loaded.filter((f) => DEFERRED.includes(f))).toEqual([]);
  });

  it("finds a static import (the check can fail)", () => {
    const loaded = [...reach(join(APP, "routes/newsletter-signup.tsx"))].map((f) => relative(APP, f));
    expect(loaded).toContain("features/newsletter/NewsletterSignupForm.tsx");
  });

  // vite.config.ts declares our modules free of import side effects (an unused import costs no
  // chunk): only lib/context.ts and stylesheets may be imported for their side effects.
  it("no browser module imports another for its side effects (vite.config.ts relies on it)", () => {
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    })(APP);
    const bare = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s+"([^"]+)";/gm)]
        .map((m) => m[1] as string)
        .filter((target) => !target.endsWith(".css") && !target.endsWith("lib/context.ts"))
        .map((target) => `${relative(APP, file)} -> ${target}`),
    );
    expect(bare).toEqual([]);
  });
});
