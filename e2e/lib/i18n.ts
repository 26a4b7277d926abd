import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect, type Page } from "@playwright/test";

/**
 * Issue 15: a page in another language shows no sentence of the English catalog (ADR 0035). The
 * English sentences are read from the catalogs themselves (`apps/web/app/<dir>/messages/en.json`),
 * so the check follows the words as they change.
 */

const APP = new URL("../../apps/web/app/", import.meta.url);

type Tokens = ReturnType<typeof compileMessage>;

/** A message's literal text pieces (the words between and inside its `{…}` arguments). */
function pieces(message: Tokens | string, into: string[] = []): string[] {
  if (typeof message === "string") {
    into.push(message);
    return into;
  }
  for (const token of message) {
    if (typeof token === "string") {
      into.push(token);
      continue;
    }
    const format = token[2];
    if (format && typeof format === "object")
      for (const [choice, branch] of Object.entries(format))
        if (choice !== "offset" && Array.isArray(branch)) pieces(branch as Tokens, into);
  }
  return into;
}

const read = (dir: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${dir}/messages/${language}.json`, APP), "utf8"));

/**
 * The English pieces of `catalogs` (folders under apps/web/app, e.g. "features/shell") that the
 * `language` must not show: several words long (a single word may be the same, "Marketing"), and
 * found in none of that language's own messages ("| Ironworks" ends every title; Dutch says
 * "Ironworks app" too).
 */
export function englishSentences(catalogs: readonly string[], language: string): string[] {
  const english = catalogs.flatMap((dir) => Object.entries(read(dir, "en")));
  const own = catalogs.flatMap((dir) => Object.values(read(dir, language)));
  const found = new Set<string>();
  for (const [, source] of english) {
    if (own.includes(source)) continue;
    for (const raw of pieces(compileMessage(source))) {
      const piece = raw.replace(/#/g, "").trim();
      if (piece.length < 8 || !/\s/.test(piece) || !/[a-z]{3}/i.test(piece)) continue;
      if (own.some((text) => text.includes(piece))) continue;
      found.add(piece);
    }
  }
  return [...found];
}

/** What a visitor can read or hear on the page: its text (hidden-for-screen-reader text too) and labels. */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].map((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? "").join("\n"),
    );
    return [document.title, document.body.innerText, ...labels].join("\n");
  });
}

/**
 * Fails when the page shows a sentence of the English catalogs. `ignore` lists pieces the page may
 * legitimately show (a product name that happens to read like one of our sentences).
 */
export async function expectNoEnglish(
  page: Page,
  catalogs: readonly string[],
  language: string,
  ignore: readonly string[] = [],
): Promise<void> {
  const words = await pageWords(page);
  const shown = englishSentences(catalogs, language).filter((s) => !ignore.includes(s) && words.includes(s));
  expect(shown, `English sentences on ${page.url()}`).toEqual([]);
}

/** Console errors a hydration mismatch (or any other render error) would print. */
export function renderErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match|react error|minified react/i.test(m.text()))
      errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
