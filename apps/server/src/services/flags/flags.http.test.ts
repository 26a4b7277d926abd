import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createMemoryCache } from "../../platform/cache.ts";
import { createLogger } from "../../platform/logger.ts";
import { expectError, fetchJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { FLAG_DEFAULTS, STOREFRONT_CLIENT_KEY } from "./flags.defaults.ts";
import { createFlagsHub } from "./flags.hub.ts";
import { type SseMessage, sseReader } from "./flags.testing.ts";
import type { FeaturesPayload, FlagView } from "./flags.values.ts";

const KEY = STOREFRONT_CLIENT_KEY;
const TOKEN = "test-admin-token";

let store: TestStore;
let app: ReturnType<typeof buildApp>;
const open: ReturnType<typeof sseReader>[] = [];

beforeAll(async () => {
  store = await createTestStore();
  // The store's app, with a small stream cap and a known admin token.
  app = buildApp({
    config: store.config,
    database: store.database,
    services: store.services,
    cache: createMemoryCache(),
    logger: createLogger("silent"),
    flagsHub: createFlagsHub({ maxPerAddress: 3, maxTotal: 8 }),
    flagsAdmin: { verify: (auth) => auth === `Bearer ${TOKEN}` },
  });
});
afterAll(async () => {
  await store?.close();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.cancel()));
});

/** A request as if it came over a socket from `address` (the Node adapter's env shape). */
function from(address: string, path: string, init?: RequestInit) {
  return Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: address } } }));
}

async function subscribe(address = "198.51.100.7") {
  const res = await from(address, `/sub/${KEY}`);
  expect(res.status).toBe(200);
  const reader = sseReader(res.body as ReadableStream<Uint8Array>);
  open.push(reader);
  return { res, reader };
}

const admin = (path: string, init: RequestInit = {}, address = "127.0.0.1") =>
  from(address, `/_admin${path}`, {
    ...init,
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });

async function setFlag(key: string, input: string) {
  const res = await admin(`/flags/${key}`, { method: "PUT", body: JSON.stringify({ input }) });
  expect(res.status).toBe(200);
  return (await res.json()) as FlagView;
}

describe("GET /api/features/{clientKey}", () => {
  it("answers the GrowthBook payload with every spec flag at its seeded default", async () => {
    const { res, body } = await fetchJson<FeaturesPayload>(store, `/api/features/${KEY}`);
    expect(body.status).toBe(200);
    expect(body.experiments).toEqual([]);
    expect(new Date(body.dateUpdated).toISOString()).toBe(body.dateUpdated);
    expect(Object.keys(body.features).sort()).toEqual(Object.keys(FLAG_DEFAULTS).sort());
    for (const [key, def] of Object.entries(FLAG_DEFAULTS))
      expect(body.features[key]).toEqual({ defaultValue: def.value });
    expect(body.features["invitational-year"]).toEqual({ defaultValue: 2025 });
    expect(res.headers.get("x-sse-support")).toBe("enabled");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toBe("x-sse-support");
  });

  it("seeds the same rows as the default block", async () => {
    const list = await store.services.flags.list();
    expect(list.map((f) => [f.key, f.type, f.value])).toEqual(
      Object.entries(FLAG_DEFAULTS)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, d]) => [key, d.type, d.value]),
    );
    expect(list.every((f) => f.updatedAt !== null)).toBe(true);
  });

  it("revalidates with an ETag", async () => {
    const first = await store.request(`/api/features/${KEY}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await store.request(`/api/features/${KEY}`, { headers: { "if-none-match": etag as string } });
    expect(again.status).toBe(304);
  });

  // "%00" is refused earlier, by the input guard (400 naming the path; ADR 0023).
  it.each(["sdk-unknown", "x".repeat(101), "bad%20key", "..%2F..%2Fetc"])(
    "answers 404 JSON for client key %j",
    async (key) => {
      await expectError(store, `/api/features/${key}`, 404, "unknown_client_key");
    },
  );

  it("answers 404 JSON without a key and 405 for other methods", async () => {
    await expectError(store, "/api/features/", 404);
    await expectError(store, `/api/features/${KEY}`, 405, "method_not_allowed", { method: "POST" });
    await expectError(store, `/sub/${KEY}`, 405, "method_not_allowed", { method: "DELETE" });
  });

  it("answers a CORS preflight", async () => {
    const res = await store.request(`/api/features/${KEY}`, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("GET /sub/{clientKey}", () => {
  it("streams the current payload first, then every change, in the proxy's wire format", async () => {
    const { res, reader } = await subscribe();
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-cache");
    expect(res.headers.get("content-encoding")).toBeNull();
    const retry: SseMessage = await reader.next();
    expect(retry.retry).toBe(10000);
    const first = await reader.nextFeatures();
    expect(first.features["gym-map"]?.defaultValue).toBe(false);

    await setFlag("gym-map", "on");
    const second = await reader.nextFeatures();
    expect(second.features["gym-map"]?.defaultValue).toBe(true);
    expect(second.dateUpdated > first.dateUpdated).toBe(true);

    await setFlag("gym-map", "off");
    expect((await reader.nextFeatures()).features["gym-map"]?.defaultValue).toBe(false);
  });

  it("answers 404 JSON for an unknown client key", async () => {
    const res = await from("198.51.100.7", "/sub/sdk-nope");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unknown_client_key");
  });

  it("caps open streams per client address, and frees a slot when a stream closes", async () => {
    const streams = [await subscribe("203.0.113.1"), await subscribe("203.0.113.1"), await subscribe("203.0.113.1")];
    const refused = await from("203.0.113.1", `/sub/${KEY}`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_streams");
    // Another address is unaffected.
    await subscribe("203.0.113.2");
    await streams[0]?.reader.cancel();
    await subscribe("203.0.113.1");
  });

  it("counts a trusted proxy's clients by their forwarded address", async () => {
    const headers = { "x-forwarded-for": "192.0.2.50" };
    for (let i = 0; i < 3; i++) {
      const res = await from("127.0.0.1", `/sub/${KEY}`, { headers });
      expect(res.status).toBe(200);
      open.push(sseReader(res.body as ReadableStream<Uint8Array>));
    }
    expect((await from("127.0.0.1", `/sub/${KEY}`, { headers })).status).toBe(429);
    // The proxy's other clients still get streams.
    const other = await from("127.0.0.1", `/sub/${KEY}`, { headers: { "x-forwarded-for": "192.0.2.51" } });
    expect(other.status).toBe(200);
    open.push(sseReader(other.body as ReadableStream<Uint8Array>));
  });

  it("caps open streams in total", async () => {
    for (let i = 1; i <= 8; i++) await subscribe(`198.18.0.${i}`);
    expect((await from("198.18.0.99", `/sub/${KEY}`)).status).toBe(429);
  });
});

describe("the admin door the CLI uses", () => {
  it("is invisible off loopback and behind a proxy", async () => {
    expect((await admin("/flags", {}, "203.0.113.9")).status).toBe(404);
    expect((await admin("/flags", { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(404);
    expect((await store.request("/_admin/flags")).status).toBe(404);
  });

  it("needs the token", async () => {
    const res = await from("127.0.0.1", "/_admin/flags", { headers: { authorization: "Bearer wrong" } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("lists, reads and sets flags by their type", async () => {
    const list = (await (await admin("/flags")).json()) as FlagView[];
    expect(list.map((f) => f.key)).toContain("eu-returns");
    const year = await setFlag("invitational-year", "2026");
    expect(year.value).toBe(2026);
    expect(await store.services.flags.getValue("invitational-year")).toBe(2026);
    await setFlag("invitational-year", "2025");
    const typed = await admin("/flags/debug", { method: "PUT", body: JSON.stringify({ value: true }) });
    expect(((await typed.json()) as FlagView).value).toBe(true);
    await setFlag("debug", "off");
  });

  it.each([
    ["/flags/eu-returns", { input: "maybe" }, 400, "validation_error"],
    ["/flags/eu-returns", { value: "yes" }, 400, "validation_error"],
    ["/flags/invitational-year", { input: "twenty" }, 400, "validation_error"],
    ["/flags/eu-returns", { input: "on", extra: 1 }, 400, "validation_error"],
    ["/flags/no-such-flag", { input: "on" }, 404, "flag_not_found"],
    [
      "/flags/eu-returns/rules",
      { rules: [{ variations: [true, false], weights: [0.9, 0.9] }] },
      400,
      "validation_error",
    ],
    ["/flags/eu-returns/rules", { rules: [{ force: "yes" }] }, 400, "validation_error"],
    ["/flags/eu-returns/rules", { rules: "none" }, 400, "validation_error"],
  ])("refuses PUT %s %j", async (path, body, status, code) => {
    const res = await admin(path, { method: "PUT", body: JSON.stringify(body) });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await admin("/flags/eu-returns", { method: "PUT", body: "{" });
    expect(res.status).toBe(400);
  });

  it("sets targeting rules the server evaluates per visitor, like the SDK", async () => {
    const rules = [{ id: "eu", condition: { site: { $in: ["EUR", "GBR"] } }, force: true }];
    const res = await admin("/flags/eu-returns/rules", { method: "PUT", body: JSON.stringify({ rules }) });
    expect(res.status).toBe(200);
    expect(await store.services.flags.getValue("eu-returns", { site: "EUR" })).toBe(true);
    expect(await store.services.flags.getValue("eu-returns", { site: "USA" })).toBe(false);
    expect((await store.services.flags.evaluate({ site: "GBR" }))["eu-returns"]).toBe(true);
    const payload = (await fetchJson<FeaturesPayload>(store, `/api/features/${KEY}`)).body;
    expect(payload.features["eu-returns"]).toEqual({ defaultValue: false, rules });
    await admin("/flags/eu-returns/rules", { method: "PUT", body: JSON.stringify({ rules: [] }) });
    expect(await store.services.flags.getValue("eu-returns", { site: "EUR" })).toBe(false);
  });

  it("runs A/B rules with the SDK's hashing: the same visitor always gets the same variation", async () => {
    const rules = [{ key: "debug-ab", hashAttribute: "id", variations: [false, true], weights: [0.5, 0.5] }];
    await admin("/flags/debug/rules", { method: "PUT", body: JSON.stringify({ rules }) });
    const seen = new Set<unknown>();
    for (let i = 0; i < 40; i++) {
      const value = await store.services.flags.getValue("debug", { id: `visitor-${i}` });
      expect(await store.services.flags.getValue("debug", { id: `visitor-${i}` })).toBe(value);
      seen.add(value);
    }
    expect(seen).toEqual(new Set([true, false]));
    await admin("/flags/debug/rules", { method: "PUT", body: JSON.stringify({ rules: [] }) });
  });

  it("reports open streams", async () => {
    await subscribe("198.51.100.20");
    const stats = (await (await admin("/flags/stats")).json()) as { streams: { open: number } };
    expect(stats.streams.open).toBeGreaterThanOrEqual(1);
  });
});
