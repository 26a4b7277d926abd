import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "./customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

describe("PUT /svc_customer/customer/segments", () => {
  it("saves the customer's segments; the first is primary and the session reads them", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const res = await browser.request("/svc_customer/customer/segments", {
      method: "PUT",
      body: { segments: ["Military", "Coach", "Military"] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ segments: ["Military", "Coach"], primarySegment: "Military" });
    const me = (await (await browser.request("/svc_customer/customer")).json()) as { primarySegment: string };
    expect(me.primarySegment).toBe("Military");
  });

  it.each([
    ["segments missing", {}, "segments"],
    ["not a list", { segments: "Military" }, "segments"],
    ["an empty entry", { segments: ["Coach", " "] }, "segments.1"],
    ["too many", { segments: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "segments"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const res = await browser.request("/svc_customer/customer/segments", { method: "PUT", body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.details?.fields?.[0]?.field).toBe(field);
  });

  it("answers a guest 401 (guests keep segments in local storage)", async () => {
    const res = await testBrowser(store).request("/svc_customer/customer/segments", {
      method: "PUT",
      body: { segments: ["Coach"] },
    });
    expect(res.status).toBe(401);
  });
});
