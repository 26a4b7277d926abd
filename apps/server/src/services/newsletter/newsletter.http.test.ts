import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser, uniqueEmail } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function customer() {
  const browser = testBrowser(store);
  const { email, response } = await registerCustomer(store, browser);
  return { browser, email, userId: response.customer.customerId };
}

const post = (body: unknown) => ({ method: "POST", body }) as const;
const fieldOf = async (res: Response) => ((await res.json()) as ErrorJson).error.details?.fields?.[0]?.field;

describe("/svc_ssr/newsletters", () => {
  it("subscribes, lists and unsubscribes the customer's own address per site", async () => {
    const { browser, email, userId } = await customer();
    const sub = await browser.request(
      "/svc_ssr/newsletters/subscribe",
      post({ userId, email, newsletters: ["rapidfire", "newsletter", "invitationalTickets"] }),
    );
    expect(sub.status).toBe(200);
    expect(sub.headers.get("cache-control")).toBe("no-store");
    expect(await sub.json()).toEqual({
      success: true,
      emailListIds: ["newsletter", "rapidfire", "invitationalTickets"],
    });
    const list = await browser.request("/svc_ssr/newsletters/site/USA/subscriptions");
    expect(await list.json()).toEqual({ emailListIds: ["newsletter", "rapidfire", "invitationalTickets"] });
    // Per site: nothing on CAN yet (lower-case site codes accepted).
    expect(await (await browser.request("/svc_ssr/newsletters/site/can/subscriptions")).json()).toEqual({
      emailListIds: [],
    });
    const unsub = await browser.request(
      "/svc_ssr/newsletters/unsubscribe",
      post({ userId: String(userId), email: email.toUpperCase(), newsletters: ["rapidfire"] }),
    );
    expect(await unsub.json()).toEqual({ success: true, emailListIds: ["newsletter", "invitationalTickets"] });
  });

  it("refuses the invitational lists on sites that do not offer them, naming the entry", async () => {
    const { browser, email, userId } = await customer();
    const res = await browser.request(
      "/svc_ssr/site/GBR/newsletters/subscribe",
      post({ userId, email, newsletters: ["newsletter", "invitationalVendors"] }),
    );
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe("newsletters.1");
    const ok = await browser.request(
      "/svc_ssr/site/GBR/newsletters/subscribe",
      post({ userId, email, newsletters: ["newsletter"] }),
    );
    expect(ok.status).toBe(200);
    expect(await (await browser.request("/svc_ssr/newsletters/site/GBR/subscriptions")).json()).toEqual({
      emailListIds: ["newsletter"],
    });
  });

  it.each([
    ["email invalid", { userId: 1, email: "nope", newsletters: ["newsletter"] }, "email"],
    ["unknown list", { userId: 1, email: "a@example.com", newsletters: ["weekly"] }, "newsletters.0"],
    ["no list", { userId: 1, email: "a@example.com", newsletters: [] }, "newsletters"],
    ["userId missing", { email: "a@example.com", newsletters: ["newsletter"] }, "userId"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const { browser } = await customer();
    const res = await browser.request("/svc_ssr/newsletters/subscribe", post(body));
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe(field);
  });

  it("refuses changing someone else's address or id with 403", async () => {
    const { browser, email, userId } = await customer();
    const other = await browser.request(
      "/svc_ssr/newsletters/subscribe",
      post({ userId, email: uniqueEmail("other"), newsletters: ["newsletter"] }),
    );
    expect(other.status).toBe(403);
    const otherId = await browser.request(
      "/svc_ssr/newsletters/unsubscribe",
      post({ userId: userId + 1, email, newsletters: ["newsletter"] }),
    );
    expect(otherId.status).toBe(403);
  });

  it("answers guests 401 and an unknown site 404", async () => {
    const guest = testBrowser(store);
    for (const [path, body] of [
      ["/svc_ssr/newsletters/subscribe", { userId: 1, email: "a@example.com", newsletters: ["newsletter"] }],
      ["/svc_ssr/newsletters/unsubscribe", { userId: 1, email: "a@example.com", newsletters: ["newsletter"] }],
    ] as const) {
      const res = await guest.request(path, post(body));
      expect(res.status).toBe(401);
    }
    expect((await guest.request("/svc_ssr/newsletters/site/USA/subscriptions")).status).toBe(401);
    const { browser } = await customer();
    expect((await browser.request("/svc_ssr/newsletters/site/XYZ/subscriptions")).status).toBe(404);
  });
});

describe("/svc_ssr/submit/iterable (the signup form)", () => {
  it("signs a guest's address up, and the customer with that address sees it", async () => {
    const { browser, email } = await customer();
    const guest = testBrowser(store);
    const res = await guest.request("/svc_ssr/submit/iterable", post({ email, emailListIds: ["rapidfire"] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await (await browser.request("/svc_ssr/newsletters/site/USA/subscriptions")).json()).toEqual({
      emailListIds: ["rapidfire"],
    });
  });

  it.each([
    ["email missing", { emailListIds: ["newsletter"] }, "email"],
    ["email invalid", { email: "x@", emailListIds: ["newsletter"] }, "email"],
    ["no list", { email: "a@example.com", emailListIds: [] }, "emailListIds"],
    ["not a list", { email: "a@example.com", emailListIds: "newsletter" }, "emailListIds"],
  ])("400 naming the field: %s", async (_name, body, field) => {
    const res = await testBrowser(store).request("/svc_ssr/submit/iterable", post(body));
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe(field);
  });

  it("refuses an invitational list on AUS naming emailListIds.0", async () => {
    const res = await testBrowser(store).request(
      "/svc_ssr/site/AUS/submit/iterable",
      post({ email: uniqueEmail(), emailListIds: ["invitationalNewsUpdates"] }),
    );
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toBe("emailListIds.0");
  });

  it("throttles one address after 20 signups an hour (429 with Retry-After)", async () => {
    const guest = testBrowser(store);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await guest.request(
        "/svc_ssr/submit/iterable",
        post({ email: uniqueEmail(), emailListIds: ["newsletter"] }),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("leaves the other /svc_ssr answers' caching alone", async () => {
    const res = await testBrowser(store).request("/svc_ssr/countries");
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });
});
