import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ITEMS, ORDERS, PRODUCTS, type PluralForms, plural, RESULTS } from "./plural.ts";

describe("plural: one rule for every count", () => {
  const cases: [number, PluralForms, string, string][] = [
    [0, ITEMS, "en-US", "0 items"],
    [1, ITEMS, "en-US", "1 item"],
    [2, ITEMS, "en-US", "2 items"],
    [1, PRODUCTS, "en-GB", "1 product"],
    [11, PRODUCTS, "en-GB", "11 products"],
    [21, RESULTS, "en-AU", "21 results"],
    [1, ORDERS, "en-CA", "1 order"],
    [1.5, ITEMS, "en-US", "1.5 items"],
    [1234, ITEMS, "en-US", "1,234 items"],
    // The page locale formats the number; the rule is the words' language (English for now).
    [1234, ITEMS, "de-DE", "1.234 items"],
    [1, ITEMS, "de-DE", "1 item"],
    [0, ITEMS, "fr-FR", "0 items"],
    [1, ITEMS, "fr-FR", "1 item"],
    [1, ITEMS, "nl-BE", "1 item"],
    // Forms without the count, and a category the forms leave out falls back to `other`.
    [1, { one: "marked field", other: "marked fields" }, "en-US", "marked field"],
    [3, { one: "marked field", other: "marked fields" }, "en-US", "marked fields"],
    [1, { other: "# sheep" }, "en-US", "1 sheep"],
    [2, { one: "# use left", other: "# uses left" }, "en-US", "2 uses left"],
  ];
  it.each(cases)("%s with %j in %s → %s", (count, forms, tag, expected) => {
    expect(plural(count, forms, tag)).toBe(expected);
  });
});

/**
 * The class guard: no source in the web app picks a plural form by hand (`n === 1 ? "item" :
 * "items"`) or glues a count to a plural noun in a template; they go through `plural`.
 */
describe("no hand-made plurals in apps/web", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  const NOUNS = "items?|products?|results?|uses?|reviews?|orders?|packages?|fields?|units?|cards?";
  // A noun, not an attribute name (`result={…}`) or a class (`order-row`).
  const noun = `\\b(${NOUNS})(?![\\w-]|\\s*=)`;
  const patterns = [
    // `x === 1 ? "item" : "items"` and friends
    new RegExp(`[!=]==\\s*1\\s*\\?\\s*["'\`][\\w ]*${noun}`),
    // `${n} items` in a template literal, `{n} items` / `({n} items)` in JSX
    new RegExp(`\\$\\{[^}]+\\}\\s+${noun}`),
    new RegExp(`\\{[\\w.?]+\\}\\s+${noun}`),
    // JSX text that starts with a plural noun: the count sits in the element before (`{n}<span> products`)
    /(?<![=-])> ?(items|products|results|uses|reviews|orders)\b(?![.(])/,
  ];
  it("every count with a noun goes through lib/plural.ts", () => {
    const found: string[] = [];
    for (const file of sources(root)) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (patterns.some((p) => p.test(line))) found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
