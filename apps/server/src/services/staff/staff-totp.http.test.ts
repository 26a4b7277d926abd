import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../platform/secret-box.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, signedInStaff, signIn } from "./staff.testing.ts";

/**
 * Issue #17 item 1 follow-up: TOTP secrets are sealed at rest (AES-256-GCM, the server's key);
 * migration 0010's data step seals the plain ones an older version left, and sign-in keeps working.
 */
const clock = movableNow();
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
});
afterAll(() => store.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await store.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("TOTP secrets at rest", () => {
  it("a member's secret and its setup link's are stored sealed, never as the base32 the app shows", async () => {
    const member = await signedInStaff(store, clock, "owner");
    const [row] = await rows(
      sql`select m.totp_secret as member, t.totp_secret as link from staff_members m
          join staff_setup_tokens t on t.staff_id = m.id where m.email = ${member.email}`,
    );
    for (const stored of [row?.member, row?.link]) {
      expect(stored).toMatch(/^enc1:[\w-]+$/);
      expect(String(stored)).not.toContain(member.secret);
    }
    expect(store.services.staff.totpBox.open(String(row?.member))).toBe(member.secret);
  });

  it("the data step seals plain secrets left by an older version, once; their owners still sign in", async () => {
    const member = await signedInStaff(store, clock, "support");
    // As a version before 0010 stored it.
    await store.database.db.execute(
      sql`update staff_members set totp_secret = ${member.secret} where email = ${member.email}`,
    );
    expect(await store.services.staff.sealTotpSecrets()).toBe(1);
    expect(await store.services.staff.sealTotpSecrets()).toBe(0);
    const [row] = await rows(sql`select totp_secret from staff_members where email = ${member.email}`);
    expect(row?.totp_secret).toMatch(/^enc1:/);
    expect((await signIn(store, clock, member)).status).toBe(200);
    const wrong = await signIn(store, clock, member, { code: "000000" });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, "staff_invalid_credentials"]);
  });
});

describe("the secret box", () => {
  const key = Buffer.alloc(32, 7);
  const box = createSecretBox(key, "staff-totp-at-rest");
  it.each([
    ["another key", createSecretBox(Buffer.alloc(32, 8), "staff-totp-at-rest")],
    ["another purpose", createSecretBox(key, "something-else")],
  ])("a value sealed here does not open with %s", (_name, other) => {
    expect(() => other.open(box.seal("JBSWY3DPEHPK3PXP"))).toThrow();
  });
  it("an altered value does not open; a plain value is not taken for a sealed one", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    const flipped = sealed.slice(0, -2) + (sealed.endsWith("A") ? "B" : "A") + sealed.slice(-1);
    expect(() => box.open(flipped)).toThrow();
    expect(() => box.open("JBSWY3DPEHPK3PXP")).toThrow(/not sealed/);
  });
});
