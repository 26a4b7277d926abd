import { beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../testing/captcha.ts";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { staffTestStore } from "./staff.testing.ts";

/**
 * Issue #17 item 4, customers: support finds a customer by email or name, reads the profile and
 * orders, changes the group and segments (audited, before/after), and unlocks a sign-in slowed
 * down by failed passwords. A role without the permission gets 403 naming it.
 */
const t = staffTestStore(["support", "viewer", "merchandiser"]);
let shopper: TestBrowser;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let id: number;

beforeAll(async () => {
  shopper = testBrowser(t.store);
  customer = await registerCustomer(t.store, shopper, { firstname: "Greta", lastname: "Kettlebell" });
  id = customer.response.customer.customerId;
});

const signInAs = async (browser: TestBrowser, password: string) =>
  browser.request("/svc_session/session/login", {
    method: "POST",
    body: { email: customer.email, password },
    headers: { "x-captcha-token": await solveCaptcha(t.store, "login") },
  });

const auditOf = async (targetId: number) =>
  (await t.staff.support.json("GET", `/svc_staff/audit?targetType=customer&targetId=${targetId}`)).body.entries as {
    action: string;
    staffEmail: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];

describe("customers", () => {
  it("finds a customer by the beginning of the email or part of the name", async () => {
    const byEmail = await t.staff.support.json(
      "GET",
      `/svc_staff/customers?q=${encodeURIComponent(customer.email.slice(0, 8))}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customers.map((c: { customerId: number }) => c.customerId)).toContain(id);
    const byName = await t.staff.support.json("GET", "/svc_staff/customers?q=kettleb");
    expect(byName.body.customers).toMatchObject([{ customerId: id, firstname: "Greta", groupId: 1 }]);
    const none = await t.staff.support.json("GET", "/svc_staff/customers?q=%25");
    expect(none.body).toMatchObject({ customers: [], total: 0 });
    const bad = await t.staff.support.json("GET", "/svc_staff/customers?limit=500");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });

  it("shows the profile and the customer's own orders only", async () => {
    const { list } = await shopperWithCart(t.store, undefined, shopper);
    const placed = await place(t.store, shopper, await draftOrder(t.store, list));
    expect(placed.status).toBe(201);
    const profile = await t.staff.support.json("GET", `/svc_staff/customers/${id}`);
    expect(profile.body).toMatchObject({ customerId: id, email: customer.email, signInWaitMs: 0, segments: [] });
    const orders = await t.staff.support.json("GET", `/svc_staff/orders?customerId=${id}`);
    expect(orders.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.body.orderId]);
    expect((await t.staff.support.json("GET", "/svc_staff/customers/999999999")).status).toBe(404);
    expect((await t.staff.support.json("GET", "/svc_staff/customers/abc")).status).toBe(400);
  });

  it("changes the group and the segments, each audited with before and after", async () => {
    const group = await t.staff.support.json("PUT", `/svc_staff/customers/${id}/group`, { groupId: 3 });
    expect([group.status, group.body.groupId]).toEqual([200, 3]);
    const segments = await t.staff.support.json("PUT", `/svc_staff/customers/${id}/segments`, {
      segments: ["powerlifting", "crossfit", "powerlifting"],
    });
    expect(segments.body).toMatchObject({ segments: ["powerlifting", "crossfit"], primarySegment: "powerlifting" });
    const audit = await auditOf(id);
    expect(audit.map((e) => [e.action, e.changes, e.staffEmail])).toEqual([
      ["customer.segments", { segments: { before: [], after: ["powerlifting", "crossfit"] } }, t.staff.support.email],
      ["customer.group", { groupId: { before: 1, after: 3 } }, t.staff.support.email],
    ]);
  });

  it.each<[string, unknown, string]>([
    ["a guest group", { groupId: 0 }, "groupId"],
    ["a fraction", { groupId: 1.5 }, "groupId"],
    ["no group", {}, "groupId"],
  ])("refuses %s with 400 naming the field, nothing changed or audited", async (_name, body, field) => {
    const before = (await auditOf(id)).length;
    const res = await t.staff.support.json("PUT", `/svc_staff/customers/${id}/group`, body);
    expect([res.status, res.body.error.details.fields[0].field]).toEqual([400, field]);
    expect((await auditOf(id)).length).toBe(before);
  });

  it("unlocks a sign-in slowed down by failed passwords; audited", async () => {
    for (let i = 0; i < 6; i++) expect([401, 429]).toContain((await signInAs(shopper, "a wrong guess")).status);
    expect((await signInAs(shopper, "correct horse")).status).toBe(429);
    const locked = await t.staff.support.json("GET", `/svc_staff/customers/${id}`);
    expect(locked.body.signInWaitMs).toBeGreaterThan(0);

    const unlocked = await t.staff.support.json("POST", `/svc_staff/customers/${id}/unlock`, {});
    expect([unlocked.status, unlocked.body.signInWaitMs]).toEqual([200, 0]);
    expect((await signInAs(shopper, "correct horse")).status).toBe(200);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "customer.unlock", changes: { signInWaitMs: { after: 0 } } });
  });

  it("a role without the permission gets 403 naming it", async () => {
    const read = await t.staff.merchandiser.json("GET", "/svc_staff/customers");
    expect([read.status, read.body.error.details.permission]).toEqual([403, "customers.read"]);
    expect((await t.staff.viewer.json("GET", `/svc_staff/customers/${id}`)).status).toBe(200);
    const write = await t.staff.viewer.json("PUT", `/svc_staff/customers/${id}/group`, { groupId: 2 });
    expect([write.status, write.body.error.details.permission]).toEqual([403, "customers.write"]);
    const unlock = await t.staff.viewer.json("POST", `/svc_staff/customers/${id}/unlock`, {});
    expect([unlock.status, unlock.body.error.details.permission]).toEqual([403, "customers.unlock"]);
  });
});
