import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No string escapes the catalogues (issue #15 item 7; ADR 0035). Every word a shopper reads comes
 * from a message catalogue, so this check parses the storefront's source and fails on English written
 * into it:
 * - text between JSX tags (`<h1>Cart</h1>`) and string literals as JSX children (`{"Cart"}`);
 * - string literals in props that reach the screen or a screen reader (`aria-label`, `placeholder`,
 *   `title`, `alt`, `label`, …), including both arms of a condition;
 * - string literals under object keys that carry words (`label:`, `title:`, `message:`, …), which
 *   covers the objects a route's `meta` returns; there a sentence or a capitalised word counts
 *   (`same-origin`, `noindex,nofollow` are tokens).
 * A message key (`cart.empty.title`), a path, a CSS class or a format token is not a sentence and
 * passes; so do the names in `ALLOWED` (brands and symbols, the same in every language). A statement
 * or declaration under a `// i18n-exempt: <why>` comment is skipped: the reason is the review.
 * The staff console (`admin*`) is English-only for now (issue #17: staff pick no language yet).
 */
const APP = new URL("../..", import.meta.url).pathname;

/** The same in every language: brand and product-line names, symbols. */
const ALLOWED = new Set([
  "Ironworks",
  "IRONWORKS",
  "ZEUS",
  "ZEUS Gym Builder",
  "The Index",
  "PayPal",
  "Affirm",
  "Apple Pay",
  "Google Pay",
  "Klarna",
  "×",
  "·",
  "|",
  "/",
  "–",
  "—",
  "…",
]);

/** Props whose value is read or heard by a person. */
const SCREEN_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "heading",
  "message",
  "emptyText",
  "description",
]);

/** Object keys whose string value is shown as words. */
const WORD_KEYS = new Set([
  "label",
  "title",
  "message",
  "text",
  "heading",
  "description",
  "placeholder",
  "alt",
  "ariaLabel",
  "hint",
  "help",
  "summary",
  "emptyText",
  "content",
]);

const KEY_LIKE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_${}-]+)+$/;
const PATH_LIKE = /^(\/|#|\?|\.\/|https?:|mailto:|tel:|data:)/;
/** An input mask (`XXXX-XXXX-XXXX-XXXX`) reads the same in every language. */
const MASK_LIKE = /^[X9#]+([ -][X9#]+)*$/;

/** A literal a person would read: has letters, and is not a key, path, class list or identifier. */
function isWords(text: string, strict: boolean): boolean {
  const t = text.trim();
  if (!/\p{L}/u.test(t) || ALLOWED.has(t)) return false;
  if (KEY_LIKE.test(t) || PATH_LIKE.test(t) || MASK_LIKE.test(t)) return false;
  if (strict) return true;
  // Under a word-carrying object key: a sentence or a capitalised word; lower-case-dashed tokens are ids.
  return /\s/.test(t) || /^\p{Lu}/u.test(t);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return ["messages", "node_modules", "__fixtures__", "admin"].includes(e.name) ? [] : sourceFiles(path);
    if (e.name.startsWith("admin")) return [];
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

/**
 * String literals an expression can show: not call arguments (`t("key")`, `url("/x")`), comparisons,
 * index keys, nested JSX or callbacks.
 */
function literalsIn(node: ts.Node, out: ts.StringLiteralLike[] = []): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) out.push(node);
  else if (ts.isCallExpression(node) || ts.isTaggedTemplateExpression(node)) return out;
  else if (ts.isBinaryExpression(node) && /^(===|!==|==|!=|in|instanceof)$/.test(node.operatorToken.getText()))
    return out;
  else if (ts.isElementAccessExpression(node)) return out;
  // Nested JSX is visited on its own; a callback's strings are not what this expression shows.
  else if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return out;
  else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return out;
  else if (ts.isTemplateExpression(node)) {
    if (/\p{L}{2}/u.test(node.head.text)) out.push(ts.factory.createStringLiteral(node.head.text));
    for (const span of node.templateSpans) literalsIn(span.expression, out);
  } else node.forEachChild((child) => void literalsIn(child, out));
  return out;
}

function findings(file: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file: relative(APP, file),
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: text.trim().replace(/\s+/g, " ").slice(0, 80),
    });
  const reportLiterals = (expr: ts.Node, strict: boolean) => {
    for (const lit of literalsIn(expr)) if (isWords(lit.text, strict)) report(lit.pos >= 0 ? lit : expr, lit.text);
  };

  const text = source.getFullText();
  const exempt = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((c) =>
      text.slice(c.pos, c.end).includes("i18n-exempt:"),
    );
  const visit = (node: ts.Node): void => {
    if (exempt(node)) return;
    if (ts.isJsxText(node)) {
      if (isWords(node.text, true)) report(node, node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportLiterals(node.expression, true);
    } else if (ts.isJsxAttribute(node) && SCREEN_PROPS.has(node.name.getText(source)) && node.initializer) {
      reportLiterals(node.initializer, true);
      return;
    } else if (ts.isPropertyAssignment(node) && WORD_KEYS.has(node.name.getText(source).replace(/["']/g, ""))) {
      reportLiterals(node.initializer, false);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe("no English written into the storefront's source", () => {
  const files = sourceFiles(APP);

  it("reads the storefront (the check looks at something)", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("finds words in JSX text, screen props, word-carrying keys and meta", () => {
    const dir = join(APP, "lib/i18n/__fixtures__");
    const sample = findings(join(dir, "literals.fixture.tsx")).map((f) => f.text);
    expect(sample).toEqual([
      "Back in stock",
      "Cart | Ironworks",
      "Your cart is empty",
      "Close the menu",
      "Open the menu",
      "Search products",
      "Save",
    ]);
  });

  it("every word a page shows comes from a catalogue", () => {
    const all = files.flatMap(findings);
    expect(all.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });
});
