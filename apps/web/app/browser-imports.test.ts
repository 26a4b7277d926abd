import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The package root of @ironworks/contracts carries every zod schema; a value imported from it by a
 * browser module puts zod (~27 KB gzip) in the client bundle (issue 16 item 4). Browser modules
 * take types from the root and values from the zod-free subpaths (`/codes`, `/blocks`). The staff
 * console (`admin*` routes, features/admin) is the exception: it validates its forms with the zod
 * contracts (ADR 0037) and its chunks never load on a storefront page (first-view-build.test.ts).
 */
const APP = new URL(".", import.meta.url).pathname;

function browserModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "admin" ? [] : browserModules(path);
    if (e.name.startsWith("admin")) return [];
    return /\.tsx?$/.test(e.name) && !/\.(server|test)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The value (non-type) names a module imports from the contracts' package root. */
function valueImportsFromRoot(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@ironworks\/contracts"/g)) {
    if (m[1]) continue;
    const names = (m[2] ?? "").split(",").map((n) => n.trim());
    found.push(...names.filter((n) => n && !n.startsWith("type ")));
  }
  for (const m of source.matchAll(/import\s+(?!type\b)[\w*\s]+from\s+"@ironworks\/contracts"/g)) found.push(m[0]);
  return found;
}

describe("browser modules and @ironworks/contracts", () => {
  it("import only types from the package root (no zod in the client bundle)", () => {
    const offenders = browserModules(APP)
      .map((file) => ({ file: relative(APP, file), names: valueImportsFromRoot(readFileSync(file, "utf8")) }))
      .filter((o) => o.names.length > 0);
    expect(offenders).toEqual([]);
  });

  it("notices a value import from the package root", () => {
    expect(valueImportsFromRoot(`import { BIN_ERROR_CODES, type Bin } from "@ironworks/contracts";`)).toEqual([
      "BIN_ERROR_CODES",
    ]);
    expect(valueImportsFromRoot(`import type { Bin } from "@ironworks/contracts";`)).toEqual([]);
    expect(valueImportsFromRoot(`import { BIN_ERROR_CODES } from "@ironworks/contracts/codes";`)).toEqual([]);
  });
});
