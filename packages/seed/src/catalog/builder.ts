import type { ProductAttributes, ProductType } from "@ironworks/contracts";
import { type ArtFamily, artworkPath } from "../artwork/paths.ts";
import type { CategoryIndex } from "../categories.ts";
import { getColor } from "../colors.ts";
import { buildPrices } from "../merch/prices.ts";
import { Rng } from "../random.ts";
import { slugify } from "../text.ts";
import type { SeedInventory, SeedProduct, Sites } from "../types.ts";

export type ShippingGroup =
  | "standard"
  | "dropship"
  | "per_order_dropship"
  | "dropship_freight"
  | "no_pickup"
  | "heavy_direct";

/** Extra merchandising categories a product may join besides its own sub-category and parent. */
export type ExtraCategory = "new-gear" | "3-ships-free";

/** What a family generator knows about one product; the builder derives the rest. */
export interface ProductSpec {
  name: string;
  art: ArtFamily;
  /** Two or three letters; the builder numbers SKUs per prefix from 1001. */
  skuPrefix: string;
  /** An exact SKU instead of a numbered one. */
  sku?: string;
  type?: ProductType;
  /** USD list price in dollars; null for grouped and gift cards. */
  usd: number | null;
  /** Shipping weight in lb; null for virtual products. */
  weight: number | null;
  /** Sub-category url path; the parent is added automatically. */
  category: string;
  extra?: ExtraCategory;
  manufacturer: string;
  short: string;
  description: string;
  features: string[];
  /** 2 goods (default), 4 clothing, 6 food, 7 digital. */
  taxClass?: 2 | 4 | 6 | 7;
  shipping?: ShippingGroup;
  attributes?: ProductAttributes;
  details?: SeedProduct["details"];
  sites?: Sites;
  inventory?: Partial<SeedInventory>;
  /** Artwork key (defaults to the url key); a colour word in it colours the artwork. */
  artKey?: string;
}

export interface VariantAxis {
  colors?: string[];
  sizes?: string[];
  sizeLabel?: string;
}

export class CatalogBuilder {
  readonly products: SeedProduct[] = [];
  private nextId = 1000;
  private readonly skuCounters = new Map<string, number>();
  private readonly skus = new Set<string>();
  private readonly urlKeys = new Set<string>();
  private readonly rng = new Rng("catalog-builder");

  constructor(readonly categories: CategoryIndex) {}

  private takeSku(spec: ProductSpec): string {
    if (spec.sku) return this.claimSku(spec.sku);
    let n = this.skuCounters.get(spec.skuPrefix) ?? 1001;
    while (this.skus.has(`${spec.skuPrefix}${n}`)) n++;
    this.skuCounters.set(spec.skuPrefix, n + 1);
    return this.claimSku(`${spec.skuPrefix}${n}`);
  }

  private claimSku(sku: string): string {
    if (this.skus.has(sku)) throw new Error(`duplicate sku ${sku}`);
    this.skus.add(sku);
    return sku;
  }

  private takeUrlKey(base: string): string {
    let key = base;
    for (let n = 2; this.urlKeys.has(key); n++) key = `${base}-${n}`;
    this.urlKeys.add(key);
    return key;
  }

  private gallery(art: ArtFamily, artKey: string, name: string, count: number) {
    const views = ["", " — detail", " — in the gym", " — angle"];
    return Array.from({ length: count }, (_, i) => ({
      link: artworkPath("product", art, artKey, i + 1),
      label: `${name}${views[i] ?? ""}`,
      width: 1960,
      height: 1960,
    }));
  }

  private categoryRefs(path: string, extra: ExtraCategory | undefined) {
    const sub = this.categories.id(path);
    const ids = [sub];
    const parentId = this.categories.byId(sub)?.parentId;
    if (parentId !== null && parentId !== undefined) ids.push(parentId);
    if (extra) ids.push(this.categories.id(extra));
    return ids.map((categoryId) => ({ categoryId, position: this.rng.int(1, 200) }));
  }

  add(spec: ProductSpec): SeedProduct {
    const type = spec.type ?? "simple";
    const urlKey = this.takeUrlKey(slugify(spec.name));
    const artKey = spec.artKey ?? urlKey;
    const gallery = this.gallery(spec.art, artKey, spec.name, this.rng.int(2, 4));
    const digital = type === "virtual";
    const product: SeedProduct = {
      id: this.nextId++,
      sku: this.takeSku(spec),
      name: spec.name,
      type,
      urlKey,
      visibility: 4,
      parentId: null,
      weight: digital ? null : spec.weight,
      attributes: {
        short_description: spec.short,
        description: spec.description,
        features: spec.features,
        manufacturer: spec.manufacturer,
        tax_class_id: spec.taxClass ?? 2,
        shipperhq_shipping_group: spec.shipping ?? "standard",
        ...spec.attributes,
      },
      details: spec.details ?? {},
      gallery,
      thumbnail: gallery[0]?.link ?? null,
      sites: spec.sites ?? null,
      categories: this.categoryRefs(spec.category, spec.extra),
      prices: buildPrices(type === "grouped" || type === "giftcard" ? null : spec.usd),
      groupPrices: [],
      inventory: {
        qoh: digital ? 10000 : this.rng.int(5, 500),
        min: 1,
        max: digital ? 1 : 10000,
        backorder: false,
        leadTime: null,
        restockStatus: null,
        promoQty: null,
        bin: false,
        ms: null,
        ...spec.inventory,
      },
    };
    this.products.push(product);
    return product;
  }

  /** A configurable parent with one visibility-1 simple child per colour × size. */
  addConfigurable(spec: ProductSpec, axis: VariantAxis): SeedProduct {
    const colors = axis.colors ?? [];
    const sizes = axis.sizes ?? [];
    const firstColor = colors[0];
    const parent = this.add({
      ...spec,
      type: "configurable",
      artKey: spec.artKey ?? (firstColor ? `${slugify(spec.name)}-${firstColor}` : undefined),
    });
    const configurable = [];
    if (colors.length > 0) {
      configurable.push({
        code: "color",
        label: "Color",
        values: colors.map((slug) => {
          const c = getColor(slug);
          return { value: c.slug, label: c.label, swatch: c.hex };
        }),
      });
    }
    if (sizes.length > 0) {
      configurable.push({
        code: "size",
        label: axis.sizeLabel ?? "Size",
        values: sizes.map((size) => ({ value: size, label: size, swatch: null })),
      });
    }
    parent.details = { ...parent.details, configurableAttributes: configurable };
    const colorList = colors.length > 0 ? colors : [null];
    const sizeList = sizes.length > 0 ? sizes : [null];
    for (const color of colorList) {
      for (const size of sizeList) this.addChild(parent, spec, color, size);
    }
    return parent;
  }

  private addChild(parent: SeedProduct, spec: ProductSpec, color: string | null, size: string | null): void {
    const c = color ? getColor(color) : null;
    const sizeSlug = size ? slugify(size) : null;
    const suffix = [c?.label, size].filter(Boolean).join(" / ");
    const urlKey = this.takeUrlKey([parent.urlKey, c?.slug, sizeSlug].filter(Boolean).join("-"));
    const artKey = c ? `${slugify(spec.name)}-${c.slug}` : parent.urlKey;
    const gallery = this.gallery(spec.art, artKey, `${spec.name} — ${suffix}`, 2);
    const sku = this.claimSku(
      [parent.sku, c?.code, size?.replace(/[^A-Za-z0-9]/g, "").toUpperCase()].filter(Boolean).join("-"),
    );
    this.products.push({
      ...parent,
      id: this.nextId++,
      sku,
      name: `${spec.name} - ${suffix}`,
      type: "simple",
      urlKey,
      visibility: 1,
      parentId: parent.id,
      attributes: { ...parent.attributes, color: c?.slug ?? null, size: size ?? null },
      details: {},
      gallery,
      thumbnail: gallery[0]?.link ?? null,
      categories: parent.categories.map((ref) => ({ ...ref })),
      prices: parent.prices.map((row) => ({ ...row })),
      groupPrices: [],
      inventory: { ...parent.inventory, qoh: this.rng.int(5, 120) },
    });
  }

  /** Every product (parents and children) built so far, by id. */
  byId(id: number): SeedProduct | undefined {
    return this.products.find((p) => p.id === id);
  }

  /** The product with exactly this name; throws so a renamed product fails the seed loudly. */
  byName(name: string): SeedProduct {
    const found = this.products.find((p) => p.name === name);
    if (!found) throw new Error(`unknown product ${name}`);
    return found;
  }

  bySku(sku: string): SeedProduct {
    const found = this.products.find((p) => p.sku === sku);
    if (!found) throw new Error(`unknown sku ${sku}`);
    return found;
  }
}
