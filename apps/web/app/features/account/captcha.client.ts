import type { CaptchaChallenge } from "@ironworks/contracts";
import type { CaptchaAction } from "@ironworks/domain";
import { api } from "../../lib/api.ts";

/**
 * The browser half of the ALTCHA proof of work (ADR 0011): fetch a challenge from our own
 * endpoint and find the number whose SHA-256 with the salt is the challenge. A few dozen lines
 * with WebCrypto instead of the widget, so it costs the bundle almost nothing; the sign-in forms
 * import it lazily and start solving as soon as the shopper starts typing.
 */
type Challenge = CaptchaChallenge;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

async function solve(c: Challenge): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= c.maxnumber; n++) {
    if (hex(await crypto.subtle.digest("SHA-256", encoder.encode(c.salt + n))) === c.challenge) return n;
  }
  return null;
}

/**
 * A token for the captcha header, or "" when none could be had (SPEC §8: a warning is logged and
 * the request goes on with an empty token; the server then throttles it strictly).
 */
export async function solveCaptcha(action: CaptchaAction): Promise<string> {
  try {
    const answer = await api.get<Challenge>(`/svc_session/captcha/challenge?action=${action}`, { cache: "no-store" });
    if (!answer.ok) throw new Error(answer.offline ? "challenge not reachable" : `challenge answered ${answer.status}`);
    const c = answer.data;
    const number = await solve(c);
    if (number === null) throw new Error("challenge not solvable");
    const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature };
    return btoa(JSON.stringify(payload));
  } catch (err) {
    console.warn("captcha token unavailable; sending the request without one", err);
    return "";
  }
}
