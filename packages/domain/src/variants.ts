/**
 * A configurable product's variants (ADR 0058): which option-value combinations a new value of one
 * option needs, a suggested SKU for each, and which options are colours (their values may carry a
 * swatch). One home for the console's form and the server's check.
 */

export interface OptionShape {
  code: string;
  values: readonly { value: string }[];
}

/**
 * Every combination of the other options' values a new value of `code` needs a variant for (keyed by
 * option code, the new option left out): `[{}]` when the product varies on `code` only.
 */
export function combosFor(options: readonly OptionShape[], code: string): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const o of options) {
    if (o.code === code) continue;
    combos = combos.flatMap((c) => o.values.map((v) => ({ ...c, [o.code]: v.value })));
  }
  return combos;
}

/** One key per combination, in the options' order (compares a variant's values to a combination). */
export function comboKey(options: readonly OptionShape[], combo: Readonly<Record<string, string>>): string {
  return options.map((o) => combo[o.code] ?? "").join("\u0000");
}

/** A variant's suggested SKU: the parent's and its values, e.g. `TEE-RED-XL` (letters, digits, - only; ≤ 64). */
export function suggestVariantSku(parentSku: string, values: readonly string[]): string {
  const part = (s: string) =>
    s
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  return [parentSku, ...values.map(part)].filter(Boolean).join("-").slice(0, 64).replace(/-+$/, "");
}

/** A colour option (its values may carry a `#rrggbb` swatch): coded colour/color, or already swatched. */
export function isColourOption(option: { code: string; values: readonly { swatch?: string | null }[] }): boolean {
  return /^colou?r$/i.test(option.code) || option.values.some((v) => Boolean(v.swatch));
}
