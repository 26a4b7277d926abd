import { z } from "zod";

/**
 * Free-form values a client may send (item metadata the store keeps and echoes, analytics
 * payloads, gateway fields): any JSON, but bounded in size, depth, keys, string and array
 * length, so an anonymous request cannot store a megabyte (issue 13 item 12). Schemas built here
 * carry a registry mark (`freeForm` / `boundedKeys`) that the contracts' bounds test
 * (bounds.test.ts) recognises as bounded.
 */
export interface FreeFormLimits {
  /** JSON.stringify length of the whole value. */
  maxChars: number;
  /** Nesting: 1 is a scalar, 2 an object of scalars… */
  maxDepth: number;
  /** Keys per object (at any level). */
  maxKeys: number;
  maxKeyLength: number;
  maxString: number;
  maxArray: number;
}

/** Item metadata (cart lines, wishlists, registries): 4 KB serialized per item, 4 levels deep. */
export const ITEM_METADATA_LIMITS: FreeFormLimits = {
  maxChars: 4096,
  maxDepth: 4,
  maxKeys: 20,
  maxKeyLength: 64,
  maxString: 2000,
  maxArray: 50,
};

/** The first way `value` exceeds `limits`, or null when it is within them (JSON values only). */
export function freeFormProblem(value: unknown, limits: FreeFormLimits, depth = 1): string | null {
  if (depth > limits.maxDepth) return `is nested deeper than ${limits.maxDepth} levels`;
  if (value === null || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : "must be a finite number";
  if (typeof value === "string")
    return value.length > limits.maxString ? `has a text longer than ${limits.maxString} characters` : null;
  if (Array.isArray(value)) {
    if (value.length > limits.maxArray) return `has a list longer than ${limits.maxArray}`;
    for (const v of value) {
      const p = freeFormProblem(v, limits, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > limits.maxKeys) return `has more than ${limits.maxKeys} keys`;
    for (const [k, v] of entries) {
      if (k.length > limits.maxKeyLength) return `has a key longer than ${limits.maxKeyLength} characters`;
      const p = freeFormProblem(v, limits, depth + 1);
      if (p) return p;
    }
    return null;
  }
  return "must be JSON";
}

const tooLarge = (value: unknown, limits: FreeFormLimits) =>
  (JSON.stringify(value) ?? "").length > limits.maxChars ? `is larger than ${limits.maxChars} characters` : null;

/** Any JSON value within `limits` (depth counted from where it sits: `depth` levels above it). */
export function freeForm(limits: FreeFormLimits = ITEM_METADATA_LIMITS, depth = 1) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = freeFormProblem(value, limits, depth) ?? tooLarge(value, limits);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ freeForm: true });
}

/**
 * An object with known fields that keeps other keys (free-form, within `limits`), bounded as a
 * whole: at most `maxKeys` keys and `maxChars` serialized.
 */
export function openObject<T extends z.ZodRawShape>(shape: T, limits: FreeFormLimits = ITEM_METADATA_LIMITS) {
  return z
    .object(shape)
    .catchall(freeForm(limits, 2))
    .superRefine((value, ctx) => {
      const keys = Object.keys(value);
      const problem =
        keys.length > limits.maxKeys
          ? `has more than ${limits.maxKeys} keys`
          : keys.some((k) => k.length > limits.maxKeyLength)
            ? `has a key longer than ${limits.maxKeyLength} characters`
            : tooLarge(value, limits);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ boundedKeys: true });
}

/** A record with at most `maxKeys` keys (its key and value schemas bound the rest). */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(key: K, value: V, maxKeys: number) {
  return z
    .record(key, value)
    .refine((r) => Object.keys(r).length <= maxKeys, `has more than ${maxKeys} keys`)
    .meta({ boundedKeys: true });
}
