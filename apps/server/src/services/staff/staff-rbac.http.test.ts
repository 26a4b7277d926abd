import { STAFF_ROLES, type StaffRole } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { can, type EndpointRule, STAFF_ENDPOINTS } from "./staff.permissions.ts";
import { movableNow, type StaffClient, signedInStaff, staffClient } from "./staff.testing.ts";

/**
 * Issue #17 item 2: every staff endpoint the app actually registers × every role, against the one
 * permission table. An endpoint added without a row in STAFF_ENDPOINTS fails here (and cannot be
 * registered through staff.routes.ts's `endpoint` at all).
 */
const clock = movableNow();
let store: TestStore;
const members = {} as Record<StaffRole, StaffClient>;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  for (const role of STAFF_ROLES) members[role] = await signedInStaff(store, clock, role);
});
afterAll(() => store.close());

/** "METHOD /path" of every route under /svc_staff (the catch-all 404 aside). */
function registered(): string[] {
  const keys = store.app.routes
    .filter((r) => r.path.startsWith("/svc_staff/") && r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.slice("/svc_staff".length)}`);
  // Signing out last: it ends the member's session.
  return [...new Set(keys)].sort((a, b) => Number(a === "DELETE /session") - Number(b === "DELETE /session"));
}

/** A concrete request for an endpoint pattern: placeholder ids, a small body for writes. */
function requestFor(key: string): [string, string, unknown] {
  const [method, pattern] = key.split(" ") as [string, string];
  const path = pattern
    .replace(":id", pattern.startsWith("/products") ? "1" : "IW-NO-SUCH-ORDER")
    .replace(":sku", "NO-SUCH-SKU")
    .replace(":key", "no-such-flag")
    .replace(":token", "no-such-token-0000000000");
  return [method, `/svc_staff${path}`, method === "GET" || method === "DELETE" ? undefined : {}];
}

describe("staff permissions", () => {
  it("every registered staff endpoint is in the permission table, and every table row is registered", () => {
    const table = Object.keys(STAFF_ENDPOINTS).sort();
    expect(registered().sort()).toEqual(table);
  });

  it("without a session, every endpoint but sign-in and setup answers 401", async () => {
    const anonymous = staffClient(store, "nobody@example.com", "viewer", null);
    for (const key of registered()) {
      const rule: EndpointRule = STAFF_ENDPOINTS[key as keyof typeof STAFF_ENDPOINTS];
      const [method, path, body] = requestFor(key);
      const res = await anonymous.json(method, path, body);
      if (rule === "public") expect([key, res.status]).not.toEqual([key, 401]);
      else expect([key, res.status, res.body?.error?.code]).toEqual([key, 401, "staff_unauthenticated"]);
    }
  });

  it.each(STAFF_ROLES)("%s: allowed exactly what the table gives the role; 403 names the permission", async (role) => {
    const member = members[role];
    for (const key of registered()) {
      const rule: EndpointRule = STAFF_ENDPOINTS[key as keyof typeof STAFF_ENDPOINTS];
      if (rule === "public") continue;
      const [method, path, body] = requestFor(key);
      const res = await member.json(method, path, body);
      const allowed = rule === "signed-in" || can(role, rule);
      // Allowed: past the guard, to the handler's own answer (404 for the placeholder ids, 400 for the empty bodies).
      if (allowed) expect([key, res.status === 401 || res.status === 403 || res.status >= 500]).toEqual([key, false]);
      else
        expect([key, res.status, res.body.error.code, res.body.error.details.permission]).toEqual([
          key,
          403,
          "staff_forbidden",
          rule,
        ]);
    }
  });
});
