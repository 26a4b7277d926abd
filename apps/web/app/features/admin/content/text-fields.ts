import type { ContentBlock } from "@ironworks/contracts";

/** One piece of text in a page's blocks: where it is, and what it says. */
export interface TextField {
  path: (string | number)[];
  label: string;
  value: string;
}

/** Keys that hold structure or identifiers, not words a translator changes. */
const NOT_TEXT = new Set([
  "name",
  "class",
  "segments",
  "skus",
  "tracking",
  "styles",
  "sku",
  "href",
  "src",
  "url",
  "image",
  "id",
]);

/**
 * The words of a block tree as a flat list of fields (each block's string props and value, through
 * its slots and A/B variants), so staff translate text without touching the page's structure.
 */
export function textFields(blocks: ContentBlock[]): TextField[] {
  const out: TextField[] = [];
  const walk = (node: unknown, path: (string | number)[], label: string) => {
    if (typeof node === "string") {
      if (node.trim()) out.push({ path, label, value: node });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, [...path, i], label);
      });
      return;
    }
    if (node && typeof node === "object") {
      const block = node as Record<string, unknown>;
      const here = typeof block.name === "string" ? `${label ? `${label} › ` : ""}${block.name}` : label;
      for (const [key, value] of Object.entries(block)) {
        if (NOT_TEXT.has(key)) continue;
        walk(
          value,
          [...path, key],
          key === "props" || key === "slots" || key === "abTest" || key === "variants" ? here : `${here} · ${key}`,
        );
      }
    }
  };
  blocks.forEach((block, i) => {
    walk(block, [i], `Block ${i + 1}`);
  });
  return out;
}

/** The tree with one text replaced (a copy; the rest shared). */
export function withText(blocks: ContentBlock[], path: (string | number)[], value: string): ContentBlock[] {
  const set = (node: unknown, rest: (string | number)[]): unknown => {
    if (!rest.length) return value;
    const [head, ...tail] = rest as [string | number, ...(string | number)[]];
    if (Array.isArray(node)) return node.map((child, i) => (i === head ? set(child, tail) : child));
    const obj = node as Record<string, unknown>;
    return { ...obj, [head]: set(obj[head], tail) };
  };
  return set(blocks, path) as ContentBlock[];
}
