import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { createStaffEnrolment, StaffInputError } from "./staff.auth.ts";
import { codeAt, movableNow, signedInStaff, signIn, staffClient } from "./staff.testing.ts";

/** Issue #17 item 1: staff accounts, the setup link, TOTP, the iw_staff cookie, throttles, no default staff. */
const clock = movableNow();
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
});
afterAll(() => store.close());

const rows = async (query: string) =>
  ((await store.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("staff accounts", () => {
  it("the seeded store has no staff at all", async () => {
    expect(await rows("select count(*)::int as n from staff_members")).toEqual([{ n: 0 }]);
  });

  it("create gives a one-time setup link; the account has no password until it is used", async () => {
    const enrolment = createStaffEnrolment({
      db: store.database.db,
      publicBaseUrl: "https://shop.test",
      box: store.services.staff.totpBox,
      now: clock.now,
    });
    const { me, setupUrl } = await enrolment.create({
      email: " Ana@Staff.Example.com ",
      role: "support",
      by: "cli:ana",
    });
    expect(me).toMatchObject({ email: "ana@staff.example.com", role: "support" });
    expect(me.permissions).toContain("orders.refund");
    expect(setupUrl).toMatch(/^https:\/\/shop\.test\/admin\/setup\/[\w-]{40,}$/);
    expect(await rows(`select password_hash from staff_members where id = ${me.id}`)).toEqual([
      { password_hash: null },
    ]);
    await expect(enrolment.create({ email: "ana@staff.example.com", role: "viewer", by: "cli" })).rejects.toThrow(
      StaffInputError,
    );
    await expect(enrolment.create({ email: "bo@staff.example.com", role: "admin", by: "cli" })).rejects.toThrow(
      /Unknown role admin/,
    );
    const token = setupUrl.split("/admin/setup/")[1] as string;
    const client = staffClient(store, "ana@staff.example.com", "support", null);
    const info = await client.json("GET", `/svc_staff/setup/${token}`);
    expect(info.body).toMatchObject({ email: "ana@staff.example.com", role: "support", totpRequired: true });
    expect(info.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    // A money role cannot finish setup without enrolling the second factor, nor with a wrong code.
    const noCode = await client.json("POST", "/svc_staff/setup", { token, password: "correct horse battery" });
    expect([noCode.status, noCode.body.error.details.fields[0].field]).toEqual([400, "code"]);
    const wrong = await client.json("POST", "/svc_staff/setup", {
      token,
      password: "correct horse battery",
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    const short = await client.json("POST", "/svc_staff/setup", { token, password: "short", code: "123456" });
    expect([short.status, short.body.error.details.fields[0].field]).toEqual([400, "password"]);

    const code = codeAt(info.body.email, info.body.totpSecret, clock.now());
    const done = await client.request("POST", "/svc_staff/setup", { token, password: "correct horse battery", code });
    expect(done.status).toBe(200);
    const again = await client.json("POST", "/svc_staff/setup", { token, password: "another long one", code });
    expect([again.status, again.body.error.code]).toEqual([410, "staff_setup_invalid"]);
    expect((await client.json("GET", "/svc_staff/me")).body).toMatchObject({ email: "ana@staff.example.com" });
  });

  it("the cookie is iw_staff: HttpOnly, SameSite=Strict, Path=/, Secure only over https, rotated at sign-in", async () => {
    const member = await signedInStaff(store, clock, "support");
    const first = member.cookie;
    const res = await signIn(store, clock, member);
    expect(res.status).toBe(200);
    expect(member.cookie).not.toBe(first);
    // The token from before sign-in no longer opens anything.
    const stale = staffClient(store, member.email, "support", null);
    stale.cookie = first;
    expect((await stale.json("GET", "/svc_staff/me")).status).toBe(401);

    clock.advance(30_000);
    const raw = await member.request("POST", "/svc_staff/session", {
      email: member.email,
      password: "correct horse battery",
      code: codeAt(member.email, member.secret as string, clock.now()),
    });
    const cookie = raw.headers.getSetCookie().find((c) => c.startsWith("iw_staff=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(raw.headers.get("cache-control")).toBe("no-store");

    const https = await createTestStore({ now: clock.now, config: { publicBaseUrl: "https://shop.test" } });
    try {
      const secure = await signedInStaff(https, clock, "viewer");
      clock.advance(30_000);
      const r = await secure.request(
        "POST",
        "/svc_staff/session",
        {
          email: secure.email,
          password: "correct horse battery",
          code: codeAt(secure.email, secure.secret as string, clock.now()),
        },
        { origin: "https://shop.test" },
      );
      expect(r.headers.getSetCookie().find((c) => c.startsWith("iw_staff="))).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it("a money role needs the TOTP code; a wrong or reused code is refused like a wrong password", async () => {
    const member = await signedInStaff(store, clock, "owner");
    const noCode = await signIn(store, clock, member, { code: null });
    expect([noCode.status, noCode.body.error.code, noCode.body.error.details.codeRequired]).toEqual([
      401,
      "staff_invalid_credentials",
      true,
    ]);
    const wrongCode = await signIn(store, clock, member, { code: "123456" });
    expect(wrongCode.status).toBe(401);
    const wrongPassword = await signIn(store, clock, member, { password: "not the password" });
    expect([wrongPassword.status, wrongPassword.body.error.details?.codeRequired]).toEqual([401, undefined]);
    // A code works once: the same code again within its step is refused.
    clock.advance(30_000);
    const code = codeAt(member.email, member.secret as string, clock.now());
    const body = { email: member.email, password: "correct horse battery", code };
    const { solveCaptcha } = await import("../../testing/captcha.ts");
    const ok = await member.json("POST", "/svc_staff/session", body, {
      "x-captcha-token": await solveCaptcha(store, "login"),
    });
    expect(ok.status).toBe(200);
    const replay = await member.json("POST", "/svc_staff/session", body, {
      "x-captcha-token": await solveCaptcha(store, "login"),
    });
    expect(replay.status).toBe(401);
  });

  it("a session ends after 30 idle minutes, and at sign-out", async () => {
    const member = await signedInStaff(store, clock, "viewer");
    clock.advance(29 * 60_000);
    expect((await member.json("GET", "/svc_staff/me")).status).toBe(200);
    clock.advance(29 * 60_000); // active 29 minutes ago: still in
    expect((await member.json("GET", "/svc_staff/me")).status).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await member.json("GET", "/svc_staff/me");
    expect([idle.status, idle.body.error.code]).toEqual([401, "staff_unauthenticated"]);

    const other = await signedInStaff(store, clock, "viewer");
    expect((await other.request("DELETE", "/svc_staff/session")).status).toBe(204);
    expect(other.cookie).toBeNull();
    expect((await other.json("GET", "/svc_staff/me")).status).toBe(401);
  });

  it("wrong passwords are throttled per account (429); a bad captcha is 400", async () => {
    const member = await signedInStaff(store, clock, "merchandiser");
    for (let i = 0; i < 5; i++)
      expect((await signIn(store, clock, member, { password: `wrong-${i}` })).status).toBe(401);
    const res = await signIn(store, clock, member, { password: "wrong-again" });
    expect([res.status, res.body.error.code]).toEqual([429, "too_many_attempts"]);
    const forged = await member.json(
      "POST",
      "/svc_staff/session",
      { email: member.email, password: "correct horse battery" },
      { "x-captcha-token": "bm90LWEtdG9rZW4=" },
    );
    expect([forged.status, forged.body.error.code]).toEqual([400, "captcha_failed"]);
  });

  it("a staff write from another site's page is refused (CSRF)", async () => {
    const member = await signedInStaff(store, clock, "support");
    const res = await member.json("DELETE", "/svc_staff/session", undefined, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect([res.status, res.body.error.code]).toEqual([403, "csrf_failed"]);
  });

  it("the audit trail cannot be changed or deleted, even with SQL", async () => {
    expect((await rows("select count(*)::int as n from staff_audit"))[0]?.n).toBeGreaterThan(0);
    const refusal = (query: string) =>
      rows(query).then(
        () => "done",
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal("update staff_audit set action = 'x'")).toMatch(/append-only: UPDATE refused/);
    expect(await refusal("delete from staff_audit")).toMatch(/append-only: DELETE refused/);
    expect(await refusal("truncate staff_audit")).toMatch(/append-only: TRUNCATE refused/);
  });
});
