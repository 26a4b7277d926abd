import { ITEM_METADATA_LIMITS, MAX_LINES_PER_LIST } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { LIST_CREATION_POLICY } from "./lists.service.ts";
import { giftcard, plentiful } from "./lists.testing.ts";

/**
 * Issue 13 item 12: an anonymous visitor (no cookie) cannot store megabytes through /svc_list.
 * Free-form item metadata is bounded (ITEM_METADATA_LIMITS), lines per list are capped, and list
 * creation is throttled per session and per client address.
 */
const PER_ADDRESS = 8;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ config: { listCreationsPerAddressPerHour: PER_ADDRESS } });
});
afterAll(async () => {
  await store?.close();
});

const nested = (depth: number): unknown => (depth <= 1 ? "x" : { a: nested(depth - 1) });
const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

async function create(browser: ReturnType<typeof testBrowser>, metadata: unknown, extra: Record<string, unknown> = {}) {
  const res = await browser.request("/svc_list/lists", {
    method: "POST",
    body: { type: "cart", items: [{ productId: plentiful().id, qty: 1, metadata, ...extra }] },
  });
  return { status: res.status, body: (await res.json()) as ErrorJson & Record<string, unknown> };
}

describe("/svc_list: free-form fields are bounded", () => {
  it.each<[string, unknown]>([
    ["1 MB of text", { note: "x".repeat(1_000_000) }],
    [
      "fields adding up past 4096 characters",
      Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`k${i}`, "y".repeat(300)])),
    ],
    ["more than 20 keys", keys(ITEM_METADATA_LIMITS.maxKeys + 1)],
    ["nesting deeper than 4 levels", { deep: nested(ITEM_METADATA_LIMITS.maxDepth) }],
    ["a list of 51 values", { list: Array.from({ length: 51 }, () => 1) }],
    ["a 65-character key", { ["k".repeat(65)]: 1 }],
  ])("refuses item metadata with %s: 400 naming the field, nothing stored", async (_name, metadata) => {
    const browser = testBrowser(store);
    const { status, body } = await create(browser, metadata);
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.details?.fields?.[0]?.field).toMatch(/^items\.0\.metadata/);
    const lists = (await (await browser.request("/svc_list/lists")).json()) as { lists: unknown[] };
    expect(lists.lists).toEqual([]);
  });

  it("refuses unbounded options and child metadata, and accepts ordinary metadata", async () => {
    const options = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`o${i}`, 1]));
    expect((await create(testBrowser(store), undefined, { options })).status).toBe(400);
    const card = giftcard();
    const ok = await testBrowser(store).request("/svc_list/lists", {
      method: "POST",
      body: {
        type: "cart",
        items: [
          {
            productId: card.id,
            qty: 1,
            metadata: { giftcard: { amount: card.amount, recipientEmail: "a@example.com", message: "m".repeat(500) } },
          },
        ],
      },
    });
    expect(ok.status).toBe(201);
  });

  it(`caps a list at ${MAX_LINES_PER_LIST} lines`, () => {
    // The cap itself is exercised in lists.http.test.ts (409 list_full); this pins the number.
    expect(MAX_LINES_PER_LIST).toBe(100);
  });
});

describe("/svc_list: list creation is throttled", () => {
  it(`per session: ${LIST_CREATION_POLICY.free} an hour, then 429 with Retry-After`, async () => {
    // One session, a new address per request: only the per-session count applies.
    let cookie: string | null = null;
    const statuses: number[] = [];
    for (let i = 0; i <= LIST_CREATION_POLICY.free; i++) {
      const browser = testBrowser(store, `10.60.${Math.floor(i / 250)}.${i % 250}`);
      browser.cookie = cookie;
      statuses.push((await browser.request("/svc_list/lists", { method: "POST", body: { type: "wishlist" } })).status);
      cookie = browser.cookie;
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("per address: new sessions (no cookie) from one address get 429 past the allowance; another address does not", async () => {
    const ip = "10.61.0.1";
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++)
      statuses.push(
        (await testBrowser(store, ip).request("/svc_list/lists", { method: "POST", body: { type: "wishlist" } }))
          .status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const refused = await testBrowser(store, ip).request("/svc_list/lists", { method: "POST", body: { type: "sfl" } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorJson).error.code).toBe("too_many_attempts");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(
      (await testBrowser(store, "10.61.0.2").request("/svc_list/lists", { method: "POST", body: { type: "sfl" } }))
        .status,
    ).toBe(201);
  });
});
