import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ErrorJson, expectError, fetchJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { loadProxyTrust } from "./client-address.ts";
import { type GeoResponse, lookupCountry, storefrontPath } from "./geo.ts";
import type { Heartbeat } from "./heartbeat.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

/** A request as if it came over a socket from `address` (the Node adapter's env shape). */
async function from(address: string, path: string, init?: RequestInit) {
  const res = await store.app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
  return { res, body: (await res.json()) as unknown };
}

const geo = async (address: string, query: string, headers: Record<string, string> = {}) => {
  const { res, body } = await from(address, `/svc_ssr/geoIp?${query}`, { headers });
  expect(res.status).toBe(200);
  return { res, geo: body as GeoResponse };
};

describe("GET /svc_ssr/heartbeat", () => {
  it("answers hash, buildDate and every flag's value, never cached", async () => {
    store.services.geo.setRelease({ hash: "abc123", buildDate: "2026-11-20T10:00:00.000Z" });
    const { res, body } = await fetchJson<Heartbeat>(store, "/svc_ssr/heartbeat");
    expect(body).toEqual({
      hash: "abc123",
      buildDate: "2026-11-20T10:00:00.000Z",
      features: {
        "alternate-card-provider": false,
        compat_enabled: true,
        debug: false,
        "eu-returns": false,
        "gym-map": false,
        "invitational-year": 2025,
      },
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await fetchJson<Heartbeat>(store, "/svc_ssr/site/EUR/heartbeat")).body.hash).toBe("abc123");
  });
});

describe("GET /svc_ssr/geoIp", () => {
  it("places the visitor by IP with the SPEC §3 geo fields", async () => {
    expect((await geo("81.2.69.160", "current=US")).geo).toEqual({
      country: "GB",
      name: "United Kingdom",
      current: "US",
      currentName: "United States",
      path: "/gb",
    });
    expect((await geo("8.8.8.8", "current=de")).geo).toMatchObject({ country: "US", path: "/", current: "DE" });
    expect((await geo("::ffff:81.2.69.160", "current=US")).geo.country).toBe("GB");
  });

  it("answers null for addresses no database can place (IPv6, private, loopback)", async () => {
    for (const address of ["2001:db8::1", "10.1.2.3", "192.168.1.1", "172.20.0.1", "100.64.1.1"]) {
      expect((await geo(address, "current=US")).geo).toEqual({
        country: null,
        name: null,
        current: "US",
        currentName: "United States",
        path: null,
      });
    }
  });

  it("lets a trusted proxy's country header win, and nobody else's", async () => {
    const header = { "x-ironworks-country": "fr" };
    expect((await geo("127.0.0.1", "current=US", header)).geo).toMatchObject({ country: "FR", path: "/fr" });
    expect((await geo("81.2.69.160", "current=US", header)).geo.country).toBe("GB");
    // Behind a trusted proxy, the forwarded address is looked up.
    const forwarded = await geo("127.0.0.1", "current=US", { "x-forwarded-for": "81.2.69.160" });
    expect(forwarded.geo.country).toBe("GB");
    // A spoofed forwarded header from an untrusted peer is ignored.
    const spoofed = await geo("8.8.8.8", "current=US", { "x-forwarded-for": "81.2.69.160" });
    expect(spoofed.geo.country).toBe("US");
  });

  it("is private and briefly cached, and `_force` asks for a fresh answer", async () => {
    expect((await geo("8.8.8.8", "current=US")).res.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await geo("8.8.8.8", "current=US&_force")).res.headers.get("cache-control")).toBe("no-store");
    expect((await geo("8.8.8.8", "current=US&_force=1")).res.headers.get("cache-control")).toBe("no-store");
  });

  it("works under a site insert", async () => {
    const { res } = await from("81.2.69.160", "/svc_ssr/site/GBR/geoIp?current=GB");
    expect(res.status).toBe(200);
  });

  it.each([
    ["", "query.current"],
    ["current=", "query.current"],
    ["current=USA", "query.current"],
    ["current=U1", "query.current"],
    ["current=ZZ", "query.current"],
    ["current=US&_force=yes", "query._force"],
    ["current=U%00", "query.current"],
  ])("refuses %j with a 400 naming the field", async (query, field) => {
    const error = await expectError(store, `/svc_ssr/geoIp?${query}`, 400, "validation_error");
    expect(error.details?.fields?.[0]?.field).toBe(field);
  });
});

describe("POST /svc_ssr/hostmatch", () => {
  const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    store.request("/svc_ssr/hostmatch", { method: "POST", body, headers });

  it("answers whether the page's host is the base host", async () => {
    const res = await post(JSON.stringify({ h: "mirror.example.net", b: "www.ironworks.example" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ match: false });
    const same = await post(JSON.stringify({ h: "Shop.Example.com:8443", b: "shop.example.com:8443" }));
    expect(await same.json()).toEqual({ match: true });
    // navigator.sendBeacon sends text/plain.
    const beacon = await post(JSON.stringify({ h: "a.example", b: "b.example" }), { "content-type": "text/plain" });
    expect(beacon.status).toBe(200);
  });

  it.each([
    ["{", 400, "malformed_json"],
    ["[]", 400, "validation_error"],
    [JSON.stringify({ h: "a.example" }), 400, "validation_error"],
    [JSON.stringify({ h: "a b", b: "b.example" }), 400, "validation_error"],
    [JSON.stringify({ h: "a.example", b: 5 }), 400, "validation_error"],
    [JSON.stringify({ h: "https://a.example/x", b: "b.example" }), 400, "validation_error"],
    [JSON.stringify({ h: "a".repeat(3000), b: "b.example" }), 413, "payload_too_large"],
  ])("refuses %j", async (body, status, code) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as ErrorJson).error.code).toBe(code);
  });
});

describe("geo helpers", () => {
  it("maps countries to storefront paths", () => {
    expect(storefrontPath("DE")).toBe("/de");
    expect(storefrontPath("BE")).toBe("/be");
    expect(storefrontPath("NL")).toBe("/de/en");
    expect(storefrontPath("NZ")).toBe("/au");
    expect(storefrontPath("JE")).toBe("/gb");
    expect(storefrontPath("CA")).toBe("/ca");
    expect(storefrontPath("JP")).toBe("/");
    expect(storefrontPath("US")).toBe("/");
  });

  it("looks up IPv4 only", () => {
    expect(lookupCountry("8.8.8.8")).toBe("US");
    expect(lookupCountry("999.1.1.1")).toBeNull();
    expect(lookupCountry("::1")).toBeNull();
    expect(lookupCountry("8.8.8")).toBeNull();
  });

  it("reads TRUSTED_PROXIES", () => {
    const trust = loadProxyTrust({ TRUSTED_PROXIES: "10.0.0.0/8, 2001:db8::5" });
    expect(trust.isTrusted("10.20.30.40")).toBe(true);
    expect(trust.isTrusted("::ffff:10.1.1.1")).toBe(true);
    expect(trust.isTrusted("2001:db8::5")).toBe(true);
    expect(trust.isTrusted("127.0.0.1")).toBe(false);
    expect(loadProxyTrust({ TRUSTED_PROXIES: "none" }).isTrusted("127.0.0.1")).toBe(false);
    expect(loadProxyTrust({}).isTrusted("127.0.0.1")).toBe(true);
    expect(() => loadProxyTrust({ TRUSTED_PROXIES: "10.0.0.0/40" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadProxyTrust({ TRUSTED_PROXIES: "example.com" })).toThrow(/TRUSTED_PROXIES/);
  });
});
