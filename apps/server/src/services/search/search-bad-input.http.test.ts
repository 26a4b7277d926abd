import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { searchClient } from "./search.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { post, search } = searchClient(() => store);

async function errorOf(body: unknown) {
  const res = await post(body);
  const json = (await res.json()) as { error?: { code: string; details?: { fields?: { field: string }[] } } };
  return { status: res.status, code: json.error?.code, field: json.error?.details?.fields?.[0]?.field };
}

describe("search API: bad input is a 4xx, never a 5xx", () => {
  it.each<[string, unknown, string, string?]>([
    ["malformed JSON", '{"data": {', "malformed_json"],
    ["an empty body", "", "malformed_json"],
    ["a body without data", { query: {} }, "validation_error", "data"],
    ["data that is a list", { data: [] }, "validation_error", "data"],
    ["n_item above the cap", { data: { n_item: 201 } }, "validation_error", "data.n_item"],
    ["a negative n_item", { data: { n_item: -1 } }, "validation_error", "data.n_item"],
    ["a fractional n_item", { data: { n_item: 2.5 } }, "validation_error", "data.n_item"],
    ["a non-numeric n_item", { data: { n_item: "lots" } }, "validation_error", "data.n_item"],
    ["page_number 0", { data: { page_number: 0 } }, "validation_error", "data.page_number"],
    ["a negative page_number", { data: { page_number: -3 } }, "validation_error", "data.page_number"],
    ["a negative page_number as text", { data: { page_number: "-3" } }, "validation_error", "data.page_number"],
    ["a non-numeric page_number", { data: { page_number: "abc" } }, "validation_error", "data.page_number"],
    ["a page_number past the cap", { data: { page_number: 1e9 } }, "validation_error", "data.page_number"],
    [
      "a keyphrase that is a number",
      { data: { query: { keyphrase: 42 } } },
      "validation_error",
      "data.query.keyphrase",
    ],
    ["a filter that is not {value}", { data: { filter: { brand: "x" } } }, "validation_error", "data.filter.brand"],
    [
      "a filter value of the wrong type",
      { data: { filter: { brand: { value: [true] } } } },
      "validation_error",
      "data.filter.brand.value.0",
    ],
    [
      "a sort order that is not asc/desc",
      { data: { sort: { value: [{ name: "price", order: "up" }] } } },
      "validation_error",
    ],
    ["a widget id that is not a string", { data: { widget: { rfkid: 10 } } }, "validation_error", "data.widget.rfkid"],
    ["an unknown widget", { data: { widget: { rfkid: "rfkid_0" } } }, "unknown_widget"],
    ["the category widget without a uri", { data: { widget: { rfkid: "rfkid_10" } } }, "validation_error"],
    ["an over-long uri", { data: { context: { page: { uri: `/${"x".repeat(3000)}` } } } }, "validation_error"],
    ["too many skus", { data: { context: { page: { sku: Array(101).fill("A") } } } }, "validation_error"],
    [
      "a language we do not write",
      { data: { context: { locale: { language: "it-IT" } } } },
      "validation_error",
      "data.context.locale.language",
    ],
    [
      "a suggestion max that is not a number",
      { data: { suggestion: { keyphrase: { max: "5" } } } },
      "validation_error",
    ],
  ])("%s → 400", async (_name, body, code, field) => {
    const e = await errorOf(body);
    expect(e).toMatchObject({ status: 400, code });
    if (field) expect(e.field).toBe(field);
  });

  it("accepts numeric strings for n_item and page_number", async () => {
    const r = await search({ n_item: "5" as never, page_number: "2" as never });
    expect(r.content.product.value).toHaveLength(5);
    expect(r.page_number).toBe(2);
  });

  it("truncates an absurdly long keyphrase instead of failing", async () => {
    const long = `barbell ${"x".repeat(200_000)}`;
    const r = await search({ query: { keyphrase: { value: [long] } } });
    expect(r.query2id?.keyphrase.length).toBeLessThanOrEqual(100);
    const words = await search({ query: { keyphrase: Array(500).fill("bar bell").join(" ") } });
    expect(words.total_item).toBeGreaterThanOrEqual(0);
  });

  it("answers 413 for a body over the limit", async () => {
    const res = await post({ data: { query: { keyphrase: "x".repeat(2 * 1024 * 1024) } } });
    expect(res.status).toBe(413);
  });

  it("ignores unknown facets in filters and unknown sort names", async () => {
    const r = await search({
      filter: { nonsense: { value: ["x"] } },
      sort: { value: [{ name: "weird", order: "asc" }] },
    });
    expect(r.total_item).toBeGreaterThan(0);
  });

  it("never answers 5xx for arbitrary JSON", async () => {
    const leaf = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const json = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(tie("node"), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 12 }), tie("node"), { maxKeys: 5 }),
      ),
    })).node;
    const keys = fc.constantFrom(
      "n_item",
      "page_number",
      "content",
      "context",
      "widget",
      "facet",
      "filter",
      "query",
      "sort",
      "suggestion",
    );
    const data = fc.dictionary(keys, json, { maxKeys: 6 });
    await fc.assert(
      fc.asyncProperty(data, async (d) => {
        const res = await post({ data: d });
        expect(res.status, JSON.stringify(d)).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
