import type { ProductComplete } from "@ironworks/contracts";
import { reviewAspects } from "@ironworks/domain";
import type { AppLoadContext } from "../../lib/context.ts";

/** The product page's reviews head (summary + newest few, cached by the service) and the product's sub-ratings. */
export async function loadProductReviews(context: AppLoadContext, product: ProductComplete) {
  return {
    head: await context.services.reviews.head(product.productId),
    aspects: reviewAspects({
      type: product.type,
      configurableAttributeCodes: product.configurableAttributes.map((a) => a.code),
    }),
  };
}
