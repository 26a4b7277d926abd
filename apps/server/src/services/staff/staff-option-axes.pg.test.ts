import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { listedTee } from "./staff-variants.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Whole options (ADR 0063) on PostgreSQL, where two staff saves run on separate connections at once: both
 * add the option "grip" from the same version; one gets 201, the other 409 (the parent lock, then the
 * version), and every variant holds the option's value once.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL option-axes suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("whole options on PostgreSQL", () => {
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

  it("two staff add the same option from the same version at once: one 201, the other 409", async () => {
    const tee = await listedTee(merch, `PGAX${process.pid}`);
    const body = (value: string) => ({
      version: tee.product.version,
      code: "grip",
      label: "Grip",
      value,
      valueLabel: value,
    });
    const answers = await Promise.all([
      merch.json("POST", `/svc_staff/products/${tee.id}/options`, body("standard")),
      owner.json("POST", `/svc_staff/products/${tee.id}/options`, body("thick")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.status === 201)?.body;
    const lost = answers.find((a) => a.status === 409)?.body;
    expect(["version_conflict", "option_exists"]).toContain(lost?.error.code);
    const now = (await merch.json("GET", `/svc_staff/products/${tee.id}`)).body;
    expect(now.version).toBe(won?.product.version);
    const grips = now.configurableAttributes.filter((o: { code: string }) => o.code === "grip");
    expect(grips).toHaveLength(1);
    expect(grips[0].values).toHaveLength(1);
    expect(
      now.variants.every((v: { options: Record<string, string> }) => v.options.grip === grips[0].values[0].value),
    ).toBe(true);
  });
});
