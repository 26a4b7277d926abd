import type { ContentBlock, ProductSummary } from "@ironworks/contracts";
import { baseSku } from "@ironworks/domain";
import { isBlockName, normalizeProps } from "./props.ts";
import { decodeEntities, type RichTextContext } from "./rich-text.ts";
import type { BlockTracking, PreparedBlock, PreparedNode, Visitor } from "./types.ts";
import { chooseVariant, isBlockVisible } from "./visibility.ts";

export interface PrepareContext {
  visitor: Visitor;
  rich: RichTextContext;
  /** Told each A/B test a variant is chosen for (the page cache keys by it, ADR 0064). */
  assigned?: ((test: string, variantCount: number) => void) | undefined;
}

/** Deeper nesting than this is a content mistake; it is cut, never recursed without bound. */
const MAX_DEPTH = 8;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

function cleanStyles(styles: unknown): Record<string, string> | undefined {
  if (!isRecord(styles)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(styles)) {
    if (typeof value !== "string" || !/^-{0,2}[a-zA-Z][\w-]*$/.test(key)) continue;
    // kebab-case to the camelCase React wants; custom properties stay as written.
    out[key.startsWith("--") ? key : key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanTracking(tracking: unknown): BlockTracking | undefined {
  if (!isRecord(tracking) || typeof tracking.name !== "string" || !tracking.name) return undefined;
  return {
    name: tracking.name,
    ...(typeof tracking.index === "number" ? { index: tracking.index } : {}),
    ...(tracking.whenVisible === true ? { whenVisible: true } : {}),
  };
}

function common(block: ContentBlock, key: string) {
  const styles = cleanStyles(block.styles);
  const tracking = cleanTracking(block.tracking);
  return {
    key,
    ...(typeof block.class === "string" && block.class.trim() ? { className: block.class.trim() } : {}),
    ...(styles ? { styles } : {}),
    ...(tracking ? { tracking } : {}),
  };
}

/**
 * Applies visibility (segments, skus), picks each A/B test's variant and normalizes props.
 * Unknown block names, invalid props and empty sections are dropped.
 */
export function prepareBlocks(
  blocks: readonly unknown[],
  ctx: PrepareContext,
  parentKey = "",
  depth = 0,
): PreparedNode[] {
  if (!Array.isArray(blocks) || depth > MAX_DEPTH) return [];
  const out: PreparedNode[] = [];
  blocks.forEach((raw, i) => {
    if (!isRecord(raw)) return;
    const block = raw as unknown as ContentBlock;
    if (!isBlockVisible(block, ctx.visitor)) return;
    const key = parentKey ? `${parentKey}.${i}` : String(i);

    const ab = block.abTest;
    if (isRecord(ab) && typeof ab.name === "string" && Array.isArray(ab.variants) && ab.variants.length > 0) {
      const variant = chooseVariant(ab.name, ctx.visitor.visitorId, ab.variants.length);
      ctx.assigned?.(ab.name, ab.variants.length);
      const chosen = ab.variants[variant];
      out.push({
        kind: "ab",
        ...common(block, key),
        test: ab.name,
        variant,
        blocks: prepareBlocks(Array.isArray(chosen) ? chosen : [], ctx, `${key}.v${variant}`, depth + 1),
      });
      return;
    }

    if (!isBlockName(block.name)) return;
    const props = normalizeProps(block.name, block.props, ctx.rich, block.value);
    if (!props) return;
    const node = { kind: "block", ...common(block, key), name: block.name, props } as PreparedBlock;
    if (node.name === "Section") {
      const main = isRecord(block.slots) ? block.slots.main : undefined;
      const children = prepareBlocks(Array.isArray(main) ? main : [], ctx, `${key}.main`, depth + 1);
      if (!children.length) return;
      node.children = children;
    }
    out.push(node);
  });
  return out;
}

function* walk(nodes: readonly PreparedNode[]): Generator<PreparedNode> {
  for (const node of nodes) {
    yield node;
    if (node.kind === "ab") yield* walk(node.blocks);
    else if (node.children) yield* walk(node.children);
  }
}

/** Every ProductCarousel and ProductCard sku of the tree, once, upper-case: resolved in one catalog call. */
export function collectCarouselSkus(nodes: readonly PreparedNode[]): string[] {
  const skus = new Set<string>();
  for (const node of walk(nodes)) {
    if (node.kind !== "block") continue;
    if (node.name === "ProductCarousel") for (const s of node.props.skus) skus.add(s);
    if (node.name === "ProductCard") skus.add(node.props.sku);
  }
  return [...skus];
}

export function hasHotDeals(nodes: readonly PreparedNode[]): boolean {
  for (const node of walk(nodes)) if (node.kind === "block" && node.name === "HotDeals") return true;
  return false;
}

const skuKey = (sku: string) => baseSku(sku.toUpperCase());

/**
 * Fills carousels (in their sku order), product cards and hot deals with products; blocks left
 * without products (a SKU unknown, disabled or not sold in the store), and sections left empty,
 * are removed.
 */
export function attachProducts(
  nodes: readonly PreparedNode[],
  products: { bySku: readonly ProductSummary[]; hotDeals: readonly ProductSummary[] },
): PreparedNode[] {
  const bySku = new Map(products.bySku.map((p) => [skuKey(p.sku), p]));
  const fill = (list: readonly PreparedNode[]): PreparedNode[] =>
    list.flatMap((node): PreparedNode[] => {
      if (node.kind === "ab") return [{ ...node, blocks: fill(node.blocks) }];
      switch (node.name) {
        case "ProductCarousel": {
          const found = node.props.skus.flatMap((s) => bySku.get(skuKey(s)) ?? []);
          return found.length ? [{ ...node, props: { ...node.props, products: found } }] : [];
        }
        case "ProductCard": {
          const product = bySku.get(skuKey(node.props.sku));
          return product ? [{ ...node, props: { ...node.props, product } }] : [];
        }
        case "HotDeals": {
          const found = products.hotDeals.slice(0, node.props.limit);
          return found.length ? [{ ...node, props: { ...node.props, products: found } }] : [];
        }
        case "Section": {
          const children = fill(node.children ?? []);
          return children.length ? [{ ...node, children }] : [];
        }
        default:
          return [node];
      }
    });
  return fill(nodes);
}

/**
 * When the page starts with a hero, its first slide title becomes the page's h1 (marked in place).
 * Returns whether it did; otherwise the page renders its own h1.
 */
export function markHeroHeading(nodes: PreparedNode[]): boolean {
  let first = nodes[0];
  while (first?.kind === "ab") first = first.blocks[0];
  if (first?.kind !== "block" || first.name !== "HeroBanner") return false;
  first.props.firstSlideH1 = true;
  return true;
}

const plainText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * CMS pages render their title as the h1; content that opens by repeating the title as a heading
 * (written as <h1>, emitted as <h2>) would say it twice, so that heading is removed.
 */
export function dropRepeatedTitle(nodes: readonly PreparedNode[], title: string): PreparedNode[] {
  const [first, ...rest] = nodes;
  if (first?.kind !== "block" || first.name !== "RichText") return [...nodes];
  const m = /^\s*<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/.exec(first.props.html);
  if (!m || plainText(m[1] ?? "") !== plainText(title)) return [...nodes];
  const html = first.props.html.slice(m[0].length).trim();
  return html ? [{ ...first, props: { html } }, ...rest] : rest;
}
