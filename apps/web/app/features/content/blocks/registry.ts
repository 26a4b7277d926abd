import type { BlockName } from "@ironworks/contracts";
import type { ComponentType } from "react";
import { CategoryTiles } from "./CategoryTiles.tsx";
import { HeroBanner } from "./HeroBanner.tsx";
import { PromoStrip } from "./PromoStrip.tsx";
import { HotDeals, ProductCarousel } from "./ProductCarousel.tsx";
import { ProductCardBlock } from "./ProductCardBlock.tsx";
import { RichText } from "./RichText.tsx";
import { Section } from "./Section.tsx";
import type { BlockComponentProps } from "./types.ts";

/** The block vocabulary of packages/contracts/src/blocks.ts, one component per name. */
export const BLOCK_COMPONENTS: { [K in BlockName]: ComponentType<BlockComponentProps<K>> } = {
  HeroBanner,
  CategoryTiles,
  ProductCarousel,
  RichText,
  PromoStrip,
  Section,
  HotDeals,
  ProductCard: ProductCardBlock,
};

/** The component for a block name; undefined (render nothing, log nothing) for unknown names. */
export function findBlockComponent(name: string): ComponentType<BlockComponentProps<BlockName>> | undefined {
  return Object.hasOwn(BLOCK_COMPONENTS, name)
    ? (BLOCK_COMPONENTS[name as BlockName] as ComponentType<BlockComponentProps<BlockName>>)
    : undefined;
}
