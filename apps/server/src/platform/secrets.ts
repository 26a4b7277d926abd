import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config.ts";

const FILE = "secrets.json";

/**
 * A server secret: the configured value, or — for the single embedded instance — one generated
 * once and kept in DATA_DIR (mode 0600) so tokens survive restarts. Tests get a fresh random one.
 * loadConfig already refuses production with DATABASE_URL and no configured secret.
 */
export function resolveSecret(
  config: Config,
  name: "searchToken" | "testpayApiKey" | "testpayControl",
  configured: string | undefined,
): string {
  if (configured) return configured;
  if (config.env === "test" || config.databaseUrl) return randomBytes(32).toString("base64url");
  const file = join(config.dataDir, FILE);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
  const existing = stored[name];
  if (existing) return existing;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, [name]: secret }), { mode: 0o600 });
  return secret;
}

/**
 * A 256-bit key for one purpose, derived (HMAC-SHA256) from the server secret above: the same on
 * every instance that shares SEARCH_TOKEN_SECRET (production requires it with DATABASE_URL) and on
 * a single embedded instance across restarts; another purpose gets an unrelated key.
 */
export function derivedKey(config: Config, purpose: string): Buffer {
  return createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
    .update(purpose)
    .digest();
}
