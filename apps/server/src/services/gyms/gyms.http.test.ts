import type { GymSearchResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { DEMO_GYM_COUNT } from "./gyms.seed.ts";

let store: TestStore;
let browser: TestBrowser;
beforeAll(async () => {
  store = await createTestStore();
  browser = testBrowser(store);
});
afterAll(async () => {
  await store?.close();
});

async function search(query: string): Promise<GymSearchResponse> {
  const res = await browser.request(`/svc_gyms/gyms${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as GymSearchResponse;
}

describe("/svc_gyms/gyms", () => {
  it("is not there while the gym-map flag is off", async () => {
    await store.services.flags.set("gym-map", { value: false });
    const res = await browser.request("/svc_gyms/gyms");
    expect(res.status).toBe(404);
  });

  describe("with the gym-map flag on", () => {
    beforeAll(async () => {
      await store.services.flags.set("gym-map", { value: true });
    });

    it("answers the 300 demo gyms across the USA, Canada, Europe, the UK and Australia", async () => {
      const { gyms, place } = await search("");
      expect(gyms).toHaveLength(DEMO_GYM_COUNT);
      expect(place).toBeNull();
      expect(new Set(gyms.map((g) => g.country))).toEqual(
        new Set(["US", "CA", "GB", "DE", "FR", "ES", "NL", "BE", "AU"]),
      );
      for (const g of gyms) {
        expect(Math.abs(g.lat)).toBeLessThanOrEqual(90);
        expect(g.equipment).toContain("barbells");
      }
    });

    it("finds a place by city or postcode (accents, case and spaces aside), nearest first within the radius", async () => {
      const columbus = await search("?q=columbus&radius=50");
      expect(columbus.place).toMatchObject({ label: "Columbus", radiusKm: 50 });
      expect(columbus.gyms.length).toBeGreaterThan(0);
      expect(columbus.gyms.every((g) => g.city === "Columbus" && (g.distanceKm ?? 99) <= 50)).toBe(true);
      const distances = columbus.gyms.map((g) => g.distanceKm ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      const byPostcode = await search(`?q=${encodeURIComponent("ec1a1bb")}`);
      expect(byPostcode.place?.label).toBe("EC1A 1BB, London");
      expect(byPostcode.gyms.every((g) => g.country === "GB")).toBe(true);

      expect((await search("?q=MONTREAL")).place?.label).toBe("Montréal");
      // A wider circle reaches the next city: Cincinnati is ~160 km from Columbus.
      const wide = await search("?q=columbus&radius=200");
      expect(wide.gyms.some((g) => g.city === "Cincinnati")).toBe(true);
    });

    it("filters by gym type and by equipment (every one asked for)", async () => {
      const { gyms } = await search("?type=university&equipment=rigs,strongman");
      expect(gyms.length).toBeGreaterThan(0);
      for (const g of gyms) {
        expect(g.type).toBe("university");
        expect(g.equipment).toEqual(expect.arrayContaining(["rigs", "strongman"]));
      }
    });

    it("matches gym names when the query is no place, and answers an empty list for nothing", async () => {
      const { gyms, place } = await search("?q=foundry");
      expect(place).toBeNull();
      expect(gyms.length).toBeGreaterThan(0);
      expect(gyms.every((g) => g.name.toLowerCase().includes("foundry"))).toBe(true);
      expect((await search("?q=atlantis")).gyms).toEqual([]);
    });

    it("refuses bad input with 400 naming the field", async () => {
      for (const [query, field] of [
        ["?radius=0", "radius"],
        ["?radius=5000", "radius"],
        ["?radius=ten", "radius"],
        ["?type=spa", "type"],
        ["?equipment=rigs,lasers", "equipment"],
        [`?q=${"x".repeat(101)}`, "q"],
      ] as const) {
        const res = await browser.request(`/svc_gyms/gyms${query}`);
        expect(res.status, query).toBe(400);
        const body = (await res.json()) as ErrorJson;
        expect(body.error.code).toBe("validation_error");
        expect(JSON.stringify(body.error), query).toContain(field);
      }
    });
  });
});
