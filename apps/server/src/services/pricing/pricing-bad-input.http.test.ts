import { defaultBundleChildren } from "@ironworks/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { byName, bySku, configurable, plain, pricingClient, seed, usd } from "./pricing.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { post, priced, refused, complete } = pricingClient(() => store);

describe("POST /svc_content/catalog/price: bad input is a 4xx, never a 5xx", () => {
  const p = () => plain().id;
  const valid = () => ({ productId: p(), qty: 1 });

  it.each<[string, () => unknown, number, string, string?]>([
    ["malformed JSON", () => '{"items": [', 400, "malformed_json"],
    ["an empty body", () => "", 400, "malformed_json"],
    ["a body that is a list", () => [valid()], 400, "validation_error"],
    ["no items", () => ({ items: [] }), 400, "validation_error", "items"],
    ["items that are not a list", () => ({ items: "all" }), 400, "validation_error", "items"],
    ["more than 100 items", () => ({ items: Array.from({ length: 101 }, valid) }), 400, "validation_error", "items"],
    ["a negative qty", () => ({ items: [{ ...valid(), qty: -1 }] }), 400, "validation_error", "items.0.qty"],
    ["a zero qty", () => ({ items: [{ ...valid(), qty: 0 }] }), 400, "validation_error", "items.0.qty"],
    ["a fractional qty", () => ({ items: [{ ...valid(), qty: 1.5 }] }), 400, "validation_error", "items.0.qty"],
    ["a huge qty", () => ({ items: [{ ...valid(), qty: 1e9 }] }), 400, "validation_error", "items.0.qty"],
    ["a string qty", () => ({ items: [{ ...valid(), qty: "2" }] }), 400, "validation_error", "items.0.qty"],
    [
      "a string productId",
      () => ({ items: [{ productId: "abc", qty: 1 }] }),
      400,
      "validation_error",
      "items.0.productId",
    ],
    [
      "an object as an option value",
      () => ({ items: [{ ...valid(), options: { "1": { id: 11 } } }] }),
      400,
      "validation_error",
      "items.0.options.1",
    ],
    ["a string groupId", () => ({ items: [valid()], groupId: "2" }), 400, "validation_error", "groupId"],
    [
      "a gift amount that is an object",
      () => ({ items: [{ ...valid(), metadata: { giftcard: { amount: {} } } }] }),
      400,
      "validation_error",
      "items.0.metadata.giftcard.amount",
    ],
    [
      "a negative child qty",
      () => ({ items: [{ ...valid(), children: [{ productId: 1, qty: -1 }] }] }),
      400,
      "validation_error",
      "items.0.children.0.qty",
    ],
  ])("%s", async (_label, body, status, code, field) => {
    const error = await refused(body(), status);
    expect(error.code).toBe(code);
    if (field) expect(error.details?.fields?.[0]?.field).toBe(field);
  });

  const bar = () => byName("Ironworks Custom Foundry Bar").id;
  const eCard = () => byName("Ironworks E-Gift Card").id;
  const openCard = () => byName("Ironworks Gift Card - Any Amount").id;
  const grouped = () => (seed().find((x) => x.type === "grouped") ?? { id: 0 }).id;
  const to = { recipientEmail: "sam@example.com" };

  it.each<[string, () => unknown, string]>([
    ["an unknown product id", () => ({ productId: 99_999_999, qty: 1 }), "Trying to get price for not loaded product"],
    ["a grouped product", () => ({ productId: grouped(), qty: 1 }), "Invalid cart item"],
    [
      "an unknown option id",
      () => ({ productId: bar(), qty: 1, options: { "1": 11, "2": 21, "99": 1 } }),
      "Invalid options selected",
    ],
    ["a missing required option", () => ({ productId: bar(), qty: 1, options: { "2": 21 } }), "Option 1 is required"],
    [
      "a text where a value id belongs",
      () => ({ productId: bar(), qty: 1, options: { "1": "red", "2": 21 } }),
      "Invalid options selected",
    ],
    [
      "a gift amount not in the list",
      () => ({ productId: eCard(), qty: 1, metadata: { giftcard: { ...to, amount: 30 } } }),
      "Invalid giftcard amount",
    ],
    [
      "a custom gift amount without open amounts",
      () => ({ productId: eCard(), qty: 1, metadata: { giftcard: { ...to, customAmount: 30 } } }),
      "Invalid giftcard amount",
    ],
    [
      "an open gift amount above max",
      () => ({ productId: openCard(), qty: 1, metadata: { giftcard: { ...to, customAmount: 1000.01 } } }),
      "Invalid giftcard amount",
    ],
    [
      "an open gift amount below min",
      () => ({ productId: openCard(), qty: 1, metadata: { giftcard: { ...to, customAmount: 9 } } }),
      "Invalid giftcard amount",
    ],
    [
      "a bad recipient email",
      () => ({ productId: eCard(), qty: 1, metadata: { giftcard: { amount: 50, recipientEmail: "sam@" } } }),
      "Invalid email address",
    ],
    ["a gift card without metadata", () => ({ productId: eCard(), qty: 1 }), "Invalid giftcard item"],
    ["2 of an MMV sku", () => ({ productId: bySku("MMV001").id, qty: 2 }), "The maximum quantity is 1."],
  ])("%s → 422 with the spec's message", async (_label, item, message) => {
    const error = await refused({ items: [valid(), item()] }, 422);
    expect(error).toMatchObject({ code: "pricing_error", message, details: { index: 1, error: { message } } });
    const items = error.details?.items as unknown[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ productId: p() });
    expect(items[1]).toMatchObject({ error: { message } });
  });

  it("answers 200 with per-line errors when asked for a partial quote", async () => {
    const body = await priced({ items: [valid(), { productId: 99_999_999, qty: 1 }], partial: true });
    expect(body.items[1]).toEqual({
      error: { code: "product_not_loaded", message: "Trying to get price for not loaded product" },
    });
    expect(body.subtotal).toBe(usd(p()) / 100);
  });

  it("refuses bundle rule breaks with the spec's messages", async () => {
    const bundle = await complete(byName("Ironworks Garage Gym Package - Starter").id);
    const defaults = defaultBundleChildren(bundle);
    const free = defaults.find((c) => c.metadata?.freeBundleOptionId !== undefined);
    if (!free) throw new Error("no free product");
    const cases: [unknown[], string][] = [
      [defaults.map((c) => (c === free ? { ...c, qty: 2 } : c)), "Incorrect free product"],
      [defaults.map((c) => (c === free ? { ...c, productId: plain().id } : c)), "Incorrect free product"],
      [
        [
          ...defaults,
          { productId: plain().id, qty: 1, metadata: { bundleOptionId: defaults[0]?.metadata?.bundleOptionId } },
        ],
        "Unknown bundle child",
      ],
      [[...defaults, { productId: plain().id, qty: 1, metadata: { bundleOptionId: 999_999 } }], "Invalid bundle child"],
      [defaults.filter((c) => c !== defaults[0]), `Option ${defaults[0]?.metadata?.bundleOptionId} is required`],
    ];
    for (const [children, message] of cases) {
      const error = await refused({ items: [{ productId: bundle.productId, qty: 1, children }] }, 422);
      expect(error.message).toBe(message);
    }
  });

  it("refuses configurable rule breaks with the spec's messages", async () => {
    const parent = configurable();
    expect((await refused({ items: [{ productId: parent.id, qty: 1 }] }, 422)).message).toBe(
      "Invalid configurable product",
    );
    const foreign = { productId: parent.id, qty: 1, children: [{ productId: plain().id, qty: 1 }] };
    expect((await refused({ items: [foreign] }, 422)).message).toBe("Unknown configurable child");
  });
});

describe("POST /svc_content/catalog/price: fuzzed bodies", () => {
  it("answers every body with a 2xx or a 4xx and the DESIGN §5 error shape", async () => {
    const ids = [
      plain().id,
      byName("Ironworks Custom Foundry Bar").id,
      byName("Ironworks Gift Card - Any Amount").id,
      1,
      99_999_999,
    ];
    const item = fc.record(
      {
        productId: fc.oneof(fc.constantFrom(...ids), fc.anything()),
        qty: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double(), fc.anything()),
        options: fc.dictionary(fc.constantFrom("1", "2", "3", "4", "color", "x"), fc.jsonValue()),
        children: fc.array(fc.record({ productId: fc.integer(), qty: fc.integer(), metadata: fc.jsonValue() }), {
          maxLength: 3,
        }),
        metadata: fc.record({
          giftcard: fc.dictionary(
            fc.constantFrom("amount", "customAmount", "recipientEmail", "delivery"),
            fc.jsonValue(),
          ),
        }),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ items: fc.array(item, { maxLength: 4 }), groupId: fc.anything() }, { requiredKeys: ["items"] }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await post(JSON.stringify(b) ?? "null");
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as Record<string, unknown>;
        if (res.status >= 400) expect(json).toHaveProperty("error.code");
      }),
      { numRuns: 150 },
    );
  });
});
