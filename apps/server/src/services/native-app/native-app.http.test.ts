import type { AppExclusiveResponse, NotificationPreferencesResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function customer(): Promise<{ browser: TestBrowser; email: string }> {
  const browser = testBrowser(store);
  const { email } = await registerCustomer(store, browser);
  return { browser, email };
}

const PREFS = "/svc_app/notifications/preferences";

async function prefs(browser: TestBrowser, path = PREFS) {
  const res = await browser.request(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as NotificationPreferencesResponse).preferences;
}

describe("/svc_app/notifications/preferences", () => {
  it("answers every topic with its default for a new customer, privately", async () => {
    const { browser } = await customer();
    const res = await browser.request(PREFS);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as NotificationPreferencesResponse).preferences).toEqual([
      { topic: "order", push: true, email: true },
      { topic: "shipping", push: true, email: true },
      { topic: "backInStock", push: true, email: false },
      { topic: "rapidFire", push: true, email: false },
    ]);
  });

  it("stores the customer's choices and keeps them apart from another customer's", async () => {
    const a = await customer();
    const b = await customer();
    const put = await a.browser.request(PREFS, {
      method: "PUT",
      body: { preferences: [{ topic: "shipping", push: false, email: true }] },
    });
    expect(put.status).toBe(200);
    const mine = await prefs(a.browser);
    expect(mine.find((p) => p.topic === "shipping")).toEqual({ topic: "shipping", push: false, email: true });
    expect((await prefs(b.browser)).find((p) => p.topic === "shipping")).toEqual({
      topic: "shipping",
      push: true,
      email: true,
    });
    // Same answer again: a repeated write is the same state.
    await a.browser.request(PREFS, {
      method: "PUT",
      body: { preferences: [{ topic: "shipping", push: false, email: true }] },
    });
    expect(await prefs(a.browser)).toEqual(mine);
  });

  it("ties Rapid Fire e-mail to the rapidfire newsletter list, per site", async () => {
    const { browser, email } = await customer();
    const on = await browser.request(PREFS, {
      method: "PUT",
      body: { preferences: [{ topic: "rapidFire", push: false, email: true }] },
    });
    expect(on.status).toBe(200);
    const lists = await browser.request("/svc_ssr/newsletters/site/USA/subscriptions");
    expect(((await lists.json()) as { emailListIds: string[] }).emailListIds).toContain("rapidfire");
    // Leaving the list through the newsletter endpoint turns the switch off here too.
    const me = (await (await browser.request("/svc_customer/customer")).json()) as { customerId: number };
    await browser.request("/svc_ssr/newsletters/unsubscribe", {
      method: "POST",
      body: { userId: me.customerId, email, newsletters: ["rapidfire"] },
    });
    expect((await prefs(browser)).find((p) => p.topic === "rapidFire")).toEqual({
      topic: "rapidFire",
      push: false,
      email: false,
    });
    // Another site's list is another subscription.
    expect((await prefs(browser, `/svc_app/site/AUS${PREFS.slice("/svc_app".length)}`)).at(-1)?.email).toBe(false);
  });

  it("refuses bad input with 400 naming the field, and guests with 401", async () => {
    const { browser } = await customer();
    const bad = async (body: unknown) => {
      const res = await browser.request(PREFS, { method: "PUT", body: body as object });
      expect(res.status).toBe(400);
      return ((await res.json()) as ErrorJson).error;
    };
    expect((await bad({ preferences: [{ topic: "weather", push: true, email: true }] })).code).toBe("validation_error");
    const error = await bad({ preferences: [{ topic: "order", push: "yes", email: true }] });
    expect(JSON.stringify(error)).toContain("preferences.0.push");
    expect(
      (
        await bad({
          preferences: [
            { topic: "order", push: true, email: true },
            { topic: "order", push: false, email: true },
          ],
        })
      ).code,
    ).toBe("validation_error");
    expect((await bad({ preferences: [] })).code).toBe("validation_error");
    const malformed = await browser.request(PREFS, { method: "PUT", body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorJson).error.code).toBe("malformed_json");

    const guest = testBrowser(store);
    expect((await guest.request(PREFS)).status).toBe(401);
    expect((await guest.request(PREFS, { method: "PUT", body: { preferences: [] } })).status).toBe(401);
  });

  it("refuses a write from another site's page (CSRF)", async () => {
    const { browser } = await customer();
    const res = await browser.request(PREFS, {
      method: "PUT",
      body: { preferences: [{ topic: "order", push: false, email: false }] },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorJson).error.code).toBe("csrf_failed");
    expect((await prefs(browser))[0]).toEqual({ topic: "order", push: true, email: true });
  });
});

describe("/svc_app/exclusive/{productId}", () => {
  it("answers the demo drop and 404 for a product that is not one", async () => {
    const browser = testBrowser(store);
    const res = await browser.request("/svc_app/exclusive/1000");
    expect(res.status).toBe(200);
    expect((await res.json()) as AppExclusiveResponse).toMatchObject({ productId: 1000, endsAt: null, live: true });
    for (const id of ["1001", "0", "abc", "99999999999"]) {
      const miss = await browser.request(`/svc_app/exclusive/${id}`);
      expect(miss.status).toBe(404);
      expect(((await miss.json()) as ErrorJson).error.code).toBe("product_not_found");
    }
  });
});
