import type { CaptchaChallenge } from "@ironworks/contracts";
import type { CaptchaAction } from "@ironworks/domain";
import { solveChallenge } from "altcha-lib/v1";
import type { TestStore } from "./test-store.ts";

/**
 * The one captcha solver of the tests, the bench and the browser suite: an ALTCHA v1 challenge
 * solved the way the browser does and sent as the captcha header value (base64 JSON, ADR 0011).
 * Kept free of server imports at run time (types only), so e2e/account-support.ts and the bench
 * import it too.
 */

/** What a solved challenge sends back; `number` is absent when the challenge could not be solved. */
export interface CaptchaPayload {
  algorithm: string;
  challenge: string;
  number: number | undefined;
  salt: string;
  signature: string;
}

/** The captcha header value for a payload (also used to send forged or altered ones). */
export const encodeCaptcha = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

/** Solves a challenge: the payload and its header value. */
export async function solveCaptchaChallenge(
  c: Omit<CaptchaChallenge, "algorithm"> & { algorithm: string },
): Promise<{ payload: CaptchaPayload; token: string }> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution?.number,
    salt: c.salt,
    signature: c.signature,
  };
  return { payload, token: encodeCaptcha(payload) };
}

/** The path the browser fetches a challenge from. */
export const captchaChallengePath = (action: CaptchaAction) => `/svc_session/captcha/challenge?action=${action}`;

/** Fetches a challenge from the test store's API and solves it: the captcha header value. */
export async function solveCaptcha(store: TestStore, action: CaptchaAction): Promise<string> {
  const res = await store.request(captchaChallengePath(action));
  const { payload, token } = await solveCaptchaChallenge((await res.json()) as CaptchaChallenge);
  if (payload.number === undefined) throw new Error("captcha not solved");
  return token;
}
