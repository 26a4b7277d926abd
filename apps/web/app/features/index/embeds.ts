import type { ContentBlock } from "@ironworks/contracts";
import { INDEX_EMBED_SKU } from "@ironworks/contracts/blocks";

/** The product card's form as the server's sanitizer writes it (ADR 0055). */
const CARD = /^<div data-product-sku="([^"<>]*)"><\/div>/;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/y;
const VOID = new Set(["br", "hr", "img", "wbr", "source", "track"]);

/**
 * An Index post's body with its product cards taken out of the rich text (ADR 0055): each
 * `<div data-product-sku="SKU"></div>` at the top level of a RichText block becomes a ProductCard
 * block between the text before and after it, so the page resolves it with the post's other
 * products (one catalog call) and renders the store's own product card. A card nested in other
 * markup (a list item, a quote) is dropped: it would split the markup around it.
 */
export function splitProductCards(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) => {
    const html = (block.props as { html?: unknown } | undefined)?.html;
    if (block.name !== "RichText" || typeof html !== "string" || !html.includes("data-product-sku")) return [block];
    const out: ContentBlock[] = [];
    let text = "";
    let depth = 0;
    let pos = 0;
    const flush = () => {
      if (text.trim()) out.push({ ...block, props: { ...block.props, html: text } });
      text = "";
    };
    while (pos < html.length) {
      const lt = html.indexOf("<", pos);
      if (lt === -1) {
        text += html.slice(pos);
        break;
      }
      text += html.slice(pos, lt);
      pos = lt;
      const card = CARD.exec(html.slice(pos));
      if (card) {
        pos += card[0].length;
        const sku = (card[1] ?? "").trim().toUpperCase();
        if (depth === 0 && INDEX_EMBED_SKU.test(sku)) {
          flush();
          out.push({ name: "ProductCard", props: { sku } });
        }
        continue;
      }
      TAG.lastIndex = pos;
      const tag = TAG.exec(html);
      if (!tag) {
        text += "<";
        pos += 1;
        continue;
      }
      pos = TAG.lastIndex;
      text += tag[0];
      const name = (tag[2] ?? "").toLowerCase();
      if (VOID.has(name) || tag[3] === "/") continue;
      depth = tag[1] === "/" ? Math.max(0, depth - 1) : depth + 1;
    }
    flush();
    return out;
  });
}
