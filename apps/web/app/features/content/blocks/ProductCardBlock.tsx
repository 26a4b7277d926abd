import { ProductCard } from "../../catalog/ProductCard.tsx";
import { type BlockComponentProps, cx } from "./types.ts";

/**
 * One product's card inside content (an Index post's `<div data-product-sku>`, ADR 0055): its image,
 * name and price in the shopper's store, linking to the product. A SKU that does not sell in the
 * store was removed before rendering (prepare.ts), so no empty card is drawn.
 */
export function ProductCardBlock({ props, root }: BlockComponentProps<"ProductCard">) {
  if (!props.product) return null;
  return (
    <div {...root} className={cx("content-product-card content-block", root.className)} data-sku={props.sku}>
      <ProductCard product={props.product} />
    </div>
  );
}
