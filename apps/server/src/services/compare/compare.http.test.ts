import type { CompareList, CompareTable } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { shopper } from "../lists/lists.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const browser = () => shopper(() => store, "/svc_compare");
const visible = () => seedData().products.filter((p) => p.visibility === 4 && p.sites === null && p.type === "simple");
/** Five power racks / squat stands of the demo catalog (one comparable kind). */
const racks = () =>
  visible()
    .filter((p) => p.attributes.accessory_type === "rack")
    .map((p) => p.sku)
    .slice(0, 5);
const barbell = () => {
  const p = visible().find((x) => x.attributes.manufacturer === "Halvard Steel");
  if (!p) throw new Error("no barbell");
  return p.sku;
};
const add = (b: ReturnType<typeof browser>, sku: string) => b.ok<CompareList>("POST", "/list/items", { sku });

describe("/svc_compare: the shopper's own list", () => {
  it("adds up to four racks, refuses a fifth and a barbell with clear messages, and writes nothing then", async () => {
    const [a, b, c, d, e] = racks() as [string, string, string, string, string];
    const guest = browser();
    expect(await guest.ok<CompareList>("GET", "/list")).toEqual({ skus: [], count: 0, max: 4, path: "/compare" });
    expect(guest.token).toBeNull(); // reading starts no session
    await add(guest, a);
    await add(guest, b);
    expect(await add(guest, b)).toMatchObject({ count: 2 }); // twice is once
    await add(guest, c);
    const full = await add(guest, d);
    expect(full).toEqual({ skus: [a, b, c, d], count: 4, max: 4, path: `/compare/${a},${b},${c},${d}` });

    expect(await guest.fails("POST", "/list/items", 409, "compare_full", { sku: e })).toEqual({
      code: "compare_full",
      message: "You can compare up to 4 products. Remove one first.",
    });
    await guest.ok("DELETE", `/list/items/${d}`);
    expect(await guest.fails("POST", "/list/items", 409, "compare_not_comparable", { sku: barbell() })).toEqual({
      code: "compare_not_comparable",
      message: "This product can't be compared with the products in your list.",
    });
    await guest.fails("POST", "/list/items", 404, "product_not_found", { sku: "NOPE-404" });
    await guest.fails("POST", "/list/items", 400, "malformed_json", "{");
    await guest.fails("POST", "/list/items", 400, "validation_error", { sku: "" });
    await guest.fails("POST", "/list/items", 400, "validation_error", { sku: a, extra: 1 });
    expect((await guest.ok<CompareList>("GET", "/list")).skus).toEqual([a, b, c]);

    expect(await guest.ok<CompareList>("DELETE", "/list")).toMatchObject({ skus: [], count: 0 });
  });

  it("builds the table of the own list with differences marked", async () => {
    const [a, b, c] = racks() as [string, string, string];
    const guest = browser();
    for (const sku of [a, b, c]) await add(guest, sku);
    const table = await guest.ok<CompareTable>("GET", "/list/table");
    expect(table.items.map((i) => i.sku)).toEqual([a, b, c]);
    const row = (code: string) => table.rows.find((r) => r.code === code);
    expect(row("manufacturer")).toMatchObject({ values: ["Ironworks", "Ironworks", "Ironworks"], differs: false });
    expect(row("weight")?.differs).toBe(true);
    expect(row("price")).toMatchObject({ kind: "money", differs: true });
    expect(row("feature:laser-cut numbered holes")).toMatchObject({ kind: "check", values: ["yes", "yes", "yes"] });
    // The spec line that only repeats the weight is not a second weight row.
    expect(table.rows.some((r) => r.code === "spec:weight")).toBe(false);
    const german = await guest.ok<CompareTable>("GET", "/list/table?locale=de");
    expect(german.items.map((i) => i.sku)).toEqual([a, b, c]);
    await guest.fails("GET", "/list/table?locale=xx", 400, "validation_error");
  });

  it("follows the customer to another device and merges the guest's list at sign-in", async () => {
    const [a, b, c, d, e] = racks() as [string, string, string, string, string];
    const phone = browser();
    const customerId = await phone.signIn();
    await add(phone, a);
    await add(phone, b);
    const laptop = browser();
    await add(laptop, b); // already in the customer's list
    await add(laptop, c);
    await add(laptop, d);
    await add(laptop, e); // past four after the merge: left out
    laptop.token = (await store.services.session.signIn(laptop.token, customerId)).token;
    expect((await laptop.ok<CompareList>("GET", "/list")).skus).toEqual([a, b, c, d]);
    expect((await phone.ok<CompareList>("GET", "/list")).skus).toEqual([a, b, c, d]);
  });

  it("a guest list of another kind does not spoil the customer's at sign-in", async () => {
    const [a] = racks() as [string];
    const phone = browser();
    const customerId = await phone.signIn();
    await add(phone, a);
    const laptop = browser();
    await add(laptop, barbell());
    laptop.token = (await store.services.session.signIn(laptop.token, customerId)).token;
    expect((await laptop.ok<CompareList>("GET", "/list")).skus).toEqual([a]);
  });
});

describe("/svc_compare: nobody reaches another's list", () => {
  it("a stranger sees only their own list, and removing or clearing theirs touches nobody else's", async () => {
    const [a, b] = racks() as [string, string];
    const owner = browser();
    await owner.signIn();
    await add(owner, a);
    await add(owner, b);
    const guest = browser();
    await add(guest, a);
    const customer = browser();
    await customer.signIn();
    const nobody = browser();
    for (const stranger of [guest, customer, nobody]) {
      await stranger.ok("DELETE", `/list/items/${a}`);
      await stranger.ok("DELETE", "/list");
      expect((await stranger.ok<CompareList>("GET", "/list")).skus).toEqual([]);
    }
    expect((await owner.ok<CompareList>("GET", "/list")).skus).toEqual([a, b]);
  });
});

describe("/svc_compare/table: the shared URL", () => {
  it("shows the linked products without touching the viewer's list", async () => {
    const [a, b, c] = racks() as [string, string, string];
    const viewer = browser();
    await add(viewer, c);
    const table = await viewer.ok<CompareTable>("GET", `/table/${a},${b}`);
    expect(table).toMatchObject({ items: [{ sku: a }, { sku: b }], notes: [], path: `/compare/${a},${b}` });
    expect((await viewer.ok<CompareList>("GET", "/list")).skus).toEqual([c]);
    const nobody = browser();
    await nobody.ok("GET", `/table/${a},${b}`);
    expect(nobody.token).toBeNull();
  });

  it("leaves out unknown, malformed, surplus and other-kind skus with notes, never a 500", async () => {
    const [a, b, c, d, e] = racks() as [string, string, string, string, string];
    const viewer = browser();
    const cases: [string, CompareTable["notes"], number][] = [
      [`${a},NOPE-1,${b}`, [{ reason: "unknown", skus: ["NOPE-1"] }], 2],
      [`${a},${encodeURIComponent("<script>")}`, [{ reason: "malformed", skus: ["<script>"] }], 1],
      // Quoted as the link wrote them, not in upper case.
      [`${a},nope-lower`, [{ reason: "unknown", skus: ["nope-lower"] }], 1],
      [`${a.toLowerCase()},${b}`, [], 2],
      [`${a},${b},${c},${d},${e}`, [{ reason: "too_many", skus: [e] }], 4],
      [`${a},${barbell()}`, [{ reason: "not_comparable", skus: [barbell()] }], 1],
      ["NOPE-1,NOPE-2", [{ reason: "unknown", skus: ["NOPE-1", "NOPE-2"] }], 0],
      ["%E0%A4%A", [{ reason: "malformed", skus: ["%E0%A4%A"] }], 0],
    ];
    for (const [segment, notes, count] of cases) {
      const table = await viewer.ok<CompareTable>("GET", `/table/${segment}`);
      expect({ segment, notes: table.notes, count: table.items.length }).toEqual({ segment, notes, count });
    }
  });
});

describe("guest compare lists expire", () => {
  it("housekeeping deletes a guest's list untouched for 30 days; a fresh one stays", async () => {
    const [a, b] = racks() as [string, string];
    const { SITES } = await import("@ironworks/domain");
    const guest = { customerId: null, sessionId: crypto.randomUUID() };
    await store.services.compare.add(guest, SITES.USA, a);
    expect((await store.services.compare.getList(guest, SITES.USA)).skus).toEqual([a]);
    // Thirty-one days on: nothing to see, nothing kept after the hourly housekeeping.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    expect(await store.services.compare.deleteExpiredGuests(later)).toBeGreaterThanOrEqual(1);
    expect((await store.services.compare.getList(guest, SITES.USA)).skus).toEqual([]);
    // A fresh list is kept by a sweep as of now.
    await store.services.compare.add(guest, SITES.USA, b);
    await store.services.compare.deleteExpiredGuests();
    expect((await store.services.compare.getList(guest, SITES.USA)).skus).toEqual([b]);
  });
});
