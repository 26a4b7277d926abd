import { describe, expect, it } from "vitest";
import { codeAt, signedInStaff, signIn, staffClient, staffTestStore } from "./staff.testing.ts";

/**
 * Issue #17 item 2: the owner manages staff from the console — no shell needed to bring someone in,
 * change what they may do, let them go, or get them back in after a lost phone. Checked through
 * what the member notices: their setup link, their session, their sign-in.
 */
const ctx = staffTestStore(["owner"]);
const owner = () => ctx.staff.owner;
const tokenOf = (setupUrl: string) => setupUrl.split("/admin/setup/")[1] as string;
let invites = 0;
const newEmail = (role: string) => `${role}.invited.${process.pid}.${++invites}@staff.example.com`;

/** The owner invites; the invitee opens the link and sets a password (and a TOTP when `enrol`). */
async function invitedAndSetUp(role: string, enrol: boolean) {
  const email = newEmail(role);
  const invited = await owner().json("POST", "/svc_staff/staff", { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const member = staffClient(ctx.store, email, role as never, null);
  const token = tokenOf(invited.body.setupUrl as string);
  const info = await member.json("GET", `/svc_staff/setup/${token}`);
  const secret = info.body.totpSecret as string;
  const done = await member.json("POST", "/svc_staff/setup", {
    token,
    password: "correct horse battery",
    ...(enrol ? { code: codeAt(email, secret, ctx.clock.now()) } : {}),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  if (enrol) member.secret = secret;
  return { member, id: invited.body.member.id as number };
}

describe("the owner's staff screen", () => {
  it("invites a member: a one-time setup link for the role, listed as invited until used; an email only once", async () => {
    const email = newEmail("support");
    const invited = await owner().json("POST", "/svc_staff/staff", {
      email: ` ${email.toUpperCase()} `,
      role: "support",
    });
    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ email, role: "support", status: "invited", totp: false });
    const info = await staffClient(ctx.store, email, "support", null).json(
      "GET",
      `/svc_staff/setup/${tokenOf(invited.body.setupUrl)}`,
    );
    expect([info.status, info.body.role, info.body.totpRequired]).toEqual([200, "support", true]);

    const list = await owner().json("GET", "/svc_staff/staff");
    expect(list.body.members.find((m: { email: string }) => m.email === email)?.status).toBe("invited");
    expect(list.body.members.find((m: { email: string }) => m.email === owner().email)).toMatchObject({
      role: "owner",
      status: "active",
      totp: true,
    });

    const again = await owner().json("POST", "/svc_staff/staff", { email, role: "viewer" });
    expect([again.status, again.body.error.code]).toEqual([409, "staff_email_taken"]);
    const bad = await owner().json("POST", "/svc_staff/staff", { email: "not-an-email", role: "janitor" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(["email", "role"]);
  });

  it("a disabled member is signed out at once and cannot sign in; enabled, they can again", async () => {
    const { member, id } = await invitedAndSetUp("merchandiser", false);
    expect((await member.json("GET", "/svc_staff/me")).status).toBe(200);

    const disabled = await owner().json("POST", `/svc_staff/staff/${id}/disable`, {});
    expect(disabled.body.status).toBe("disabled");
    expect((await member.json("GET", "/svc_staff/me")).status).toBe(401);
    expect((await signIn(ctx.store, ctx.clock, member)).status).toBe(401);

    const enabled = await owner().json("POST", `/svc_staff/staff/${id}/enable`, {});
    expect(enabled.body.status).toBe("active");
    expect((await signIn(ctx.store, ctx.clock, member)).status).toBe(200);
    expect((await member.json("GET", "/svc_staff/me")).body.email).toBe(member.email);
  });

  it("a new setup link ends the old password, authenticator and sessions; the member sets up again", async () => {
    const member = await signedInStaff(ctx.store, ctx.clock, "support");
    const { id } = (await member.json("GET", "/svc_staff/me")).body as { id: number };
    const reset = await owner().json("POST", `/svc_staff/staff/${id}/reset`, {});
    expect(reset.status).toBe(200);
    expect(reset.body.member).toMatchObject({ status: "invited", totp: false });
    expect((await member.json("GET", "/svc_staff/me")).status).toBe(401);
    expect((await signIn(ctx.store, ctx.clock, member)).status).toBe(401);

    const token = tokenOf(reset.body.setupUrl);
    const info = await member.json("GET", `/svc_staff/setup/${token}`);
    expect(info.body.totpSecret).not.toBe(member.secret);
    member.secret = info.body.totpSecret;
    const done = await member.json("POST", "/svc_staff/setup", {
      token,
      password: "another horse battery",
      code: codeAt(member.email, member.secret as string, ctx.clock.now()),
    });
    expect(done.status).toBe(200);
    expect((await signIn(ctx.store, ctx.clock, member, { password: "another horse battery" })).status).toBe(200);
  });

  it("changes a role; a money role needs an enrolled authenticator first", async () => {
    const { member, id } = await invitedAndSetUp("viewer", false);
    const moved = await owner().json("PUT", `/svc_staff/staff/${id}/role`, { role: "merchandiser" });
    expect(moved.body.role).toBe("merchandiser");
    // The member's next request is the new role's.
    expect((await member.json("GET", "/svc_staff/me")).body.permissions).toContain("catalog.write");

    const money = await owner().json("PUT", `/svc_staff/staff/${id}/role`, { role: "support" });
    expect([money.status, money.body.error.code]).toEqual([409, "staff_totp_required"]);
    expect((await owner().json("GET", "/svc_staff/me")).status).toBe(200);

    const enrolled = await invitedAndSetUp("author", true);
    const support = await owner().json("PUT", `/svc_staff/staff/${enrolled.id}/role`, { role: "support" });
    expect([support.status, support.body.role]).toEqual([200, "support"]);
  });

  it("an owner cannot change their own role or access, and the store always keeps an active owner", async () => {
    const me = (await owner().json("GET", "/svc_staff/me")).body as { id: number; email: string };
    for (const [method, path, body] of [
      ["PUT", `/svc_staff/staff/${me.id}/role`, { role: "viewer" }],
      ["POST", `/svc_staff/staff/${me.id}/disable`, {}],
      ["POST", `/svc_staff/staff/${me.id}/reset`, {}],
    ] as const) {
      const res = await owner().json(method, path, body);
      expect([path, res.status, res.body.error.code]).toEqual([path, 409, "staff_self"]);
    }
    // Two owners demoting each other at once: the second, already demoted, must not take the last owner away.
    const other = await signedInStaff(ctx.store, ctx.clock, "owner");
    const otherId = (await other.json("GET", "/svc_staff/me")).body.id as number;
    const owners = (await owner().json("GET", "/svc_staff/staff")).body.members.filter(
      (m: { role: string; status: string }) => m.role === "owner" && m.status === "active",
    );
    for (const o of owners)
      if (o.id !== me.id && o.id !== otherId) await owner().json("POST", `/svc_staff/staff/${o.id}/disable`, {});
    expect((await owner().json("PUT", `/svc_staff/staff/${otherId}/role`, { role: "viewer" })).status).toBe(200);
    await expect(
      ctx.store.services.staff.members.setRole({ id: otherId, email: other.email, role: "owner" }, me.id, "viewer"),
    ).rejects.toMatchObject({ status: 409, code: "staff_last_owner" });
    await expect(
      ctx.store.services.staff.members.disable({ id: otherId, email: other.email, role: "owner" }, me.id),
    ).rejects.toMatchObject({ status: 409, code: "staff_last_owner" });
    expect((await owner().json("GET", "/svc_staff/me")).body.role).toBe("owner");
  });

  it("an unknown member is 404, a bad id 400", async () => {
    const unknown = await owner().json("POST", "/svc_staff/staff/99999/disable", {});
    expect(unknown.status).toBe(404);
    expect((await owner().json("PUT", "/svc_staff/staff/abc/role", { role: "viewer" })).status).toBe(400);
  });
});
