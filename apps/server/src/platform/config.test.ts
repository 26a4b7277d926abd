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
