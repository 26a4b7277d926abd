import type { Bin, BinsResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const everywhere = () => seedData().products.filter((p) => p.visibility === 4 && p.sites === null);
/** Out of stock with a back-in-stock alert offered (SPEC §4 "bin"). */
const outOfStock = (n = 0) => {
  const p = everywhere().filter((x) => x.type === "simple" && x.inventory.qoh <= 0 && x.inventory.bin)[n];
  if (!p) throw new Error("no bin product");
  return p;
};
const child = () => {
  const p = seedData().products.find((x) => x.parentId !== null && x.sites === null);
  if (!p) throw new Error("no configurable child");
  return p;
};

async function customer(): Promise<{ browser: TestBrowser; email: string }> {
  const browser = testBrowser(store);
  const { email } = await registerCustomer(store, browser);
  return { browser, email };
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe("/svc_bin/bin", () => {
  it("subscribes, lists with product name, link and stock, and removes", async () => {
    const { browser, email } = await customer();
    const product = outOfStock();
    const created = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: product.id, email, parent_id: null },
    });
    expect(created.status).toBe(201);
    const bin = await json<Bin>(created);
    expect(bin).toMatchObject({ product_id: product.id, email, parent_id: null });
    expect(bin.product).toMatchObject({ name: product.name, stockStatus: "oos" });
    expect(created.headers.get("cache-control")).toBe("no-store");

    const listed = await json<BinsResponse>(await browser.request("/svc_bin/bin"));
    expect(listed.bins.map((b) => b.id)).toEqual([bin.id]);
    expect(listed.bins[0]?.product?.url).toMatch(/^\//);

    const removed = await browser.request(`/svc_bin/bin/${bin.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    expect((await json<BinsResponse>(await browser.request("/svc_bin/bin"))).bins).toEqual([]);
  });

  it("answers a second subscription to the same product with validation_error_already_subscribed", async () => {
    const { browser, email } = await customer();
    const body = { product_id: outOfStock(1).id, email };
    expect((await browser.request("/svc_bin/bin", { method: "POST", body })).status).toBe(201);
    const again = await browser.request("/svc_bin/bin", { method: "POST", body });
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.code).toBe("validation_error_already_subscribed");
    expect((await json<BinsResponse>(await browser.request("/svc_bin/bin"))).bins).toHaveLength(1);
  });

  it("keeps a configurable child's parent and links to the parent's page", async () => {
    const { browser, email } = await customer();
    const c = child();
    const res = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: c.id, email, parent_id: c.parentId },
    });
    expect(res.status).toBe(201);
    const bin = await json<Bin>(res);
    const parent = seedData().products.find((p) => p.id === c.parentId);
    expect(bin.parent_id).toBe(c.parentId);
    expect(bin.product?.url).toContain(parent?.urlKey);
    const wrongParent = await browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: outOfStock(2).id, email, parent_id: c.parentId },
    });
    expect(wrongParent.status).toBe(400);
    expect((await json<ErrorJson>(wrongParent)).error.details?.fields?.[0]?.field).toBe("parent_id");
  });

  it.each([
    ["product_id missing", { email: "a@example.com" }, "product_id"],
    ["product_id not a number", { product_id: "12", email: "a@example.com" }, "product_id"],
    ["product_id unknown", { product_id: 2_000_000_000, email: "a@example.com" }, "product_id"],
    ["email invalid", { product_id: 1, email: "nope" }, "email"],
    ["parent_id negative", { product_id: 1, email: "a@example.com", parent_id: -1 }, "parent_id"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const { browser } = await customer();
    const res = await browser.request("/svc_bin/bin", { method: "POST", body });
    expect(res.status).toBe(400);
    const error = (await json<ErrorJson>(res)).error;
    expect(error.code).toBe("validation_error");
    expect(error.details?.fields?.[0]?.field).toBe(field);
  });

  it("answers malformed JSON with 400 malformed_json", async () => {
    const { browser } = await customer();
    const res = await browser.request("/svc_bin/bin", { method: "POST", body: "{nope" });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).error.code).toBe("malformed_json");
  });

  it("answers guests 401 on every path", async () => {
    const guest = testBrowser(store);
    for (const [method, path, body] of [
      ["GET", "/svc_bin/bin"],
      ["POST", "/svc_bin/bin", { product_id: outOfStock().id, email: "g@example.com" }],
      ["DELETE", `/svc_bin/bin/${crypto.randomUUID()}`],
      ["GET", "/svc_bin/site/CAN/bin"],
    ] as const) {
      const res = await guest.request(path, { method, body });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
      expect((await json<ErrorJson>(res)).error).toMatchObject({
        code: "unauthorized",
        message: "Missing customer data",
      });
    }
  });

  it("answers a stranger's id on DELETE exactly as an unknown id, and keeps the alert", async () => {
    const owner = await customer();
    const res = await owner.browser.request("/svc_bin/bin", {
      method: "POST",
      body: { product_id: outOfStock().id, email: owner.email },
    });
    const bin = await json<Bin>(res);
    const stranger = await customer();
    const theirs = await stranger.browser.request(`/svc_bin/bin/${bin.id}`, { method: "DELETE" });
    const unknown = await stranger.browser.request(`/svc_bin/bin/${crypto.randomUUID()}`, { method: "DELETE" });
    const notAnId = await stranger.browser.request("/svc_bin/bin/12", { method: "DELETE" });
    expect(theirs.status).toBe(404);
    const body = await json<ErrorJson>(theirs);
    expect(body).toEqual(await json<ErrorJson>(unknown));
    expect(body).toEqual(await json<ErrorJson>(notAnId));
    expect((await json<BinsResponse>(await owner.browser.request("/svc_bin/bin"))).bins).toHaveLength(1);
  });
});
