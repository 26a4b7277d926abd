import { randomUUID } from "node:crypto";
import type { ZeusClaimResult, ZeusPartWire, ZeusProject } from "@ironworks/contracts";
import type { ZeusPlan } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { gym } from "./zeus.testing.ts";

/**
 * A guest's gyms kept on the device are all saved to the account at sign-in (issue #22 item 3):
 * several at once, a refused plan named and left out, claiming again answers the same projects.
 */
let testStore: TestStore;
const store = () => testStore;
beforeAll(async () => {
  testStore = await createTestStore();
});
afterAll(() => testStore.close());

async function json(b: TestBrowser, path: string, method = "GET", body?: unknown) {
  const res = await b.request(path, { method, body });
  return { status: res.status, body: (await res.json()) as Json };
}

async function shopper() {
  const b = testBrowser(store());
  await registerCustomer(store(), b);
  return b;
}

describe("claiming a guest's gyms at sign-in", () => {
  it("saves every valid gym from the device, names a refused one, and answers the same projects when claimed again", async () => {
    const guest = testBrowser(store());
    const parts = (await json(guest, "/svc_zeus/parts")).body.parts as ZeusPartWire[];
    const plan = gym(parts);
    const overlapping: ZeusPlan = {
      ...plan,
      items: [...plan.items, { ...(plan.items[0] as ZeusPlan["items"][0]), id: "twin" }],
    };
    const device = [
      { localId: randomUUID(), name: "Garage", plan },
      { localId: randomUUID(), name: "Basement", plan: { ...plan, items: plan.items.slice(0, 1) } },
      { localId: randomUUID(), name: "Barn", plan: { room: plan.room, items: [] } },
      { localId: randomUUID(), name: "Crowded", plan: overlapping },
    ];
    const refusedGuest = await json(guest, "/svc_zeus/projects/claim", "POST", { projects: device });
    expect(refusedGuest.status).toBe(401);

    const b = await shopper();
    const claim = await json(b, "/svc_zeus/projects/claim", "POST", { projects: device });
    expect(claim.status).toBe(200);
    const result = claim.body as ZeusClaimResult;
    expect(result.claimed.map((c) => c.localId)).toEqual(device.slice(0, 3).map((d) => d.localId));
    expect(result.refused).toMatchObject([{ localId: device[3]?.localId, problems: [{ code: "overlap" }] }]);

    const listed = (await json(b, "/svc_zeus/projects")).body.projects as ZeusProject[];
    expect(listed.map((p) => p.name).sort()).toEqual(["Barn", "Basement", "Garage"]);
    const garage = listed.find((p) => p.name === "Garage") as ZeusProject;
    expect(garage.plan).toEqual(plan);
    expect(garage.priced.lines.length).toBeGreaterThan(0);

    // The answer was lost and the device asks again: the same projects, no copies.
    const again = await json(b, "/svc_zeus/projects/claim", "POST", { projects: device.slice(0, 3) });
    expect((again.body as ZeusClaimResult).claimed).toEqual(result.claimed);
    expect(((await json(b, "/svc_zeus/projects")).body.projects as ZeusProject[]).length).toBe(3);

    // Someone else's device with the same id: their own new project; the first shopper's stays theirs.
    const other = await shopper();
    const theirs = await json(other, "/svc_zeus/projects/claim", "POST", { projects: device.slice(0, 1) });
    const projectId = (theirs.body as ZeusClaimResult).claimed[0]?.projectId;
    expect(projectId).toBeDefined();
    expect(projectId).not.toBe(device[0]?.localId);
    expect((await json(b, `/svc_zeus/projects/${device[0]?.localId}`)).body.name).toBe("Garage");
  });

  it("bad claims are 400 naming the field", async () => {
    const b = await shopper();
    const none = await json(b, "/svc_zeus/projects/claim", "POST", { projects: [] });
    expect(none.status).toBe(400);
    const badId = await json(b, "/svc_zeus/projects/claim", "POST", {
      projects: [
        { localId: "not-a-uuid", name: "x", plan: { room: { widthIn: 100, depthIn: 100, heightIn: 100 }, items: [] } },
      ],
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain("localId");
    const many = Array.from({ length: 21 }, () => ({
      localId: randomUUID(),
      name: "x",
      plan: { room: { widthIn: 100, depthIn: 100, heightIn: 100 }, items: [] },
    }));
    expect((await json(b, "/svc_zeus/projects/claim", "POST", { projects: many })).status).toBe(400);
  });
});
