import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether a secret someone sent equals the expected one, in time that tells nothing about either:
 * both sides are hashed first, so neither a common prefix nor the length leaks (unlike `===`, or
 * `timingSafeEqual` behind a length check). An absent value never matches.
 */
export function safeEqual(given: string | null | undefined, expected: string): boolean {
  if (given === null || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
