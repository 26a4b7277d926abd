import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Categories, CMS and redirects on PostgreSQL, where two saves run on separate connections at once:
 * one wins, the other gets 409 (never a silent overwrite, never a 500), and the URL moves of a
 * category stay consistent.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL back-office content suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("back-office content on PostgreSQL", () => {
  const clock = movableNow();
  let store: TestStore;
  let merch: StaffClient;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres", now: clock.now });
    merch = await signedInStaff(store, clock, "merchandiser");
  }, 120_000);
  afterAll(() => store?.close());

  it("two saves of one category from the same version: one is saved, the other is 409 with it", async () => {
    const id = seedData().categories.find((c) => c.urlPath === "gear-apparel")?.id;
    const read = await merch.json("GET", `/svc_staff/categories/${id}`);
    const save = (key: string) =>
      merch.json("PUT", `/svc_staff/categories/${id}`, {
        version: read.body.version,
        copy: { de: { ...read.body.copy.de, urlKey: key } },
      });
    const answers = await Promise.all([save("ausruestung"), save("bekleidung")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.copy.de.urlKey;
    expect(answers.find((a) => a.status === 409)?.body.error.details.current.copy.de.urlKey).toBe(winner);
    const route = await (await store.app.request(`/svc_route/route?url=/${winner}`)).json();
    expect(route).toMatchObject({ entityType: "category", entityId: id });
  });

  it("two creates of one redirect at once: one 201, one 409", async () => {
    const create = () => merch.json("POST", "/svc_staff/redirects", { from: "/race", to: "/deals", type: 302 });
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
