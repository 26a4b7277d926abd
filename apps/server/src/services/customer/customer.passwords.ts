import { randomBytes } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum the package only declares, so its value is written here). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (ADR 0011). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it verifies against a
 * dummy hash of the same cost, so a wrong password and an unknown email take the same time.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummy ??= hash(randomBytes(16).toString("hex"), OPTIONS);
  const target = stored ?? (await dummy);
  const ok = await verify(target, password).catch(() => false);
  return stored !== null && ok;
}
