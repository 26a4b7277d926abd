import type { Program, ProgramsResponse } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const program = () => {
  const p = seedData().products.find(
    (x) => x.type === "virtual" && x.attributes.subscription_interval && x.visibility === 4 && x.sites === null,
  );
  if (!p) throw new Error("no program product");
  return p;
};

async function customer() {
  const browser = testBrowser(store);
  const { response } = await registerCustomer(store, browser);
  return { browser, customerId: response.customer.customerId };
}

describe("/svc_programming/programs", () => {
  it("lists the customer's programs and one program by id", async () => {
    const { browser, customerId } = await customer();
    expect(await (await browser.request("/svc_programming/programs")).json()).toEqual({ programs: [] });
    const granted = await store.services.programming.grant(
      customerId,
      { productId: program().id, orderId: "100000777" },
      SITES.USA,
    );
    const list = (await (await browser.request("/svc_programming/programs")).json()) as ProgramsResponse;
    expect(list.programs).toMatchObject([
      {
        _id: granted._id,
        productId: program().id,
        orderId: "100000777",
        name: program().name,
        subscription_interval: "month",
      },
    ]);
    const one = await browser.request(`/svc_programming/programs/${granted._id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe("no-store");
    expect(((await one.json()) as Program).url).toMatch(/^\//);
  });

  it("grants a program once per customer (programs max 1) and refuses products that are not programs", async () => {
    const { customerId } = await customer();
    const a = await store.services.programming.grant(customerId, { productId: program().id }, SITES.USA);
    const b = await store.services.programming.grant(customerId, { productId: program().id }, SITES.USA);
    expect(b._id).toBe(a._id);
    const notProgram = seedData().products.find((p) => p.type === "simple" && p.sites === null);
    await expect(
      store.services.programming.grant(customerId, { productId: notProgram?.id ?? 1 }, SITES.USA),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("answers a stranger's program id exactly as an unknown id", async () => {
    const owner = await customer();
    const granted = await store.services.programming.grant(owner.customerId, { productId: program().id }, SITES.USA);
    const stranger = await customer();
    const theirs = await stranger.browser.request(`/svc_programming/programs/${granted._id}`);
    const unknown = await stranger.browser.request(`/svc_programming/programs/${crypto.randomUUID()}`);
    const junk = await stranger.browser.request("/svc_programming/programs/not-an-id");
    expect([theirs.status, unknown.status, junk.status]).toEqual([404, 404, 404]);
    const body = (await theirs.json()) as ErrorJson;
    expect(body.error.code).toBe("program_not_found");
    expect(await unknown.json()).toEqual(body);
    expect(await junk.json()).toEqual(body);
  });

  it("answers guests 401", async () => {
    const guest = testBrowser(store);
    for (const path of ["/svc_programming/programs", `/svc_programming/programs/${crypto.randomUUID()}`]) {
      const res = await guest.request(path);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorJson).error.code).toBe("unauthorized");
    }
  });
});
