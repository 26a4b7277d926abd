import { describe, expect, it } from "vitest";
import { globalRegistry, type z } from "zod";
import * as contracts from "./index.ts";

/**
 * Issue 13 item 12, the class: every free-form field a client sends is bounded. Walks every
 * exported request schema of the contracts and lists each string without a maximum length, each
 * array without a maximum, and each object or record that accepts keys it does not name, unless
 * the schema is a bounded free-form value (freeForm() in bounded.ts: size, depth, keys, bytes).
 */
const REQUEST = /(Request|Query|In|Input|Patch|Submit|Change|Grant|Event|Tokens|Update|Metadata|Child|Code|Selection)$/;
/** Answers, not requests, despite their names. */
const NOT_REQUESTS = new Set(["SearchTokens"]);
const ALSO = new Set(["RateAddress", "RateItem", "LocalePrefix", "EmailField", "NameField", "PasswordField"]);

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const marks = (s: z.ZodType) =>
  (globalRegistry.get(s) ?? {}) as { freeForm?: boolean; boundedKeys?: boolean; truncated?: boolean };
/** A bounded free-form value (freeForm()), or a string cut to a length before use (`truncated`). */
const isBoundedFreeForm = (s: z.ZodType) => Boolean(marks(s).freeForm || marks(s).truncated);
/** A record or open object whose key count and size are checked (boundedRecord, openObject). */
const hasBoundedKeys = (s: z.ZodType) => Boolean(marks(s).boundedKeys);

function unbounded(schema: z.ZodType, path: string, seen: Set<unknown>, out: string[]): void {
  if (seen.has(schema) || isBoundedFreeForm(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, p: string) => unbounded(s as z.ZodType, p, seen, out);
  switch (def.type) {
    case "string":
      if ((schema as unknown as { maxLength: number | null }).maxLength === null)
        out.push(`${path}: string without max`);
      return;
    case "array":
      if (
        !def.checks ||
        !(def.checks as { _zod: { def: { check: string } } }[]).some((c) => c._zod.def.check === "max_length")
      )
        out.push(`${path}: array without max`);
      walk(def.element, `${path}[]`);
      return;
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`);
      if (def.catchall && defOf(def.catchall as z.ZodType).type !== "never") {
        if (!hasBoundedKeys(schema)) out.push(`${path}: accepts any other key without a bound on their number`);
        walk(def.catchall, `${path}.*`);
      }
      return;
    case "record":
      if (!hasBoundedKeys(schema)) out.push(`${path}: record without a bound on its keys`);
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      return;
    case "unknown":
    case "any":
      out.push(`${path}: unknown value`);
      return;
    case "union":
      for (const [i, option] of (def.options as unknown[]).entries()) walk(option, `${path}|${i}`);
      return;
    case "intersection":
      walk(def.left, path);
      walk(def.right, path);
      return;
    case "tuple":
      for (const [i, item] of (def.items as unknown[]).entries()) walk(item, `${path}[${i}]`);
      return;
    case "pipe":
      walk(def.in, path);
      return;
    case "lazy":
      walk((def.getter as () => unknown)(), path);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      walk(def.innerType, path);
      return;
    default:
      return;
  }
}

const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    (REQUEST.test(name) || ALSO.has(name)) &&
    !NOT_REQUESTS.has(name) &&
    typeof value === "object" &&
    value !== null &&
    "_zod" in value,
) as [string, z.ZodType][];

describe("request contracts: every free-form field is bounded", () => {
  it("finds the request schemas", () => {
    expect(requestSchemas.map(([n]) => n)).toEqual(
      expect.arrayContaining(["CreateListRequest", "PlaceOrderRequest", "SegmentsRequest", "AddressInput"]),
    );
  });

  it.each(requestSchemas)("%s", (name, schema) => {
    const out: string[] = [];
    unbounded(schema, name, new Set(), out);
    expect(out).toEqual([]);
  });
});
