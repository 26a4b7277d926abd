import { type BlockName, BLOCK_NAMES, type HeroSlide, INDEX_EMBED_SKU } from "@ironworks/contracts/blocks";
import { type RichTextContext, renderRichText } from "./rich-text.ts";
import type { PreparedProps } from "./types.ts";

/**
 * CMS props arrive as `Record<string, unknown>` (jsonb). Each normalizer keeps what the block
 * can render and returns null when nothing renderable is left, so blocks get typed props.
 */
type Raw = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);
const record = (v: unknown): Raw | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : undefined;
const records = (v: unknown): Raw[] =>
  Array.isArray(v)
    ? v.flatMap((x): Raw[] => {
        const r = record(x);
        return r ? [r] : [];
      })
    : [];

export const DEFAULT_HOT_DEALS_LIMIT = 8;
export const MAX_HOT_DEALS_LIMIT = 24;

export function isBlockName(name: unknown): name is BlockName {
  return typeof name === "string" && (BLOCK_NAMES as string[]).includes(name);
}

function link(v: unknown): { label: string; url: string } | undefined {
  const r = record(v);
  const label = text(r?.label);
  const url = text(r?.url);
  return label && url ? { label, url } : undefined;
}

function slide(r: Raw): HeroSlide[] {
  const title = text(r.title);
  const image = text(r.image);
  if (!title || !image) return [];
  const subtitle = text(r.subtitle);
  const cta = link(r.cta);
  return [
    {
      title,
      image,
      imageAlt: typeof r.imageAlt === "string" ? r.imageAlt : "",
      ...(subtitle ? { subtitle } : {}),
      ...(cta ? { cta } : {}),
    },
  ];
}

type Normalizers = { [K in BlockName]: (props: Raw, rich: RichTextContext, value?: string) => PreparedProps[K] | null };

const NORMALIZERS: Normalizers = {
  HeroBanner(p) {
    const slides = records(p.slides).flatMap(slide);
    return slides.length ? { slides } : null;
  },
  CategoryTiles(p) {
    const tiles = records(p.tiles).flatMap((t) => {
      const label = text(t.label);
      const url = text(t.url);
      const image = text(t.image);
      return label && url && image ? [{ label, url, image }] : [];
    });
    const title = text(p.title);
    return tiles.length ? { ...(title ? { title } : {}), tiles } : null;
  },
  ProductCarousel(p) {
    const skus = Array.isArray(p.skus)
      ? [...new Set(p.skus.flatMap((s) => (text(s) ? [String(s).trim().toUpperCase()] : [])))]
      : [];
    return skus.length ? { title: text(p.title) ?? "", skus, products: [] } : null;
  },
  RichText(p, rich, value) {
    const source = text(p.html) ?? text(value);
    if (!source) return null;
    const html = renderRichText(source, rich);
    return html.trim() ? { html } : null;
  },
  PromoStrip(p, rich) {
    const source = text(p.text);
    if (!source) return null;
    const url = text(p.url);
    const html = renderRichText(source, rich, { stripLinks: Boolean(url) });
    return html.trim() ? { html, ...(url ? { url } : {}) } : null;
  },
  Section(p) {
    const title = text(p.title);
    return { ...(title ? { title } : {}), layout: p.layout === "columns" ? "columns" : "stack" };
  },
  HotDeals(p) {
    const limit =
      typeof p.limit === "number" && Number.isInteger(p.limit)
        ? Math.min(Math.max(p.limit, 1), MAX_HOT_DEALS_LIMIT)
        : DEFAULT_HOT_DEALS_LIMIT;
    // No title: the block shows the content catalog's "Hot deals" in the page's language.
    return { title: text(p.title) ?? "", limit, products: [] };
  },
  ProductCard(p) {
    const sku = text(p.sku)?.trim().toUpperCase();
    return sku && INDEX_EMBED_SKU.test(sku) ? { sku, product: null } : null;
  },
};

export function normalizeProps<K extends BlockName>(
  name: K,
  props: unknown,
  rich: RichTextContext,
  value?: string,
): PreparedProps[K] | null {
  return (NORMALIZERS[name] as Normalizers[K])(record(props) ?? {}, rich, value);
}
