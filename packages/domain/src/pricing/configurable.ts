import { type PricingError, pricingError } from "./errors.ts";
import type { BuyRequest, PricingProduct } from "./types.ts";

export type ChildResult =
  | { ok: true; child: PricingProduct; consumed: ReadonlySet<string> }
  | { ok: false; error: PricingError };

/**
 * Resolves the variant a configurable buy request means: either `children: [{ productId }]`
 * (exactly one) or `options` keyed by the product's configurable attribute codes
 * (`{ color: "red", size: "M" }`). Given both, they must agree.
 * 'Invalid configurable product' when the product has no loaded variants or the request names
 * none (or several); 'Unknown configurable child' when the id or attribute values match no
 * sellable variant of this product.
 */
export function resolveConfigurableChild(product: PricingProduct, request: BuyRequest): ChildResult {
  const variants = (product.children ?? []).filter(
    (c) => product.childrenIds.includes(c.productId) && (c.type === "simple" || c.type === "virtual"),
  );
  if (variants.length === 0) return { ok: false, error: pricingError("invalid_configurable_product") };
  const codes = (product.configurableAttributes ?? []).map((a) => a.code);
  const options = (request.options ?? {}) as Record<string, unknown>;
  const chosen = codes.filter((code) => options[code] !== undefined && options[code] !== null);
  const consumed = new Set(chosen);
  const matches = (child: PricingProduct) =>
    chosen.every((code) => String(child.attributes[code] ?? "") === String(options[code]));

  const children = request.children ?? [];
  if (children.length > 1) return { ok: false, error: pricingError("invalid_configurable_product", "children") };
  const named = children[0];
  if (named) {
    const child = variants.find((c) => c.productId === named.productId);
    if (!child || !matches(child))
      return { ok: false, error: pricingError("unknown_configurable_child", "children.0.productId") };
    return { ok: true, child, consumed };
  }
  if (codes.length === 0 || chosen.length < codes.length) {
    const missing = codes.find((code) => !consumed.has(code));
    return {
      ok: false,
      error: pricingError("invalid_configurable_product", missing ? `options.${missing}` : "children"),
    };
  }
  if (chosen.some((code) => typeof options[code] !== "string" && typeof options[code] !== "number"))
    return { ok: false, error: pricingError("unknown_configurable_child", "options") };
  const child = variants.find(matches);
  if (!child) return { ok: false, error: pricingError("unknown_configurable_child", "options") };
  return { ok: true, child, consumed };
}
