import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestFrom, testpayControl } from "../testing/local.ts";
import { createTestStore, type TestStore } from "../testing/test-store.ts";
import { PROXY_HEADERS } from "./admin-door.ts";
import { loadConfig } from "./config.ts";
import { resolveSecret } from "./secrets.ts";

/**
 * Issue 13 items 10 and 16(c), the class: every dev/test-only surface (the mail viewer, the test
 * gateway's controls, the CLIs' admin doors) answers only a request from this machine — judged by
 * the TCP socket, never by a header — and the gateway's doors need per-install secrets, not the
 * documented ones (ADR 0018).
 */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ config: { devMailViewer: true } });
});
afterAll(async () => store.close());

const DOCUMENTED_API_KEY = "testpay_local_api_key";
const SURFACE = /^\/(_dev|_admin)\/|^\/_testpay\/test\//;

/** Every registered dev/test-only route, with its parameters filled in. */
function surfaces(app: TestStore["app"]): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === "ALL" || !SURFACE.test(r.path) || r.path.includes("*")) continue;
    const path = r.path.replace(/:[a-zA-Z]+/g, "x");
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

const card = {
  type: "scheme",
  encryptedCardNumber: "test_4111111111111111",
  encryptedExpiryMonth: "test_03",
  encryptedExpiryYear: "test_2030",
  encryptedSecurityCode: "test_737",
};

async function pay(apiKey: string) {
  const res = await store.request("/_testpay/v72/payments", {
    method: "POST",
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({
      merchantAccount: "M",
      reference: `ref-${Math.random()}`,
      amount: { currency: "USD", value: 1000 },
      paymentMethod: card,
      shopperInteraction: "ContAuth",
    }),
  });
  return { status: res.status, body: (await res.json()) as { resultCode?: string } };
}

describe("dev and test surfaces answer this machine only", () => {
  it("finds the mail viewer, the gateway's controls and the admin doors", () => {
    const paths = surfaces(store.app).map((s) => s.path);
    for (const expected of [
      "/_dev/mail",
      "/_testpay/test/faults",
      "/_testpay/test/reset",
      "/_admin/stock/set",
      "/_admin/flags",
    ])
      expect(paths).toContain(expected);
  });

  it("is absent (404) for another address, a proxied request and a request without a socket", async () => {
    const controls = {
      "x-testpay-control": store.services.testpayKeys.controlSecret ?? "",
      "x-api-key": DOCUMENTED_API_KEY,
    };
    const answers: string[] = [];
    for (const { method, path } of surfaces(store.app)) {
      const init = (extra: Record<string, string> = {}): RequestInit => ({
        method,
        headers: { ...controls, "content-type": "application/json", ...extra },
        ...(method === "GET" || method === "HEAD" ? {} : { body: "{}" }),
      });
      const remote = await requestFrom(store, "203.0.113.9", path, init());
      // A local reverse proxy makes every visitor's socket loopback: any header a proxy adds (nginx's
      // plain proxy_pass may add only X-Real-IP) counts as elsewhere.
      const proxied: number[] = [];
      for (const header of PROXY_HEADERS)
        proxied.push((await requestFrom(store, "127.0.0.1", path, init({ [header]: "127.0.0.1" }))).status);
      const spoofed = await requestFrom(store, "203.0.113.9", path, init({ "x-forwarded-for": "127.0.0.1" }));
      const noSocket = await store.request(path, init());
      answers.push(`${method} ${path}: ${remote.status} ${proxied.join(" ")} ${spoofed.status} ${noSocket.status}`);
    }
    const statuses = Array(PROXY_HEADERS.length + 3).fill("404");
    const all404 = new RegExp(`: ${statuses.join(" ")}$`);
    expect(answers.filter((a) => !all404.test(a))).toEqual([]);
  });

  it("counts each of these proxy headers as elsewhere", () => {
    expect([...PROXY_HEADERS].sort()).toEqual(
      [
        "cf-connecting-ip",
        "forwarded",
        "true-client-ip",
        "via",
        "x-forwarded-for",
        "x-forwarded-host",
        "x-forwarded-proto",
        "x-real-ip",
      ].sort(),
    );
  });

  it("shows the outbox, reset links included, to this machine", async () => {
    const res = await requestFrom(store, "127.0.0.1", "/_dev/mail", { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await requestFrom(store, "::1", "/_dev/mail")).status).toBe(200);
  });
});

describe("the test gateway's controls (/_testpay/test/*)", () => {
  it("refuse the documented key and a wrong secret even from this machine", async () => {
    const local = (headers: Record<string, string>) =>
      requestFrom(store, "127.0.0.1", "/_testpay/test/faults", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ failNext: 1 }),
      });
    expect((await local({ "x-api-key": DOCUMENTED_API_KEY })).status).toBe(401);
    expect((await local({ "x-api-key": store.services.testpayKeys.apiKey })).status).toBe(401);
    expect((await local({ "x-testpay-control": "not-the-secret" })).status).toBe(401);
    // Nothing was injected: the next payment goes through.
    expect((await pay(store.services.testpayKeys.apiKey)).body.resultCode).toBe("Authorised");
  });

  it("a stranger can neither fail the next payment, slow every payment nor wipe the gateway", async () => {
    const stranger = (path: string, body: unknown) =>
      requestFrom(store, "198.51.100.23", `/_testpay${path}`, {
        method: "POST",
        headers: { "x-api-key": DOCUMENTED_API_KEY, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const saved = await pay(store.services.testpayKeys.apiKey);
    expect(saved.body.resultCode).toBe("Authorised");
    expect((await stranger("/test/faults", { failNext: 5, latencyMs: 4000 })).status).toBe(404);
    expect((await stranger("/test/reset", {})).status).toBe(404);
    expect((await pay(store.services.testpayKeys.apiKey)).body.resultCode).toBe("Authorised");
  });

  it("work from this machine with the install's secret", async () => {
    const faults = await testpayControl(store, "/test/faults", { failNext: 1, failStatus: 503 });
    expect(faults.status).toBe(200);
    expect((await pay(store.services.testpayKeys.apiKey)).status).toBe(503);
    expect((await pay(store.services.testpayKeys.apiKey)).status).toBe(200);
    expect((await testpayControl(store, "/test/reset")).status).toBe(204);
  });
});

describe("the gateway's server key", () => {
  it("is not the documented default: that key drives nothing (payments, refunds, saved cards)", async () => {
    expect((await pay(DOCUMENTED_API_KEY)).status).toBe(401);
    const stored = await store.request("/_testpay/v72/storedPaymentMethods?shopperReference=ironworks-customer-1", {
      headers: { "x-api-key": DOCUMENTED_API_KEY },
    });
    expect(stored.status).toBe(401);
    // Nor does the PayPal access token that used to be a constant in the source.
    const bearer = await store.request("/_testpay/v72/storedPaymentMethods?shopperReference=ironworks-customer-1", {
      headers: { authorization: "Bearer A21AAtestpay-access-token" },
    });
    expect(bearer.status).toBe(401);
    expect(store.services.testpayKeys.apiKey).not.toBe(DOCUMENTED_API_KEY);
    expect(store.services.testpayKeys.apiKey.length).toBeGreaterThanOrEqual(32);
  });
});

describe("a configuration with a gateway elsewhere", () => {
  const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

  it("mounts no /_testpay at all", async () => {
    const real = await createTestStore({
      seed: false,
      config: { testpayUrl: "https://checkout.psp.example/v72", testpayMounted: false, testpayApiKey: "psp-key-123" },
    });
    try {
      expect(real.app.routes.filter((r) => r.path.startsWith("/_testpay"))).toEqual([]);
      for (const path of ["/_testpay/test/faults", "/_testpay/test/reset", "/_testpay/v72/payments"]) {
        const res = await requestFrom(real, "127.0.0.1", path, { method: "POST", body: "{}" });
        expect([path, res.status]).toEqual([path, 404]);
      }
    } finally {
      await real.close();
    }
  });

  it("generates no control secret and writes none to DATA_DIR", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ironworks-no-testpay-"));
    const real = await createTestStore({
      seed: false,
      config: {
        env: "development",
        dataDir: dir,
        testpayUrl: "https://checkout.psp.example/v72",
        testpayMounted: false,
        testpayApiKey: "psp-key-123",
      },
    });
    try {
      expect(real.services.testpayKeys.controlSecret).toBeNull();
      const file = join(dir, "secrets.json");
      const stored = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
      expect(Object.keys(stored)).not.toContain("testpayControl");
    } finally {
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is what TESTPAY_URL means unless TESTPAY_MOUNT says otherwise, and needs its own server key", () => {
    const url = "https://checkout.psp.example/v72";
    expect(loadConfig(env({})).testpayMounted).toBe(true);
    expect(() => loadConfig(env({ TESTPAY_URL: url }))).toThrow(/TESTPAY_API_KEY/);
    expect(loadConfig(env({ TESTPAY_URL: url, TESTPAY_API_KEY: "psp-key-123" })).testpayMounted).toBe(false);
    const self = loadConfig(env({ TESTPAY_URL: "http://localhost:3000/_testpay", TESTPAY_MOUNT: "true" }));
    expect(self.testpayMounted).toBe(true);
    expect(() => loadConfig(env({ TESTPAY_MOUNT: "false" }))).toThrow(/TESTPAY_URL/);
  });
});

describe("per-install gateway secrets", () => {
  it("are generated once into DATA_DIR, apart from each other, unless configured", () => {
    const dir = mkdtempSync(join(tmpdir(), "ironworks-testpay-secrets-"));
    try {
      const config = loadConfig({ DATA_DIR: dir } as NodeJS.ProcessEnv);
      const control = resolveSecret(config, "testpayControl", undefined);
      const apiKey = resolveSecret(config, "testpayApiKey", undefined);
      expect(control.length).toBeGreaterThanOrEqual(32);
      expect(new Set([control, apiKey, resolveSecret(config, "searchToken", undefined)]).size).toBe(3);
      expect(resolveSecret(config, "testpayControl", undefined)).toBe(control);
      // A test rig (e2e, a CLI) on the same machine reads it from there.
      expect(JSON.parse(readFileSync(join(dir, "secrets.json"), "utf8")).testpayControl).toBe(control);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
