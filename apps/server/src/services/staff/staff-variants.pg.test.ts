import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { addSize, listedTee } from "./staff-variants.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Option values (ADR 0058) on PostgreSQL, where two staff saves run on separate connections at once:
 * one adds its value and variants, the other gets 409 with the current version; nothing is doubled.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL option-values suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("option values on PostgreSQL", () => {
  const clock = movableNow();
  let store: TestStore;
  let merch: StaffClient;
  let owner: StaffClient;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres", now: clock.now });
    merch = await signedInStaff(store, clock, "merchandiser");
    owner = await signedInStaff(store, clock, "owner");
  }, 120_000);
  afterAll(() => store?.close());

  it("two staff add a value from the same version at once: one 201, the other 409 with the current version", async () => {
    const tee = await listedTee(merch, `PG${process.pid}`);
    const answers = await Promise.all([
      merch.json("POST", `/svc_staff/products/${tee.id}/option-values`, addSize(tee.product.version, tee.sku, "L")),
      owner.json("POST", `/svc_staff/products/${tee.id}/option-values`, addSize(tee.product.version, tee.sku, "XL")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.status === 201)?.body;
    const lost = answers.find((a) => a.status === 409)?.body;
    expect(lost?.error.code).toBe("version_conflict");
    expect(lost?.error.details.current.version).toBe(won?.product.version);
    const now = (await merch.json("GET", `/svc_staff/products/${tee.id}`)).body;
    expect(now.configurableAttributes[0].values).toHaveLength(3);
    expect(now.variants).toHaveLength(6);
  });
});
