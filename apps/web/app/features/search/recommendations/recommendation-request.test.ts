import type { SearchProduct } from "@ironworks/contracts";
import { SearchRequest } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { WIDGET } from "../search-client.ts";
import { pickProducts } from "./pick-products.ts";
import { cartRecommendationRequest } from "../../lists/cart/cart-recommendations.ts";
import { forYouRequest, inLanguage, RECOMMENDATION_ITEMS, similarRequest } from "./recommendation-request.ts";

const product = (productId: number, url = `/p-${productId}`) => ({ productId, url }) as SearchProduct;
const answer = (items: SearchProduct[]) => ({
  content: { product: { total_item: items.length, n_item: items.length, value: items } },
});

describe("recommendation requests", () => {
  it("asks the similar widget about the product, as the service accepts it", () => {
    const req = similarRequest({ sku: "EU-BB1001", url: "/ironworks-bar" });
    expect(req.widget?.rfkid).toBe(WIDGET.similar);
    const parsed = SearchRequest.parse(req);
    expect(parsed.context?.page).toEqual({ uri: "/ironworks-bar", sku: ["EU-BB1001"] });
    expect(parsed.n_item).toBe(RECOMMENDATION_ITEMS);
    expect(parsed.content?.product?.field).toContain("url");
  });

  it("asks the for-you widget with the shopper when known", () => {
    expect(forYouRequest("/").widget?.rfkid).toBe(WIDGET.forYou);
    expect(SearchRequest.parse(forYouRequest("/", "u1")).context?.user?.user_id).toBe("u1");
    expect(forYouRequest("/").context?.user).toBeUndefined();
  });
});

describe("pickProducts", () => {
  it("keeps at most max products, drops the excluded ones and any without a site path", () => {
    const items = [product(1), product(2), product(3, "https://elsewhere.example/x"), product(4), product(5)];
    expect(pickProducts(answer(items), { exclude: [2], max: 3 }).map((p) => p.productId)).toEqual([1, 4, 5]);
    expect(pickProducts(answer([]), { max: RECOMMENDATION_ITEMS }).length).toBe(0);
    const many = Array.from({ length: 30 }, (_, i) => product(i + 1));
    expect(pickProducts(answer(many), { max: RECOMMENDATION_ITEMS })).toHaveLength(RECOMMENDATION_ITEMS);
  });

  it("asks in the page's language, keeping the request's own context (ADR 0038)", () => {
    const req = inLanguage(cartRecommendationRequest(["EU-BB1001"]), "de");
    expect(req.context).toEqual({ page: { uri: "/cart", sku: ["EU-BB1001"] }, locale: { language: "de" } });
    // The service accepts it as sent.
    expect(SearchRequest.parse(req).context?.locale?.language).toBe("de");
    expect(inLanguage(forYouRequest("/"), "nl").context?.locale).toEqual({ language: "nl" });
  });
});
