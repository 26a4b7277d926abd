import type { ProductComplete } from "@ironworks/contracts";

/**
 * The product as the product page's loader sends it to the browser (ADR 0033): every field a
 * component, the JSON-LD or the purchase rules read, nothing else. The page's components read a
 * child's (variant's or member's) identity, price, attributes they vary on, promo fields, stock,
 * gallery and url, never its categories, tax class or shipping group (the server prices and ships
 * from its own copy), so those are left out of each child. The type stays ProductComplete: a child's
 * categories are an empty list, its two attributes absent (both optional).
 */
export function productForPage(product: ProductComplete): ProductComplete {
  return {
    ...product,
    children: product.children.map(({ attributes, ...child }) => {
      const { tax_class_id: _tax, shipperhq_shipping_group: _group, ...kept } = attributes;
      return { ...child, attributes: kept, categories: [] };
    }),
  };
}
