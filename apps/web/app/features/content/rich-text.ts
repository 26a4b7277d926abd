import { type Locale, localizeMeasures, localizePath, type SiteCode } from "@ironworks/domain";

/**
 * Rich content from the CMS (RichText.html, PromoStrip.text): fill placeholders, sanitize and
 * localize internal links. Pure string work, so the server and the browser produce the same HTML.
 */
export interface RichTextContext {
  locale: Locale;
  store: { name: string; currency: string };
  /** The page's product (wire shape); `{{product.x}}` reads x, then attributes.x. */
  product?: Record<string, unknown> | null;
}

export interface RichTextOptions {
  /** Drop <a> tags (keep their text): for content rendered inside a link. */
  stripLinks?: boolean;
}
/* Rich text never adds an h1: the page owns its single h1, so <h1> in content becomes <h2>. */

/** Shopper-facing store names for {{store.name}} (content writes "Ironworks {{store.name}}"). */
export const STORE_DISPLAY_NAMES: Record<SiteCode, string> = {
  USA: "USA",
  CAN: "Canada",
  EUR: "Europe",
  AUS: "Australia",
  GBR: "UK",
  APO: "APO/FPO",
};

export function richTextContext(
  locale: Locale,
  site: { code: SiteCode; currency: string },
  product?: Record<string, unknown> | null,
): RichTextContext {
  return { locale, store: { name: STORE_DISPLAY_NAMES[site.code], currency: site.currency }, product: product ?? null };
}

/** CMS content is bounded; anything longer is cut rather than parsed. */
const MAX_INPUT = 200_000;

export function renderRichText(html: string, ctx: RichTextContext, options: RichTextOptions = {}): string {
  // Content is written in US units like the catalog; metric sites read kg and cm (ADR 0020).
  const measured = localizeMeasures(fillPlaceholders(html.slice(0, MAX_INPUT), ctx), ctx.locale.site);
  return sanitizeHtml(measured, {
    rewriteHref: (href) => localizePath(href, ctx.locale),
    stripLinks: options.stripLinks,
    demoteH1: true,
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function scalar(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return "";
}

function placeholderValue(key: string, ctx: RichTextContext): string {
  if (key === "store.name") return ctx.store.name;
  if (key === "store.currency") return ctx.store.currency;
  if (key.startsWith("product.") && ctx.product) {
    const field = key.slice("product.".length);
    const product = ctx.product;
    if (Object.hasOwn(product, field)) return scalar(product[field]);
    const attributes = product.attributes;
    if (attributes && typeof attributes === "object" && Object.hasOwn(attributes, field))
      return scalar((attributes as Record<string, unknown>)[field]);
  }
  return "";
}

/** {{store.name}}, {{store.currency}}, {{product.<attribute>}}; unknown ones become empty. Values are escaped. */
export function fillPlaceholders(html: string, ctx: RichTextContext): string {
  return html.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_m, key: string) => escapeHtml(placeholderValue(key, ctx)));
}

/* ---------------------------------------------------------------------------------------------
 * Sanitizer: a small tokenizer that re-emits only well-formed tags, so what the browser parses
 * is exactly what was checked. Anything that does not parse as a tag is escaped as text.
 * ------------------------------------------------------------------------------------------- */

/** Removed together with their content. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "template",
  "textarea",
  "select",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
]);
/** Removed, content kept. */
const DROP_TAG = new Set(["html", "head", "body", "base", "meta", "link", "form", "input", "button", "option"]);
const VOID = new Set(["area", "br", "col", "hr", "img", "source", "track", "wbr"]);
const URL_ATTRS = new Set([
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "poster",
  "background",
  "cite",
  "data",
]);

const TAG_RE =
  /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
};

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? m;
  });
}

/** javascript:, vbscript: and (outside images) data: URLs are dropped. */
export function isSafeUrl(value: string, attr: string, tag: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme.
  const url = decodeEntities(value)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
    .replace(/[\u0000-\u0020\u007f-\u00a0]/g, "")
    .toLowerCase();
  if (url.startsWith("javascript:") || url.startsWith("vbscript:")) return false;
  if (url.startsWith("data:"))
    return (
      attr === "src" &&
      (tag === "img" || tag === "source") &&
      url.startsWith("data:image/") &&
      !url.startsWith("data:image/svg")
    );
  return true;
}

interface SanitizeOptions {
  rewriteHref?: (href: string) => string;
  stripLinks?: boolean;
  /** Emit <h1> as <h2>. */
  demoteH1?: boolean;
}

function sanitizeAttributes(tag: string, raw: string, options: SanitizeOptions): string {
  let out = "";
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1] ?? "";
    const lower = name.toLowerCase();
    if (lower.startsWith("on") || lower === "srcdoc") continue;
    const value = m[2] ?? m[3] ?? m[4];
    if (value === undefined) {
      out += ` ${name}`;
      continue;
    }
    if (URL_ATTRS.has(lower) && !isSafeUrl(value, lower, tag)) continue;
    if (lower === "href" && options.rewriteHref) {
      const decoded = decodeEntities(value).trim();
      if (decoded.startsWith("/") && !decoded.startsWith("//")) {
        out += ` ${name}="${escapeHtml(options.rewriteHref(decoded))}"`;
        continue;
      }
    }
    out += ` ${name}="${value.replace(/"/g, "&quot;")}"`;
  }
  return out;
}

/** Strips scripts, event handlers and script URLs, and balances tags so the page around stays intact. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  let out = "";
  let pos = 0;
  /** Open elements, as written (SVG names are case-sensitive). */
  const open: string[] = [];
  const inForeign = () => open.some((t) => t === "svg" || t === "math");

  while (pos < html.length) {
    const lt = html.indexOf("<", pos);
    if (lt === -1) {
      out += html.slice(pos);
      break;
    }
    out += html.slice(pos, lt);
    pos = lt;

    if (html.startsWith("<!--", pos)) {
      const end = html.indexOf("-->", pos + 4);
      pos = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG_RE.lastIndex = pos;
    const m = TAG_RE.exec(html);
    if (!m) {
      if (html[pos + 1] === "!" || html[pos + 1] === "?") {
        const end = html.indexOf(">", pos);
        pos = end === -1 ? html.length : end + 1;
      } else {
        out += "&lt;";
        pos += 1;
      }
      continue;
    }
    pos = TAG_RE.lastIndex;
    const closing = m[1] === "/";
    let name = (m[2] ?? "").toLowerCase();
    let written = m[2] ?? name;
    if (options.demoteH1 && name === "h1") name = written = "h2";
    const selfClosing = m[4] === "/";

    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const close = new RegExp(`</${name}\\s*>`, "i").exec(html.slice(pos));
        pos = close ? pos + close.index + close[0].length : html.length;
      }
      continue;
    }
    if (DROP_TAG.has(name) || (options.stripLinks && name === "a")) continue;

    if (closing) {
      const at = open.findLastIndex((t) => t.toLowerCase() === name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    // Only SVG/MathML honour "/>"; in HTML `<div/>` opens a div.
    const empty = VOID.has(name) || (selfClosing && (name === "svg" || name === "math" || inForeign()));
    out += `<${written}${sanitizeAttributes(name, m[3] ?? "", options)}${selfClosing && !VOID.has(name) && empty ? " />" : ">"}`;
    if (!empty) open.push(written);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
