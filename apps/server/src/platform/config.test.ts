import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { resolveSecret } from "./secrets.ts";

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe("loadConfig", () => {
  it("defaults to an embedded store on port 3000 in ./data", () => {
    const config = loadConfig(env({}));
    expect(config).toMatchObject({ port: 3000, env: "production", databaseUrl: undefined, trustedProxies: "loopback" });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicBaseUrl).toBe("http://localhost:3000");
  });

  it("runs web and worker in one process unless IRONWORKS_ROLE says otherwise (issue #18)", () => {
    expect(loadConfig(env({})).role).toBe("all");
    const shared = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", SEARCH_TOKEN_SECRET: "s".repeat(32) };
    expect(loadConfig(env({ ...shared, IRONWORKS_ROLE: "web" })).role).toBe("web");
    expect(loadConfig(env({ ...shared, IRONWORKS_ROLE: "worker" })).role).toBe("worker");
    expect(() => loadConfig(env({ IRONWORKS_ROLE: "worker" }))).toThrow(/IRONWORKS_ROLE: worker needs DATABASE_URL/);
    expect(() => loadConfig(env({ IRONWORKS_ROLE: "workers" }))).toThrow(
      /IRONWORKS_ROLE: must be web, worker or all \(got 'workers'\)/,
    );
  });

  it("lists every invalid variable", () => {
    expect(() => loadConfig(env({ PORT: "abc", DATABASE_URL: "mysql://x" }))).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it("refuses production on PostgreSQL without a shared search token secret", () => {
    const url = "postgres://postgres@127.0.0.1:5432/x";
    expect(() => loadConfig(env({ DATABASE_URL: url }))).toThrow(/SEARCH_TOKEN_SECRET/);
    expect(loadConfig(env({ DATABASE_URL: url, SEARCH_TOKEN_SECRET: "s".repeat(32) })).searchTokenSecret).toBe(
      "s".repeat(32),
    );
    expect(() => loadConfig(env({ SEARCH_TOKEN_SECRET: "short" }))).toThrow(/SEARCH_TOKEN_SECRET/);
  });

  it("needs TESTPAY_API_KEY whenever TESTPAY_URL is set with DATABASE_URL: instances must share the key", () => {
    const db = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", SEARCH_TOKEN_SECRET: "s".repeat(32) };
    const self = { TESTPAY_URL: "http://localhost:3000/_testpay", TESTPAY_MOUNT: "true" };
    expect(() => loadConfig(env({ ...db, ...self }))).toThrow(/TESTPAY_API_KEY/);
    expect(loadConfig(env({ ...db, ...self, TESTPAY_API_KEY: "shared-key-123" })).testpayApiKey).toBe("shared-key-123");
    // One embedded instance keeps its generated key; no TESTPAY_URL means in-process calls.
    expect(loadConfig(env(self)).testpayApiKey).toBeUndefined();
    expect(loadConfig(env(db)).testpayMounted).toBe(true);
  });

  it("takes TESTPAY_MERCHANT_ORIGINS as origins, and refuses what is none", () => {
    const config = loadConfig(env({ TESTPAY_MERCHANT_ORIGINS: "https://shop.example/de/, http://127.0.0.1:5173" }));
    expect(config.testpayMerchantOrigins).toEqual(["https://shop.example", "http://127.0.0.1:5173"]);
    expect(loadConfig(env({})).testpayMerchantOrigins).toEqual([]);
    expect(() => loadConfig(env({ TESTPAY_MERCHANT_ORIGINS: "javascript:alert(1)" }))).toThrow(
      /TESTPAY_MERCHANT_ORIGINS/,
    );
  });
});

describe("resolveSecret", () => {
  it("keeps a generated secret in DATA_DIR for the embedded instance, readable only by its owner", () => {
    const dir = mkdtempSync(join(tmpdir(), "ironworks-secrets-"));
    try {
      const config = loadConfig(env({ DATA_DIR: dir }));
      const first = resolveSecret(config, "searchToken", undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveSecret(config, "searchToken", undefined)).toBe(first);
      expect(statSync(join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
      expect(resolveSecret(config, "searchToken", "configured-secret")).toBe("configured-secret");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
