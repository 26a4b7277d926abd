import { type PricingError, pricingError } from "./errors.ts";
import type { BuyRequest, PricingProduct } from "./types.ts";

export type ChildResult =
  | { ok: true; child: PricingProduct; consumed: ReadonlySet<string> }
  | { ok: false; error: PricingError };

/**
 * Resolves the variant a configurable buy request means: either `children: [{ productId }]`
 * (exactly one) or `options` keyed by the product's configurable attribute codes
 * (`{ color: "red", size: "M" }`; an option with one value may be left out). Given both, they must agree.
 * 'Invalid configurable product' when the product has no loaded variants or the request names
 * none (or several); 'Unknown configurable child' when the id or attribute values match no
 * sellable variant of this product.
 */
/** The shape of a configurable option's code (`StaffNewOptionAttribute`): never a custom option's id. */
const OPTION_CODE = /^[a-z][a-z0-9_]{0,39}$/;

export function resolveConfigurableChild(product: PricingProduct, request: BuyRequest): ChildResult {
  const variants = (product.children ?? []).filter(
    (c) => product.childrenIds.includes(c.productId) && (c.type === "simple" || c.type === "virtual"),
  );
  if (variants.length === 0) return { ok: false, error: pricingError("invalid_configurable_product") };
  const codes = (product.configurableAttributes ?? []).map((a) => a.code);
  const given = (request.options ?? {}) as Record<string, unknown>;
  // An option with one value is no choice: a request may leave it out (a line added before the product
  // gained that option, ADR 0063) and means that value.
  const implied = (product.configurableAttributes ?? []).filter(
    (a) => a.values.length === 1 && (given[a.code] === undefined || given[a.code] === null),
  );
  const options = implied.length
    ? { ...given, ...Object.fromEntries(implied.map((a) => [a.code, a.values[0]?.value])) }
    : given;
  const chosen = codes.filter((code) => options[code] !== undefined && options[code] !== null);
  // A key shaped like an option code that names none of the product's options is one it no longer has
  // (removed with its one value, ADR 0063): a line added before still means the same variant. Custom
  // options are keyed by numeric ids, so no such key can be one of theirs.
  const gone =
    given && typeof given === "object" && !Array.isArray(given)
      ? Object.keys(given).filter((k) => OPTION_CODE.test(k) && !codes.includes(k))
      : [];
  const consumed = new Set([...chosen, ...gone]);
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
