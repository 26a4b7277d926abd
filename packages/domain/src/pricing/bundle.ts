import type { Minor } from "../money.ts";
import { isValidQty, percentOfMinor, readPrice } from "./amounts.ts";
import { optionRequired, type PricingError, pricingError } from "./errors.ts";
import type { BuyRequestChild, PricedChild, PricingBundleOption, PricingBundleValue, PricingProduct } from "./types.ts";

export type BundleResult =
  | { ok: true; children: PricedChild[]; selectedMinor: Minor; defaultsMinor: Minor }
  | { ok: false; error: PricingError };

/**
 * One unit of a selection, per bundle: the included (free) product costs 0; `percent` is that
 * share of the child's regular price; `fixed` is the child's regular price in this store. (The
 * value's own `price` is the base-store, USD copy of that price, so it is not charged as is.)
 * Null when the child has no usable price.
 */
export function selectionUnitMinor(
  option: PricingBundleOption,
  value: PricingBundleValue,
  child: PricingProduct | undefined,
): Minor | null {
  if (option.includedProductId !== null && option.includedProductId === value.productId) return 0;
  const regular = readPrice(child?.price);
  if (regular === null) return null;
  if (value.priceType === "percent") {
    const pct = Number.isFinite(value.price) ? Math.min(Math.max(value.price, 0), 100) : 0;
    return percentOfMinor(regular, pct);
  }
  return regular;
}

/** The price of the default selection: what the bundle's own price stands for. */
export function bundleDefaultsMinor(product: PricingProduct): Minor {
  const loaded = new Map((product.children ?? []).map((c) => [c.productId, c]));
  let total = 0;
  for (const option of product.bundleOptions)
    for (const value of option.values) {
      if (!value.isDefault) continue;
      total += (selectionUnitMinor(option, value, loaded.get(value.productId)) ?? 0) * Math.max(0, value.defaultQty);
    }
  return total;
}

function readOptionId(metadata: BuyRequestChild["metadata"]): { id: number; free: boolean } | null {
  const free = metadata?.freeBundleOptionId;
  const raw = free ?? metadata?.bundleOptionId;
  const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  return typeof id === "number" && Number.isSafeInteger(id) ? { id, free: free !== undefined } : null;
}

/**
 * SPEC §5 bundle rules. Each child names its option (metadata.bundleOptionId, or
 * freeBundleOptionId for the included product). 'Invalid bundle child': no or unknown option, a
 * bad quantity, a quantity change the value does not allow, or the same selection twice.
 * 'Unknown bundle child': the product is not a value of that option or is not sold here.
 * 'Incorrect free product': the included option's child is not its product or not qty 1.
 * Every required option needs a child with qty > 0 ('Option {id} is required').
 */
export function priceBundleSelection(product: PricingProduct, requested: readonly BuyRequestChild[]): BundleResult {
  const loaded = new Map((product.children ?? []).map((c) => [c.productId, c]));
  const options = new Map(product.bundleOptions.map((o) => [o.id, o]));
  const children: PricedChild[] = [];
  const seen = new Set<string>();
  let selectedMinor = 0;
  for (const [i, child] of requested.entries()) {
    const field = `children.${i}`;
    const ref = readOptionId(child.metadata);
    const option = ref ? options.get(ref.id) : undefined;
    if (!ref || !option) return { ok: false, error: pricingError("invalid_bundle_child", field) };
    const isFreeOption = option.includedProductId !== null;
    if (ref.free && !isFreeOption) return { ok: false, error: pricingError("incorrect_free_product", field) };
    if (isFreeOption && (child.productId !== option.includedProductId || child.qty !== 1))
      return { ok: false, error: pricingError("incorrect_free_product", field) };
    const value = option.values.find((v) => v.productId === child.productId);
    const childProduct = loaded.get(child.productId);
    if (!value || !childProduct) return { ok: false, error: pricingError("unknown_bundle_child", field) };
    if (!isValidQty(child.qty) || (!value.canChangeQty && !isFreeOption && child.qty !== value.defaultQty))
      return { ok: false, error: pricingError("invalid_bundle_child", `${field}.qty`) };
    const key = `${option.id}:${child.productId}`;
    if (seen.has(key)) return { ok: false, error: pricingError("invalid_bundle_child", field) };
    seen.add(key);
    const unitMinor = selectionUnitMinor(option, value, childProduct);
    if (unitMinor === null) return { ok: false, error: pricingError("unknown_bundle_child", field) };
    children.push({
      productId: child.productId,
      bundleOptionId: option.id,
      qty: child.qty,
      unitMinor,
      free: isFreeOption,
      isDefault: value.isDefault,
    });
    selectedMinor += unitMinor * child.qty;
  }
  for (const option of product.bundleOptions) {
    if (option.isRequired && !children.some((c) => c.bundleOptionId === option.id && c.qty > 0))
      return { ok: false, error: optionRequired(option.id, `bundleOptions.${option.id}`) };
  }
  return { ok: true, children, selectedMinor, defaultsMinor: bundleDefaultsMinor(product) };
}

/** The buy-request children for a bundle's default selection (what `?b=` starts from). */
export function defaultBundleChildren(product: PricingProduct): BuyRequestChild[] {
  return product.bundleOptions.flatMap((option) =>
    option.values
      .filter((v) => v.isDefault || (option.includedProductId !== null && v.productId === option.includedProductId))
      .map((v) => ({
        productId: v.productId,
        qty: option.includedProductId !== null ? 1 : Math.max(1, v.defaultQty),
        metadata: option.includedProductId !== null ? { freeBundleOptionId: option.id } : { bundleOptionId: option.id },
      })),
  );
}
