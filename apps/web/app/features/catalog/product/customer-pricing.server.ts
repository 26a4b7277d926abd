import type { ProductComplete } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import type { AppLoadContext } from "../../../lib/context.ts";
import type { CustomerPricing } from "./product-view.ts";

/**
 * SPEC §6: customer-group prices apply from group 2 up. For such a signed-in customer the product
 * page gets the group's prices of the product and its children, so the browser's pricing engine
 * shows what the cart will charge. Guests and plain customers get null (nothing is read).
 */
export async function loadCustomerPricing(
  context: AppLoadContext,
  site: Site,
  product: ProductComplete,
): Promise<CustomerPricing | null> {
  const session = await context.session.find();
  if (!session || session.groupId < 2) return null;
  const ids = [product.productId, ...product.children.map((c) => c.productId)];
  const { prices } = await context.services.catalog.listGroupPrices(ids, site, session.groupId);
  return {
    groupId: session.groupId,
    groupPrices: prices.filter((p) => p.groupId === session.groupId).map((p) => [p.productId, p.price]),
  };
}
