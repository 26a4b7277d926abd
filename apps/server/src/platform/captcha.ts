import type { CaptchaChallenge } from "@ironworks/contracts";

import { ERRORS } from "@ironworks/contracts";
import type { CaptchaAction } from "@ironworks/domain";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { httpError } from "./errors.ts";
import { type Throttle, takeAllOrRefuse } from "./rate-limit.ts";

/** What a presented token turned out to be. */
export type CaptchaVerdict = "valid" | "missing" | "invalid";

export interface Captcha {
  challenge(action: CaptchaAction): Promise<CaptchaChallenge>;
  verify(token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict>;
}

const MAX_TOKEN_LENGTH = 2048;

/** Which solved challenges were already accepted: in-process by default, Redis when several processes serve. */
export interface UsedTokens {
  /** True for the first claim of `challenge` within `ttlMs`, false for every later one. */
  claim(challenge: string, ttlMs: number): Promise<boolean>;
}

/** In-process used-token memory; expired entries are swept once it holds more than `maxKeys`. */
export function createMemoryUsedTokens(options: { now?: () => number; maxKeys?: number } = {}): UsedTokens {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const used = new Map<string, number>();
  return {
    async claim(challenge, ttlMs) {
      const t = now();
      const exp = used.get(challenge);
      if (exp !== undefined && exp >= t) return false;
      if (used.size > maxKeys) for (const [k, e] of used) if (e < t) used.delete(k);
      used.set(challenge, t + ttlMs);
      return true;
    },
  };
}

/**
 * ALTCHA proof of work (ADR 0011), protocol v1: SHA-256 of salt + a secret number below
 * `maxNumber`, HMAC-signed with a server key. The action and an expiry ride in the signed salt,
 * and a solved challenge is accepted once (`used`: in-process memory, or Redis shared by every process).
 */
export function createCaptcha(options: {
  hmacKey: string;
  maxNumber?: number;
  ttlMs?: number;
  now?: () => number;
  used?: UsedTokens;
}): Captcha {
  const maxNumber = options.maxNumber ?? 50_000;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const used = options.used ?? createMemoryUsedTokens({ now });

  return {
    async challenge(action) {
      const c = await createChallenge({
        algorithm: "SHA-256",
        hmacKey: options.hmacKey,
        maxnumber: maxNumber,
        expires: new Date(now() + ttlMs),
        params: { action },
      });
      return {
        algorithm: "SHA-256",
        challenge: c.challenge,
        maxnumber: maxNumber,
        salt: c.salt,
        signature: c.signature,
      };
    },

    async verify(token, action) {
      if (!token) return "missing";
      if (token.length > MAX_TOKEN_LENGTH) return "invalid";
      let payload: { algorithm?: unknown; challenge?: unknown; salt?: unknown; number?: unknown; signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
      } catch {
        return "invalid";
      }
      if (
        payload?.algorithm !== "SHA-256" ||
        typeof payload.challenge !== "string" ||
        typeof payload.salt !== "string" ||
        typeof payload.signature !== "string" ||
        !Number.isInteger(payload.number)
      )
        return "invalid";
      if (extractParams(payload as never).action !== action) return "invalid";
      const ok = await verifySolution(payload as never, options.hmacKey, true).catch(() => false);
      if (!ok) return "invalid";
      // Claimed only once verified, so forged tokens cannot fill the memory; the claim is atomic.
      return (await used.claim(payload.challenge, ttlMs)) ? "valid" : "invalid";
    },
  };
}

/**
 * The door in front of a captcha-guarded action. A valid token passes; a wrong or reused one is a
 * 400. No token (SPEC §8: the browser could not get one, or the page is not hydrated yet) is let
 * through but counted on a much stricter throttle, per address and for the whole process.
 */
export function createCaptchaGate(captcha: Captcha, strict: { perAddress: Throttle; global: Throttle }) {
  return {
    async pass(token: string | null | undefined, action: CaptchaAction, ip: string): Promise<CaptchaVerdict> {
      const verdict = await captcha.verify(token, action);
      if (verdict === "invalid")
        throw httpError(ERRORS.captchaFailed, ERRORS.captchaFailed.message, {
          fields: [{ field: "captcha", message: "is invalid, expired or already used" }],
        });
      if (verdict === "missing")
        await takeAllOrRefuse([
          [strict.perAddress, `nocaptcha:ip:${ip}`],
          [strict.global, "nocaptcha:all"],
        ]);
      return verdict;
    },
  };
}
export type CaptchaGate = ReturnType<typeof createCaptchaGate>;
