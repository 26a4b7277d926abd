import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries from the zod wire contracts (packages/contracts): values shaped like what a
 * client sends, plus mutations of them (the fuzz in app.fuzz.test.ts). The generator covers the
 * zod kinds the contracts use; anything else becomes an arbitrary JSON value. Values aim near the
 * contract, not always inside it: a regex or refinement the generator cannot satisfy is a 400, which
 * the fuzz accepts — what it never accepts is a 5xx.
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const s = schema as unknown as Record<string, unknown>;
  if (depth > 8) return fc.constant(null);
  switch (def.type) {
    case "string": {
      if (s.format === "email") return fc.emailAddress();
      if (s.format === "uuid" || s.format === "guid") return fc.uuid();
      const min = typeof s.minLength === "number" ? s.minLength : 0;
      const max = typeof s.maxLength === "number" ? Math.min(s.maxLength, min + 40) : min + 20;
      return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.stringMatching(/^[A-Za-z0-9 ._@-]{1,24}$/));
    }
    case "number": {
      const min = typeof s.minValue === "number" && Number.isFinite(s.minValue) ? s.minValue : -1e6;
      const max = typeof s.maxValue === "number" && Number.isFinite(s.maxValue) ? s.maxValue : 1e6;
      const lo = Math.max(min, -1e9);
      const hi = Math.min(max, 1e9);
      if (s.isInt) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
      return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
      return fc.option(arbitraryFor(def.innerType as z.ZodType, depth), { nil: undefined });
    case "nullable":
      return fc.option(arbitraryFor(def.innerType as z.ZodType, depth), { nil: null });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.option(arbitraryFor(def.innerType as z.ZodType, depth), { nil: undefined });
    case "pipe":
      // A transform's input is what travels on the wire.
      return defOf(def.in).type === "transform"
        ? fc.jsonValue({ maxDepth: 2 })
        : arbitraryFor(def.in as z.ZodType, depth);
    case "lazy":
      return arbitraryFor((def.getter as () => z.ZodType)(), depth + 1);
    case "array": {
      const max = typeof s.maxLength === "number" ? Math.min(s.maxLength as number, 4) : 4;
      return fc.array(arbitraryFor(def.element as z.ZodType, depth + 1), { maxLength: max });
    }
    case "tuple":
      return fc.tuple(...(def.items as z.ZodType[]).map((i) => arbitraryFor(i, depth + 1)));
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryFor(o, depth + 1)));
    case "intersection":
      return arbitraryFor(def.left as z.ZodType, depth + 1);
    case "record":
      return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryFor(def.valueType as z.ZodType, depth + 1), {
        maxKeys: 3,
      });
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = arbitraryFor(field, depth + 1);
      return fc.record(fields).map((o) => {
        // fc.record writes `undefined` for optional fields; JSON drops them, so does this.
        for (const key of Object.keys(o)) if (o[key] === undefined) delete o[key];
        return o;
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A stand-in for a value nested `levels` deep ({"a":{"a":…}} or [[…]]): the test's own JSON.stringify
 * would overflow on the real thing, so toJson() writes the nesting as text.
 */
export function deeplyNested(levels: number, kind: "object" | "array" = "object"): unknown {
  return { __nested__: levels, kind };
}

/** JSON.stringify, with deeplyNested() stand-ins written out in full. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.replace(/\{"__nested__":(\d+),"kind":"(object|array)"\}/g, (_m, n: string, kind: string) =>
    kind === "object"
      ? `${'{"a":'.repeat(Number(n))}"leaf"${"}".repeat(Number(n))}`
      : `${"[".repeat(Number(n))}"leaf"${"]".repeat(Number(n))}`,
  );
}

/** Values that have broken servers: text PostgreSQL cannot store, UTF-16 halves, depth, size, type confusion. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "BB\u0000",
    "\u0000",
    "\ud800",
    "a\udc00b",
    "\udfff\ud800",
    "",
    " ",
    "%00",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "9".repeat(400),
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    -1,
    0.1 + 0.2,
    -0,
    null,
    true,
    [],
    {},
    [null],
    { "": null },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.constant(null).map(() => deeplyNested(5000)),
  fc.constant(null).map(() => deeplyNested(40, "array")),
  fc.constant(null).map(() => "x".repeat(70_000)),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) }),
  fc.integer(),
  fc.double(),
);

/** Replaces one place (leaf, field, element or the whole value) of `value`, picked by `pick`, with `bad`. */
export function mutateAt(value: unknown, pick: number, bad: unknown): unknown {
  const places: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 20 || v === null || typeof v !== "object") return;
    for (const [key, child] of Object.entries(v)) {
      places.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(key) : key });
      walk(child, depth + 1);
    }
  };
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  walk(copy, 0);
  if (places.length === 0 || pick % (places.length + 1) === places.length) return bad;
  const place = places[pick % (places.length + 1)];
  if (place) (place.parent as Record<string | number, unknown>)[place.key] = bad;
  return copy;
}
