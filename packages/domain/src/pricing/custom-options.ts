import type { Minor } from "../money.ts";
import { readPrice } from "./amounts.ts";
import { optionRequired, type PricingError, pricingError } from "./errors.ts";
import type { PricedOption, PricingCustomOption } from "./types.ts";

/** The longest text an area option takes. */
export const MAX_OPTION_TEXT = 255;

export type OptionsResult = { ok: true; options: PricedOption[]; minor: Minor } | { ok: false; error: PricingError };

const ID = /^[1-9]\d{0,9}$/;
// Control characters other than tab and newline are refused in engraving/area text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value id as the browser may send it: a number or its decimal string. */
function readId(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === "string" && ID.test(value)) return Number(value);
  return null;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/**
 * SPEC §5 custom options: unknown ids → 'Invalid options selected'; a required option left empty
 * → 'Option {id} is required'; a value that is not one of the option's (or not text for area) is
 * refused. Each filled option adds its own price plus the chosen values' prices. Keys in
 * `consumed` (configurable attribute codes) were read elsewhere and are skipped.
 */
export function priceCustomOptions(
  catalog: readonly PricingCustomOption[],
  options: unknown,
  consumed: ReadonlySet<string> = new Set(),
): OptionsResult {
  if (options !== undefined && options !== null && !isPlainObject(options))
    return { ok: false, error: pricingError("invalid_options", "options") };
  const given = (options ?? {}) as Record<string, unknown>;
  const byId = new Map(catalog.map((o) => [String(o.id), o]));
  for (const key of Object.keys(given)) {
    if (consumed.has(key)) continue;
    if (!ID.test(key) || !byId.has(key)) return { ok: false, error: pricingError("invalid_options", `options.${key}`) };
  }
  const priced: PricedOption[] = [];
  let minor = 0;
  for (const option of catalog) {
    const field = `options.${option.id}`;
    const value = given[String(option.id)];
    if (isEmpty(value)) {
      if (option.isRequired) return { ok: false, error: optionRequired(option.id, field) };
      continue;
    }
    const read = readOptionValue(option, value);
    if (!read) return { ok: false, error: pricingError("invalid_option_value", field) };
    const valuePrices = read.valueIds.map((id) => readPrice(option.values.find((v) => v.id === id)?.price) ?? 0);
    const priceMinor = (readPrice(option.price) ?? 0) + valuePrices.reduce((a, b) => a + b, 0);
    priced.push({ optionId: option.id, ...read, priceMinor });
    minor += priceMinor;
  }
  return { ok: true, options: priced, minor };
}

function readOptionValue(option: PricingCustomOption, value: unknown): { valueIds: number[]; text?: string } | null {
  const known = (id: number | null): id is number => id !== null && option.values.some((v) => v.id === id);
  switch (option.type) {
    case "radio":
    case "drop_down": {
      const id = readId(value);
      return known(id) ? { valueIds: [id] } : null;
    }
    case "checkbox":
    case "multiple": {
      const list = Array.isArray(value) ? value : [value];
      const ids = list.map(readId);
      if (!ids.every(known) || new Set(ids).size !== ids.length) return null;
      return { valueIds: ids as number[] };
    }
    case "area": {
      if (typeof value !== "string") return null;
      const text = value.trim();
      if (text.length > MAX_OPTION_TEXT || CONTROL.test(text)) return null;
      return { valueIds: [], text };
    }
    default:
      return null;
  }
}
