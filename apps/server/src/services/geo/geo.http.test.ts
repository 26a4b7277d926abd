import type { Country, Region } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, fetchJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const countries = async (site?: string) =>
  (await fetchJson<Country[]>(store, site ? `/svc_ssr/site/${site}/countries` : "/svc_ssr/countries")).body;
const regions = async (countryCode: string) =>
  (await fetchJson<Region[]>(store, `/svc_ssr/regions?countryCode=${countryCode}`)).body;
const codes = (list: Country[]) => list.map((c) => c.alpha2);

describe("GET /svc_ssr/countries", () => {
  it("answers alpha2, name, requireRegion and postcodeRegex, sorted by name", async () => {
    const list = await countries();
    const us = list.find((c) => c.alpha2 === "US");
    expect(us).toEqual({ alpha2: "US", name: "United States", requireRegion: true, postcodeRegex: expect.any(String) });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("gives the USA site the US and no country another site serves", async () => {
    const list = codes(await countries());
    expect(list).toContain("US");
    for (const other of ["DE", "FR", "GB", "CA", "AU"]) expect(list).not.toContain(other);
  });

  it("gives EUR the EU countries and GBR the UK", async () => {
    expect(codes(await countries("EUR"))).toEqual(expect.arrayContaining(["DE", "FR", "PT"]));
    expect(codes(await countries("EUR"))).not.toContain("US");
    expect(codes(await countries("GBR"))).toContain("GB");
    expect(codes(await countries("CAN"))).toEqual(["CA"]);
    expect(codes(await countries("AUS"))).toContain("AU");
  });

  it("ships a postcode pattern a browser can use as a regular expression", async () => {
    const list = await countries();
    const us = list.find((c) => c.alpha2 === "US");
    const pattern = new RegExp(`^(?:${us?.postcodeRegex})$`);
    expect(pattern.test("12345")).toBe(true);
    expect(pattern.test("12345-6789")).toBe(true);
    expect(pattern.test("1234")).toBe(false);
  });

  it("is public and cacheable", async () => {
    const { res } = await fetchJson(store, "/svc_ssr/countries");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("etag")).toBeTruthy();
  });
});

describe("GET /svc_ssr/regions", () => {
  it("lists US states with California and the armed-forces regions", async () => {
    const list = await regions("US");
    expect(list).toContainEqual({ code: "CA", name: "California" });
    expect(list.map((r) => r.code)).toEqual(expect.arrayContaining(["AA", "AE", "AP", "NY", "TX"]));
  });

  it("accepts a lower-case country code", async () => {
    const list = await regions("ca");
    expect(list.map((r) => r.code)).toEqual(expect.arrayContaining(["ON", "QC", "BC"]));
    expect(list.map((r) => r.code)).not.toContain("NY");
  });

  it("answers an empty list for a country without regions", async () => {
    expect(await regions("DE")).toEqual([]);
  });

  it("answers the same under a site insert", async () => {
    const { body } = await fetchJson<Region[]>(store, "/svc_ssr/site/EUR/regions?countryCode=US");
    expect(body).toContainEqual({ code: "CA", name: "California" });
  });

  it.each(["USA", "1", "U", "", "u1"])("refuses countryCode %j with a 400 naming the field", async (code) => {
    const error = await expectError(store, `/svc_ssr/regions?countryCode=${code}`, 400, "validation_error");
    expect(error.details?.fields?.[0]?.field).toBe("query.countryCode");
  });

  it("refuses a missing countryCode", async () => {
    const error = await expectError(store, "/svc_ssr/regions", 400, "validation_error");
    expect(error.details?.fields?.[0]?.field).toBe("query.countryCode");
  });

  it("answers 404 for a well-formed but unknown country", async () => {
    await expectError(store, "/svc_ssr/regions?countryCode=ZZ", 404);
  });
});
