import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../testing/captcha.ts";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 item 4, customers: support finds a customer by email or name, reads the profile and
 * orders, changes the group and segments (audited, before/after), and unlocks a sign-in slowed
 * down by failed passwords. A role without the permission gets 403 naming it.
 */
const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let viewer: StaffClient;
let merchandiser: StaffClient;
let shopper: TestBrowser;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let id: number;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  support = await signedInStaff(store, clock, "support");
  viewer = await signedInStaff(store, clock, "viewer");
  merchandiser = await signedInStaff(store, clock, "merchandiser");
  shopper = testBrowser(store);
  customer = await registerCustomer(store, shopper, { firstname: "Greta", lastname: "Kettlebell" });
  id = customer.response.customer.customerId;
});
afterAll(() => store.close());

const signInAs = async (browser: TestBrowser, password: string) =>
  browser.request("/svc_session/session/login", {
    method: "POST",
    body: { email: customer.email, password },
    headers: { "x-captcha-token": await solveCaptcha(store, "login") },
  });

const auditOf = async (targetId: number) =>
  (await support.json("GET", `/svc_staff/audit?targetType=customer&targetId=${targetId}`)).body.entries as {
    action: string;
    staffEmail: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];

describe("customers", () => {
  it("finds a customer by the beginning of the email or part of the name", async () => {
    const byEmail = await support.json(
      "GET",
      `/svc_staff/customers?q=${encodeURIComponent(customer.email.slice(0, 8))}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customers.map((c: { customerId: number }) => c.customerId)).toContain(id);
    const byName = await support.json("GET", "/svc_staff/customers?q=kettleb");
    expect(byName.body.customers).toMatchObject([{ customerId: id, firstname: "Greta", groupId: 1 }]);
    const none = await support.json("GET", "/svc_staff/customers?q=%25");
    expect(none.body).toMatchObject({ customers: [], total: 0 });
    const bad = await support.json("GET", "/svc_staff/customers?limit=500");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });

  it("shows the profile and the customer's own orders only", async () => {
    const { list } = await shopperWithCart(store, undefined, shopper);
    const placed = await place(store, shopper, await draftOrder(store, list));
    expect(placed.status).toBe(201);
    const profile = await support.json("GET", `/svc_staff/customers/${id}`);
    expect(profile.body).toMatchObject({ customerId: id, email: customer.email, signInWaitMs: 0, segments: [] });
    const orders = await support.json("GET", `/svc_staff/orders?customerId=${id}`);
    expect(orders.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.body.orderId]);
    expect((await support.json("GET", "/svc_staff/customers/999999999")).status).toBe(404);
    expect((await support.json("GET", "/svc_staff/customers/abc")).status).toBe(400);
  });

  it("changes the group and the segments, each audited with before and after", async () => {
    const group = await support.json("PUT", `/svc_staff/customers/${id}/group`, { groupId: 3 });
    expect([group.status, group.body.groupId]).toEqual([200, 3]);
    const segments = await support.json("PUT", `/svc_staff/customers/${id}/segments`, {
      segments: ["powerlifting", "crossfit", "powerlifting"],
    });
    expect(segments.body).toMatchObject({ segments: ["powerlifting", "crossfit"], primarySegment: "powerlifting" });
    const audit = await auditOf(id);
    expect(audit.map((e) => [e.action, e.changes, e.staffEmail])).toEqual([
      ["customer.segments", { segments: { before: [], after: ["powerlifting", "crossfit"] } }, support.email],
      ["customer.group", { groupId: { before: 1, after: 3 } }, support.email],
    ]);
  });

  it.each<[string, unknown, string]>([
    ["a guest group", { groupId: 0 }, "groupId"],
    ["a fraction", { groupId: 1.5 }, "groupId"],
    ["no group", {}, "groupId"],
  ])("refuses %s with 400 naming the field, nothing changed or audited", async (_name, body, field) => {
    const before = (await auditOf(id)).length;
    const res = await support.json("PUT", `/svc_staff/customers/${id}/group`, body);
    expect([res.status, res.body.error.details.fields[0].field]).toEqual([400, field]);
    expect((await auditOf(id)).length).toBe(before);
  });

  it("unlocks a sign-in slowed down by failed passwords; audited", async () => {
    for (let i = 0; i < 6; i++) expect([401, 429]).toContain((await signInAs(shopper, "a wrong guess")).status);
    expect((await signInAs(shopper, "correct horse")).status).toBe(429);
    const locked = await support.json("GET", `/svc_staff/customers/${id}`);
    expect(locked.body.signInWaitMs).toBeGreaterThan(0);

    const unlocked = await support.json("POST", `/svc_staff/customers/${id}/unlock`, {});
    expect([unlocked.status, unlocked.body.signInWaitMs]).toEqual([200, 0]);
    expect((await signInAs(shopper, "correct horse")).status).toBe(200);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "customer.unlock", changes: { signInWaitMs: { after: 0 } } });
  });

  it("a role without the permission gets 403 naming it", async () => {
    const read = await merchandiser.json("GET", "/svc_staff/customers");
    expect([read.status, read.body.error.details.permission]).toEqual([403, "customers.read"]);
    expect((await viewer.json("GET", `/svc_staff/customers/${id}`)).status).toBe(200);
    const write = await viewer.json("PUT", `/svc_staff/customers/${id}/group`, { groupId: 2 });
    expect([write.status, write.body.error.details.permission]).toEqual([403, "customers.write"]);
    const unlock = await viewer.json("POST", `/svc_staff/customers/${id}/unlock`, {});
    expect([unlock.status, unlock.body.error.details.permission]).toEqual([403, "customers.unlock"]);
  });
});
