import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 16 item 4, ADR 0034: what the first view's scripts must not hold, checked on the sources.
 * The footer's newsletter form loads on demand (lib/deferred.tsx): no
 * module the root route or a storefront route loads statically may import it statically, or its
 * code would be back in every first view.
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
});
