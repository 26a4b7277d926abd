import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { LANGUAGES, SOURCE_LANGUAGE } from "@ironworks/domain";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { templateKeyPatterns } from "./route-keys.ts";

/**
 * The catalogue check (`npm run i18n:check`, part of `npm test`; ADR 0035). Every catalog is a
 * `<feature>/messages/<language>.json` folder under apps/web/app (and the mail's under apps/server/src). It fails when a language lacks a key
 * or has one English does not, when a message is not valid ICU, when a translation drops or renames a
 * placeholder, when a translated sentence is still the English one, or when a key is used nowhere
 * (the extraction side: keys are found in the source as literals or `prefix.${…}` templates).
 */
const APP = new URL("../..", import.meta.url).pathname;
/** The server's sources: the mail catalog (services/mail/messages, issue 15 item 5) and the code using it. */
const SERVER = new URL("../../../../server/src", import.meta.url).pathname;

type Catalog = { dir: string; feature: string; languages: Record<string, Record<string, string>> };

function catalogDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory() || e.name === "node_modules") return [];
    const path = join(dir, e.name);
    return e.name === "messages" ? [path] : catalogDirs(path);
  });
}

const catalogs: Catalog[] = [...catalogDirs(APP), ...catalogDirs(SERVER)].map((dir) => ({
  dir: relative(APP, dir),
  feature: relative(APP, join(dir, "..")).split("/").pop() ?? "",
  languages: Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8"))]),
  ),
}));

/** Placeholder names a compiled message uses, with their kind (`count:plural`, `country`). */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, format] = token;
    into.add(type ? `${name}:${type}` : name);
    if (format && typeof format === "object") {
      for (const [choice, branch] of Object.entries(format))
        if (choice !== "offset" && Array.isArray(branch)) placeholders(branch as CompiledMessage, into);
    }
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "messages" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe("message catalogs", () => {
  it("exist (the check looks at something)", () => {
    expect(catalogs.map((c) => c.feature)).toEqual(expect.arrayContaining(["consent", "region", "content"]));
  });

  for (const catalog of catalogs) {
    const english = catalog.languages[SOURCE_LANGUAGE] ?? {};
    describe(catalog.dir, () => {
      it("has a file per language with exactly the English keys", () => {
        expect(Object.keys(catalog.languages).sort()).toEqual([...LANGUAGES].sort());
        for (const language of LANGUAGES) {
          const keys = Object.keys(catalog.languages[language] ?? {}).sort();
          expect(keys, `${catalog.dir}/${language}.json`).toEqual(Object.keys(english).sort());
        }
      });

      it(`names its keys "${catalog.feature}.…" (catalogs merge on a page)`, () => {
        for (const key of Object.keys(english)) expect(key.startsWith(`${catalog.feature}.`), key).toBe(true);
      });

      it("holds valid ICU messages with the English placeholders", () => {
        for (const [key, source] of Object.entries(english)) {
          const expected = [...placeholders(compileMessageOrThrow(source))].sort();
          for (const language of LANGUAGES) {
            const text = catalog.languages[language]?.[key] ?? "";
            const found = [...placeholders(compileMessageOrThrow(text))].sort();
            expect(found, `${language} ${key}`).toEqual(expected);
          }
        }
      });

      it("carries no English sentence into another language", () => {
        for (const [key, source] of Object.entries(english)) {
          // A single word may be the same ("Marketing"); a sentence may not.
          if (!/\s/.test(source)) continue;
          for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
            expect(catalog.languages[language]?.[key], `${language} ${key}`).not.toBe(source);
          }
        }
      });
    });
  }

  it("has every key used in the source (no dead words)", () => {
    const source = [...sourceFiles(APP), ...sourceFiles(SERVER)].map((f) => readFileSync(f, "utf8")).join("\n");
    // `consent.${c}.help` → /^consent\.[\w-]+\.help$/ (the same rule decides what a route ships: route-keys.ts)
    const templates = templateKeyPatterns(source);
    const unused = catalogs.flatMap((c) =>
      Object.keys(c.languages[SOURCE_LANGUAGE] ?? {}).filter(
        (key) => !source.includes(`"${key}"`) && !templates.some((t) => t.test(key)),
      ),
    );
    expect(unused).toEqual([]);
  });
});
